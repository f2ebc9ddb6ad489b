import { formatBytes, formatNumber, useI18n } from '@/core/i18n';
import { Sparkline } from '../charts/Sparkline';
import { parseServerFrame, type ServerFrame } from './live-stats';
import { LiveBadge } from './LiveBadge';
import { useLiveStats } from './use-live-stats';
import styles from '../admin-page.module.css';

/** Frames kept (one every 2 s on Misskey 13: two minutes). */
export const SERVER_FRAMES = 60;

export interface MachineTotals {
  memTotal?: number;
  fsTotal?: number;
  fsUsed?: number;
}

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
const percent = (share: number) => `${formatNumber(Math.round(share * 1000) / 10)}%`;

/**
 * CPU, memory, disk and network of the server's machine, live from the `serverStats` channel with a
 * small chart each; totals come from server-info. Says so when the server shares no load figures.
 */
export function ServerLoad({ totals, compact }: { totals: MachineTotals; compact?: boolean }) {
  const { t } = useI18n();
  const { frames, state } = useLiveStats<ServerFrame>('serverStats', parseServerFrame, SERVER_FRAMES);
  const last = frames[frames.length - 1];
  const width = compact ? 140 : 200;
  const rows: Array<{ key: string; label: string; value: string; series?: number[] }> = [];
  if (last) {
    rows.push({ key: 'cpu', label: t('adminScreens.live.cpu'), value: percent(last.cpu), series: frames.map((f) => f.cpu) });
    rows.push({
      key: 'mem',
      label: t('adminScreens.live.memory'),
      value: positive(totals.memTotal) ? `${formatBytes(last.mem.used)} / ${formatBytes(totals.memTotal)} (${percent(last.mem.used / totals.memTotal)})` : formatBytes(last.mem.used),
      series: frames.map((f) => f.mem.used),
    });
  }
  if (positive(totals.fsTotal) && typeof totals.fsUsed === 'number') {
    rows.push({ key: 'disk', label: t('adminScreens.live.disk'), value: `${formatBytes(totals.fsUsed)} / ${formatBytes(totals.fsTotal)} (${percent(totals.fsUsed / totals.fsTotal)})` });
  }
  if (last) {
    rows.push({
      key: 'fs',
      label: t('adminScreens.live.diskIo'),
      value: t('adminScreens.live.readWrite', { r: formatBytes(last.fs.r), w: formatBytes(last.fs.w) }),
      series: frames.map((f) => f.fs.r + f.fs.w),
    });
    rows.push({
      key: 'net',
      label: t('adminScreens.live.network'),
      value: t('adminScreens.live.inOut', { rx: formatBytes(last.net.rx), tx: formatBytes(last.net.tx) }),
      series: frames.map((f) => f.net.rx + f.net.tx),
    });
  }
  return (
    <div data-server-load={state}>
      <LiveBadge state={state} pollingText={t('adminScreens.live.loadNotShared')} />
      {rows.length > 0 && (
        <table className={styles.table} aria-label={t('adminScreens.live.serverLoad')}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-load={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
                {!compact || r.series ? <td>{r.series && <Sparkline values={r.series} label={t('adminScreens.live.chartOf', { name: r.label })} width={width} height={24} />}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
