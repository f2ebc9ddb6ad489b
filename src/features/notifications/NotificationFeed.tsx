import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { getAccount } from '@/core/accounts/session';
import { meQuery } from '@/core/accounts/me-query';
import { useCapabilities } from '@/core/capabilities';
import type { Notification } from '@/core/entities/notification';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { useChannel } from '@/core/stream/use-stream';
import { InNotificationContext } from '@/features/note';
import { Button } from '@/ui/page/Button';
import { catchUpNotifications } from './catch-up';
import type { FilledPage } from './fill-page';
import { groupNotifications } from './group-notifications';
import { prependToFeed } from './live-feed';
import { feedFilter, type NotificationFeedProps } from './feed-filter';
import { notificationPasses, sanitizeNotifications } from './notification-kinds';
import { groupedFeed, notificationFeedQuery, type FeedFilter } from './notifications-queries';
import { NotificationGroupRow } from './NotificationGroupRow';
import { NotificationRow } from './NotificationRow';
import { NO_UNREAD, type UnreadState } from './unread-count';
import { unreadNotificationsQuery } from './unread-query';
import styles from './Notifications.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

function useFeedFilter(props: NotificationFeedProps): FeedFilter {
  const account = getAccount();
  const me = useQuery({ ...meQuery(account ?? { origin: '', id: '' }), enabled: !!account });
  const [groupedSetting] = useSetting('useGroupedNotifications');
  const caps = useCapabilities();
  const f = feedFilter(me.data, props, groupedFeed(caps.groupedNotifications, groupedSetting, props.unreadOnly));
  const key = JSON.stringify(f);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filter
  return useMemo(() => f, [key]);
}

/**
 * Notifications, live (the main channel's `notification` events go on top), grouped (reactions and
 * renotes per note, by the `useGroupedNotifications` setting), paged near the end. Serves the
 * notifications page, the deck column and the widget.
 */
export function NotificationFeed(props: NotificationFeedProps) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const filter = useFeedFilter(props);
  const options = notificationFeedQuery(filter);
  const query = useInfiniteQuery(options);
  const [grouped] = useSetting('useGroupedNotifications');
  useChannel(
    'main',
    {},
    {
      notification: (body) => {
        const [n] = sanitizeNotifications([body]);
        if (!n) return;
        qc.setQueryData<InfiniteData<FilledPage<Notification>, string | null>>(options.queryKey, (data) =>
          prependToFeed(data, n, (x) => notificationPasses(x, filter.include, filter.exclude)),
        );
      },
    },
    // The channel came up while the list was shown (its first connection, a reconnect): what came
    // in before, no event told of.
    (already) => {
      if (!already) void catchUpNotifications(qc, options.queryKey, filter).catch((e: unknown) => console.warn('Notification catch-up failed', e));
    },
  );
  // Reading the first page marked everything read on the server: clear the badge (the
  // readAllNotifications event may have gone out before the stream was connected).
  const markedRead = props.markAsRead === true;
  const unreadKey = unreadNotificationsQuery(qc).queryKey;
  const prevFetching = useRef<boolean | null>(null);
  useEffect(() => {
    if (!markedRead) return;
    const was = prevFetching.current;
    const now = query.isFetching && !query.isFetchingNextPage;
    prevFetching.current = now;
    // On mount with data (the route loader just read it), or when a first-page fetch finished.
    if (query.isSuccess && !now && was !== false) qc.setQueryData<UnreadState>(unreadKey, NO_UNREAD);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is stable per account
  }, [markedRead, query.isFetching, query.isFetchingNextPage, query.isSuccess]);
  const all = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const rows = useMemo(() => groupNotifications(props.limit ? all.slice(0, props.limit) : all, grouped), [all, grouped, props.limit]);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (props.limit || !el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [props.limit, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Loading className={styles.status} />;
  if (query.isError && all.length === 0) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('notifications.loadFailed')} className={styles.status} />;
  }
  return (
    <div className={styles.list} aria-busy={query.isFetching}>
      {rows.length === 0 && <p className={styles.status}>{t('notifications.empty')}</p>}
      <div role="feed" aria-label={t('notifications.title')} className={styles.list}>
        <InNotificationContext.Provider value={true}>
          {rows.map((row) => (row.kind === 'group' ? <NotificationGroupRow key={row.key} row={row} /> : <NotificationRow key={row.key} notification={row.notification} />))}
        </InNotificationContext.Provider>
      </div>
      {!props.limit && <div ref={sentinel} />}
      {!props.limit && hasNextPage && !isFetchingNextPage && (
        <Button className={styles.status} onClick={() => void fetchNextPage()}>
          {t('notifications.loadMore')}
        </Button>
      )}
      {isFetchingNextPage && <Loading className={styles.status} />}
    </div>
  );
}
