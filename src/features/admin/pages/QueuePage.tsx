import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import { formatNumber, useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminDelayedHostsQuery, adminKeys, adminQueueStatsQuery, clearQueues, promoteDelayedJobs } from '../admin-queries';
import { Sparkline } from '../charts/Sparkline';
import { pushSample } from '../charts/samples';
import { parseQueueFrame, QUEUE_FRAMES, type QueueFrame } from '../live/live-stats';
import { LiveBadge } from '../live/LiveBadge';
import { useLiveStats } from '../live/use-live-stats';
import styles from '../admin-page.module.css';

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * /admin/queue: the deliver and inbox queues live from the `queueStats` channel with a small chart
 * each, every queue's job counts, the delayed jobs by server and clearing the queues, where the
 * server offers those. A server that streams nothing is polled every 5 s instead.
 */
export function QueuePage() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const live = useLiveStats<QueueFrame>('queueStats', parseQueueFrame, QUEUE_FRAMES);
  const polling = live.state === 'unavailable';
  const stats = useQuery({ ...adminQueueStatsQuery(), refetchInterval: polling ? 5_000 : false }).data;
  // Polled history, only while polling (the live history is in the stream's cache entry).
  const polled = useRef(new Map<string, number[]>());
  if (polling && stats) for (const [name, c] of Object.entries(stats)) polled.current.set(name, pushSample(polled.current.get(name) ?? [], (c.waiting ?? 0) + (c.delayed ?? 0), 60));
  const latest = live.frames[live.frames.length - 1];
  const liveNames = latest ? Object.keys(latest) : [];
  return (
    <section data-admin-page="queue">
      <PageHeader title={t('adminScreens.nav.queue')} />
      <div className={styles.body}>
        <LiveBadge state={live.state} pollingText={t('adminScreens.live.queuePolling')} />
        {latest && (
          <div className={styles.cards} data-queue-live="">
            {liveNames.map((name) => (
              <div key={name} className={styles.card} data-live-queue={name}>
                <strong>{name}</strong>
                <span className={styles.hint}>
                  {t('adminScreens.live.queueNow', { active: formatNumber(latest[name]!.active), waiting: formatNumber(latest[name]!.waiting), delayed: formatNumber(latest[name]!.delayed) })}
                </span>
                <span className={styles.hint}>{t('adminScreens.live.processed', { n: formatNumber(latest[name]!.activeSincePrevTick) })}</span>
                <Sparkline values={live.frames.map((f) => f[name]?.activeSincePrevTick ?? 0)} label={t('adminScreens.live.processedOf', { name })} width={200} height={32} />
                <Sparkline values={live.frames.map((f) => (f[name]?.waiting ?? 0) + (f[name]?.delayed ?? 0))} label={t('adminScreens.live.backlogOf', { name })} width={200} height={32} />
              </div>
            ))}
          </div>
        )}
        <h2 className={styles.sectionTitle}>{t('adminScreens.live.allQueues')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('adminScreens.queue.queue')}</th>
              {COUNTS.map((c) => <th key={c} scope="col">{t(`adminScreens.queue.${c}`)}</th>)}
              {polling && <th scope="col">{t('adminScreens.queue.trend')}</th>}
            </tr>
          </thead>
          <tbody>
            {Object.entries(stats ?? {}).map(([name, c]) => {
              // The live frame is newer than the last fetch for the queues it carries.
              const now = latest?.[name];
              const value = (k: (typeof COUNTS)[number]) => (now && (k === 'waiting' || k === 'active' || k === 'delayed') ? now[k] : (c?.[k] ?? 0));
              return (
                <tr key={name} data-queue={name}>
                  <th scope="row">{name}</th>
                  {COUNTS.map((k) => <td key={k}>{formatNumber(value(k))}</td>)}
                  {polling && <td><Sparkline values={polled.current.get(name) ?? []} label={t('adminScreens.queue.trendOf', { name })} /></td>}
                </tr>
              );
            })}
          </tbody>
        </table>
        {caps.deliverDelayed && <DelayedHosts queue="deliver" delayedNow={latest?.deliver?.delayed} />}
        {caps.inboxDelayed && <DelayedHosts queue="inbox" delayedNow={latest?.inbox?.delayed} />}
        {caps.clearQueues && <ClearQueues />}
      </div>
    </section>
  );
}

/** Delayed jobs by server; fetched again whenever the live count of delayed jobs changes. */
function DelayedHosts({ queue, delayedNow }: { queue: 'deliver' | 'inbox'; delayedNow: number | undefined }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (delayedNow !== undefined) void queryClient.invalidateQueries({ queryKey: adminDelayedHostsQuery(queue).queryKey });
  }, [delayedNow, queue, queryClient]);
  const canPromote = useCapabilities().promoteQueue;
  const rows = useQuery(adminDelayedHostsQuery(queue)).data;
  const promote = useMutation({
    mutationFn: () => promoteDelayedJobs(queue),
    onSuccess: async () => {
      showToast(t('adminScreens.queueRetry.promoted'), 'success');
      await queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
    },
  });
  return (
    <section data-delayed-hosts={queue} aria-label={t(`adminScreens.live.${queue}Delayed`)}>
      <h2 className={styles.sectionTitle}>{t(`adminScreens.live.${queue}Delayed`)}</h2>
      {rows && rows.length === 0 && <p className={styles.hint}>{t('adminScreens.live.noDelayed')}</p>}
      {rows && rows.length > 0 && (
        <table className={styles.table}>
          <tbody>
            {rows.map(([host, n]) => (
              <tr key={host} data-delayed-host={host}>
                <th scope="row"><bdi>{host}</bdi></th>
                <td>{t('adminScreens.live.jobs', { n: formatNumber(n) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canPromote && rows && rows.length > 0 && (
        <Button onClick={() => promote.mutate()} disabled={promote.isPending}>{t('adminScreens.queueRetry.promote')}</Button>
      )}
    </section>
  );
}

function ClearQueues() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: async () => {
      if (!(await confirmDialog({ type: 'warning', text: t('adminScreens.live.confirmClear') }))) return false;
      await clearQueues();
      return true;
    },
    onSuccess: async (done) => {
      if (!done) return;
      showToast(t('adminScreens.live.cleared'), 'success');
      await queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
    },
  });
  return (
    <div className={styles.row}>
      <Button className={styles.danger} onClick={() => clear.mutate()} disabled={clear.isPending}>{t('adminScreens.live.clear')}</Button>
    </div>
  );
}
