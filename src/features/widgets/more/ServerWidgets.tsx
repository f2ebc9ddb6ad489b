import { getAccount } from '@/core/accounts/session';
import { formatBytes, formatNumber, useI18n } from '@/core/i18n';
import { useOptionalEndpoint } from '../kinds/optional-endpoint';
import styles from './more.module.css';

interface ServerInfo {
  cpu?: { model?: string; cores?: number };
  mem?: { total?: number };
  fs?: { total?: number; used?: number };
}

/** The server machine: CPU, memory and disk use (server-info), refreshed every minute. */
export function ServerMetricWidget() {
  const { t } = useI18n();
  const query = useOptionalEndpoint<ServerInfo>('server-info', {}, 60_000);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  const info = query.data;
  if (query.isError || !info) return <p className={styles.muted} data-widget-unavailable="">{t('widgets.unavailable')}</p>;
  const used = info.fs?.used;
  const total = info.fs?.total;
  const share = typeof used === 'number' && typeof total === 'number' && total > 0 ? Math.min(1, used / total) : null;
  return (
    <div className={styles.meter} data-widget-server-metric>
      <span>CPU: {info.cpu?.model ?? '—'} × {info.cpu?.cores ?? '—'}</span>
      <span>{t('tools.widgets.memory')}: {typeof info.mem?.total === 'number' ? formatBytes(info.mem.total) : '—'}</span>
      <span>{t('tools.widgets.disk')}: {share !== null ? `${formatBytes(used!)} / ${formatBytes(total!)}` : '—'}</span>
      {share !== null && (
        <div className={styles.bar} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)} aria-label={t('tools.widgets.disk')}>
          <div className={styles.barFill} style={{ width: `${share * 100}%` }} />
        </div>
      )}
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
  const count = useOptionalEndpoint<{ count?: number }>('get-online-users-count', {}, 60_000);
  const recent = useOptionalEndpoint<UserLite[]>('users', { limit: 8, sort: '+updatedAt', state: 'alive', origin: 'local' }, 60_000);
  const users = Array.isArray(recent.data) ? recent.data.filter((u) => u && typeof u.username === 'string') : [];
  return (
    <div data-widget-online-details>
      <p className={styles.muted}>
        {typeof count.data?.count === 'number' ? t('tools.widgets.onlineNow', { n: formatNumber(count.data.count) }) : t('widgets.unavailable')}
      </p>
      {users.length > 0 && (
        <ul className={styles.list} aria-label={t('tools.widgets.recentlyActive')}>
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

type Counts = Record<string, Record<string, number>>;

/** The deliver and inbox job queues (moderators only), refreshed every 5 s. */
export function JobQueueWidget() {
  const { t } = useI18n();
  const account = getAccount();
  const privileged = !!(account?.isAdmin || account?.isModerator);
  const query = useOptionalEndpoint<Counts>(privileged ? 'admin/queue/stats' : 'admin/queue/stats:unavailable', {}, 5_000);
  if (!privileged) return <p className={styles.muted}>{t('tools.widgets.moderatorsOnly')}</p>;
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError || !query.data) return <p className={styles.muted} data-widget-unavailable="">{t('widgets.unavailable')}</p>;
  return (
    <table className={styles.table} data-widget-job-queue>
      <thead>
        <tr><th scope="col" /><th scope="col">{t('adminArea.queue.waiting')}</th><th scope="col">{t('adminArea.queue.active')}</th><th scope="col">{t('adminArea.queue.delayed')}</th></tr>
      </thead>
      <tbody>
        {(['deliver', 'inbox'] as const).map((q) => (
          <tr key={q}>
            <th scope="row"><a href="/admin/queue">{q}</a></th>
            <td>{formatNumber(query.data[q]?.waiting ?? 0)}</td>
            <td>{formatNumber(query.data[q]?.active ?? 0)}</td>
            <td>{formatNumber(query.data[q]?.delayed ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
