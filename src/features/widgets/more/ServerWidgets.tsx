import { getAccount } from '@/core/accounts/session';
import { formatNumber, useI18n } from '@/core/i18n';
import { parseQueueFrame, QUEUE_FRAMES, ServerLoad, Sparkline, useLiveStats, type QueueFrame } from '@/features/admin';
import { useOptionalEndpoint } from '../kinds/optional-endpoint';
import styles from './more.module.css';
import { isMissingOnServer, WidgetFailure } from '../WidgetFailure';
import { QueryError } from '@/ui/loading/QueryError';

interface ServerInfo {
  cpu?: { model?: string; cores?: number };
  mem?: { total?: number };
  fs?: { total?: number; used?: number };
}

/** The server machine: CPU, memory, disk and network live from `serverStats`; totals from server-info. */
export function ServerMetricWidget() {
  const { t } = useI18n();
  const query = useOptionalEndpoint<ServerInfo>('serverInfo', 'server-info', {}, 60_000);
  const info = query.data;
  const cpu = info?.cpu?.model && info.cpu.model !== '?' ? `${info.cpu.model} × ${info.cpu.cores ?? '—'}` : null;
  return (
    <div className={styles.meter} data-widget-server-metric>
      {cpu && <span>{t('adminScreens.live.cpu')}: {cpu}</span>}
      <ServerLoad compact totals={{ memTotal: info?.mem?.total, fsTotal: info?.fs?.total, fsUsed: info?.fs?.used }} />
    </div>
  );
}

interface UserLite {
  id: string;
  username: string;
  host: string | null;
  name?: string | null;
}

/** How many users are online, and who was active last. */
export function OnlineUsersDetailsWidget() {
  const { t } = useI18n();
  const count = useOptionalEndpoint<{ count?: number }>('onlineUsers', 'get-online-users-count', {}, 60_000);
  const recent = useOptionalEndpoint<UserLite[]>('userDirectory', 'users', { limit: 8, sort: '+updatedAt', state: 'alive', origin: 'local' }, 60_000);
  const users = Array.isArray(recent.data) ? recent.data.filter((u) => u && typeof u.username === 'string') : [];
  return (
    <div data-widget-online-details>
      {count.isError && !isMissingOnServer(count.error) ? (
        <QueryError compact error={count.error} onRetry={() => Promise.all([count.refetch(), recent.refetch()])} retrying={count.isFetching} />
      ) : (
        <p className={styles.muted}>
          {typeof count.data?.count === 'number' ? t('widgetsScreens.onlineNow', { n: formatNumber(count.data.count) }) : t('widgets.unavailable')}
        </p>
      )}
      {users.length > 0 && (
        <ul className={styles.list} aria-label={t('widgetsScreens.recentlyActive')}>
          {users.map((u) => (
            <li key={u.id}>
              <a className={styles.link} href={`/@${u.username}${u.host ? `@${u.host}` : ''}`}>
                <bdi>{u.name || u.username}</bdi>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Counts = Record<string, { waiting?: number; active?: number; delayed?: number }>;

/** The deliver and inbox job queues (moderators only), live from `queueStats`; polled every 5 s where the server streams none. */
export function JobQueueWidget() {
  const account = getAccount();
  const privileged = !!(account?.isAdmin || account?.isModerator);
  const { t } = useI18n();
  if (!privileged) return <p className={styles.muted}>{t('widgetsScreens.moderatorsOnly')}</p>;
  return <JobQueueTable />;
}

function JobQueueTable() {
  const { t } = useI18n();
  const live = useLiveStats<QueueFrame>('queueStats', parseQueueFrame, QUEUE_FRAMES);
  const polling = live.state === 'unavailable';
  const query = useOptionalEndpoint<Counts>(polling ? 'queueStats' : null, 'admin/queue/stats', {}, 5_000);
  const latest = live.frames[live.frames.length - 1];
  const counts: Counts | undefined = latest ?? (polling ? query.data : undefined);
  if (!counts) {
    if (polling && query.isError) return <WidgetFailure query={query} />;
    return <p className={styles.muted}>{t('common.loading')}</p>;
  }
  return (
    <div data-widget-job-queue={live.state}>
      <table className={styles.table}>
        <thead>
          <tr><th scope="col" /><th scope="col">{t('adminScreens.queue.waiting')}</th><th scope="col">{t('adminScreens.queue.active')}</th><th scope="col">{t('adminScreens.queue.delayed')}</th>{latest && <th scope="col">{t('adminScreens.live.chartOf', { name: t('adminScreens.queue.waiting') })}</th>}</tr>
        </thead>
        <tbody>
          {(['deliver', 'inbox'] as const).map((q) => (
            <tr key={q} data-queue={q}>
              <th scope="row"><a href="/admin/queue">{q}</a></th>
              <td>{formatNumber(counts[q]?.waiting ?? 0)}</td>
              <td>{formatNumber(counts[q]?.active ?? 0)}</td>
              <td>{formatNumber(counts[q]?.delayed ?? 0)}</td>
              {latest && <td><Sparkline values={live.frames.map((f) => (f[q]?.waiting ?? 0) + (f[q]?.delayed ?? 0))} label={t('adminScreens.live.backlogOf', { name: q })} width={80} height={20} /></td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
