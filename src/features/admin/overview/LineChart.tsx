import { formatDateTime, formatNumber } from '@/core/i18n';
import { bucketStart, columnX, linePoints, niceCeiling, type ChartSpan } from './chart-geometry';
import styles from './Overview.module.css';

export interface LineSeries {
  id: string;
  label: string;
  /** Newest first. */
  values: readonly number[];
}

const W = 600;
const H = 150;
const LEFT = 44;
const BOTTOM = 20;
const TOP = 8;

/** Bucket dates as the chart's axis shows them: month and day, or the hour, in the interface language. */
function bucketLabel(time: number, span: ChartSpan): string {
  // Days are the server's UTC days; hours read in local time.
  return formatDateTime(time, span === 'day' ? { month: 'short', day: 'numeric', timeZone: 'UTC' } : { hour: 'numeric', minute: '2-digit' });
}

/**
 * A line chart drawn as SVG (no chart library): one line per series, a top line rounded to 1/2/5,
 * the first and last bucket on the axis, each point's value in its title, and the latest values in
 * the legend (also the chart's accessible name).
 */
export function LineChart({ id, title, series, span, now }: { id: string; title: string; series: readonly LineSeries[]; span: ChartSpan; now: number }) {
  const n = Math.max(0, ...series.map((s) => s.values.length));
  const top = niceCeiling(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotW = W - LEFT - 8;
  const plotH = H - BOTTOM - TOP;
  const latest = (s: LineSeries) => formatNumber(s.values[0] ?? 0);
  const summary = `${title}: ${series.map((s) => `${s.label} ${latest(s)}`).join(', ')}`;
  return (
    <figure className={styles.chart} data-chart={id}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className={styles.svg}>
        <g transform={`translate(${LEFT} ${TOP})`}>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={0} x2={plotW} y1={plotH - f * plotH} y2={plotH - f * plotH} className={styles.grid} />
              <text x={-6} y={plotH - f * plotH} className={styles.axis} textAnchor="end" dominantBaseline="middle">
                {formatNumber(top * f)}
              </text>
            </g>
          ))}
          {n > 0 && (
            <>
              <text x={0} y={plotH + 15} className={styles.axis} textAnchor="start">
                {bucketLabel(bucketStart(now, span, n - 1), span)}
              </text>
              <text x={plotW} y={plotH + 15} className={styles.axis} textAnchor="end">
                {bucketLabel(bucketStart(now, span, 0), span)}
              </text>
            </>
          )}
          {series.map((s, k) => (
            <g key={s.id} className={styles[`series${k}`]} data-series={s.id}>
              <polyline points={linePoints(s.values, plotW, plotH, top)} className={styles.line} />
              {s.values.map((v, i) => {
                const col = s.values.length - 1 - i;
                return (
                  <circle key={i} cx={columnX(col, s.values.length, plotW)} cy={plotH - (Math.max(0, v) / top) * plotH} r={2.5} className={styles.dot}>
                    <title>{`${bucketLabel(bucketStart(now, span, i), span)} · ${s.label}: ${formatNumber(v)}`}</title>
                  </circle>
                );
              })}
            </g>
          ))}
        </g>
      </svg>
      <ul className={styles.legend}>
        {series.map((s, k) => (
          <li key={s.id} className={styles[`series${k}`]} data-legend={s.id}>
            <span className={styles.swatch} aria-hidden />
            {s.label}: <strong>{latest(s)}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
