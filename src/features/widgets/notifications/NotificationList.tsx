import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { NotificationItem } from './NotificationItem';
import { notificationsQuery } from './notifications-query';
import { useLiveNotifications } from './use-live-notifications';
import styles from './Notifications.module.css';

/** The signed-in user's notifications, live (the main channel prepends new ones), paged near the end. */
export function NotificationList({ includeTypes = null, limit }: { includeTypes?: readonly string[] | null; limit?: number }) {
  const { t } = useI18n();
  const options = notificationsQuery(includeTypes);
  const query = useInfiniteQuery(options);
  useLiveNotifications(options.queryKey, includeTypes);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const all = query.data?.pages.flat() ?? [];
  const items = limit ? all.slice(0, limit) : all;
  useEffect(() => {
    const el = sentinel.current;
    if (limit || !el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [limit, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (query.isError && all.length === 0) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('notificationList.loadFailed')}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (all.length === 0) return <p className={styles.status}>{t('notificationList.empty')}</p>;
  return (
    <div className={styles.list} role="feed" aria-label={t('nav.notifications')} aria-busy={query.isFetching}>
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
      {!limit && <div ref={sentinel} />}
      {isFetchingNextPage && <p className={styles.status}>{t('common.loading')}</p>}
    </div>
  );
}
