import { useQuery } from '@tanstack/react-query';
import { formatBytes, formatNumber, useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminQueueStatsQuery, adminServerInfoQuery, instanceStatsQuery } from '../admin-queries';
import { parseQueueFrame, QUEUE_FRAMES, type QueueFrame } from '../live/live-stats';
import { ServerLoad } from '../live/ServerLoad';
import { useLiveStats } from '../live/use-live-stats';
import { ActivityCharts } from '../overview/ActivityCharts';

import styles from '../admin-page.module.css';

/** /admin/overview (where /admin leads): users, notes, federation, the server's activity charts, the job queue and the machine at a glance. */
export function OverviewPage() {
  const { t } = useI18n();
  const stats = useQuery(instanceStatsQuery()).data;
  const live = useLiveStats<QueueFrame>('queueStats', parseQueueFrame, QUEUE_FRAMES);
  const latest = live.frames[live.frames.length - 1];
  // Polled only where the server streams no queue stats.
  const queue = useQuery({ ...adminQueueStatsQuery(), enabled: live.state === 'unavailable', refetchInterval: 5_000 }).data;
  const server = useQuery(adminServerInfoQuery()).data;
  const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : '—');
  const waiting = (q: string) => {
    const c = latest?.[q] ?? queue?.[q];
    return c ? num((c.waiting ?? 0) + (c.delayed ?? 0)) : '—';
  };
  return (
    <section data-admin-page="overview">
      <PageHeader title={t('adminScreens.nav.overview')} />
      <div className={styles.body}>
        <div className={styles.cards}>
          <Card label={t('adminScreens.overview.users')} value={num(stats?.originalUsersCount ?? stats?.usersCount)} />
          <Card label={t('adminScreens.overview.notes')} value={num(stats?.originalNotesCount ?? stats?.notesCount)} />
          <Card label={t('adminScreens.overview.instances')} value={num(stats?.instances)} />
          <Card label={t('adminScreens.overview.deliverQueue')} value={waiting('deliver')} />
          <Card label={t('adminScreens.overview.inboxQueue')} value={waiting('inbox')} />
          <Card label={t('adminScreens.adminOverview.reactions')} value={num(stats?.reactionsCount)} />
          <Card label={t('adminScreens.adminOverview.driveLocal')} value={typeof stats?.driveUsageLocal === 'number' ? formatBytes(stats.driveUsageLocal) : '—'} />
        </div>
        <h2 className={styles.sectionTitle}>{t('adminScreens.adminOverview.activity')}</h2>
        <ActivityCharts />
        <h2 className={styles.sectionTitle}>{t('adminScreens.live.serverLoad')}</h2>
        <ServerLoad totals={{ memTotal: server?.mem?.total, fsTotal: server?.fs?.total, fsUsed: server?.fs?.used }} />
        {server && (
          <table className={styles.table} aria-label={t('adminScreens.overview.server')}>
            <tbody>
              <tr><th scope="row">{t('adminScreens.overview.machine')}</th><td>{server.machine ?? '—'} ({server.os ?? '—'})</td></tr>
              <tr><th scope="row">Node.js</th><td>{server.node ?? '—'}</td></tr>
              <tr><th scope="row">PostgreSQL</th><td>{server.psql ?? '—'}</td></tr>
              <tr><th scope="row">Redis</th><td>{server.redis ?? '—'}</td></tr>
              <tr><th scope="row">CPU</th><td>{server.cpu?.model ?? '—'} × {server.cpu?.cores ?? '—'}</td></tr>
              <tr><th scope="row">{t('adminScreens.overview.memory')}</th><td>{server.mem?.total != null ? formatBytes(server.mem.total) : '—'}</td></tr>
              <tr><th scope="row">{t('adminScreens.overview.disk')}</th><td>{server.fs?.used != null && server.fs.total != null ? `${formatBytes(server.fs.used)} / ${formatBytes(server.fs.total)}` : '—'}</td></tr>
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.card}>
      <span className={styles.hint}>{label}</span>
      <span className={styles.big}>{value}</span>
    </div>
  );
}
