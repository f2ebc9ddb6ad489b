import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { chartBars } from './profile-rules';
import { userNotesChartQuery } from './tab-queries';
import styles from './Profile.module.css';

const W = 600;
const H = 160;
const PAD = 4;

/** Notes per day over the last 30 days as a small stacked SVG bar chart (no chart library). */
export function ActivityChart({ userId }: { userId: string }) {
  const { t } = useI18n();
  const q = useQuery(userNotesChartQuery(userId));
  if (q.isPending) return <p className={styles.statusLine}>{t('common.loading')}</p>;
  if (q.isError) {
    return (
      <div className={styles.statusLine} role="alert">
        <p>{t('userScreens.profile.chartFailed')}</p>
        <Button onClick={() => void q.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const bars = chartBars(q.data);
  const max = Math.max(1, ...bars.map((b) => b.total));
  const bw = bars.length > 0 ? (W - PAD * 2) / bars.length : 0;
  const sum = bars.reduce((a, b) => a + b.total, 0);
  const y = (v: number) => ((H - PAD * 2) * v) / max;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('userScreens.profile.chartLabel', { count: sum, days: bars.length })} className={styles.chartSvg}>
        {bars.map((b, i) => {
          const x = PAD + i * bw + 1;
          const w = Math.max(1, bw - 2);
          let top = H - PAD;
          const parts: Array<[number, string]> = [[b.normal, 'var(--accent)'], [b.reply, 'var(--link, #4caf50)'], [b.renote, 'var(--renote, #9c27b0)']];
          return (
            <g key={b.day} data-day={b.day}>
              <title>{t('userScreens.profile.chartBar', { count: b.total, days: b.day })}</title>
              {parts.map(([v, color], j) => {
                if (v <= 0) return null;
                const h = y(v);
                top -= h;
                return <rect key={j} x={x} y={top} width={w} height={h} fill={color} />;
              })}
            </g>
          );
        })}
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} stroke="var(--divider)" />
      </svg>
      <figcaption className={styles.legend}>
        <span><i style={{ background: 'var(--accent)' }} />{t('userScreens.profile.chartNormal')}</span>
        <span><i style={{ background: 'var(--link, #4caf50)' }} />{t('userScreens.profile.chartReply')}</span>
        <span><i style={{ background: 'var(--renote, #9c27b0)' }} />{t('userScreens.profile.chartRenote')}</span>
      </figcaption>
    </figure>
  );
}
