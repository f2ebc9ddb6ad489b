import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { QueryState, Unsupported } from '@/ui/list-kit';
import { Tabs } from '@/ui/tabs/Tabs';
import { notesChartQuery } from './about-queries';
import { chartBars } from './chart-bars';
import styles from './About.module.css';

const W = 300;
const H = 100;

/** Notes per day or hour, local and remote, as stacked bars (charts/notes). */
export function AboutCharts() {
  const { t } = useI18n();
  const caps = useCapabilities();
  const [span, setSpan] = useState<'day' | 'hour'>('day');
  const query = useQuery({ ...notesChartQuery(span), enabled: caps.notesChart });
  if (!caps.notesChart) return <Unsupported text={t('about.noCharts')} />;
  return (
    <div className={styles.charts}>
      <Tabs
        label={t('about.span')}
        value={span}
        onChange={setSpan}
        tabs={[
          { id: 'day', label: t('about.perDay') },
          { id: 'hour', label: t('about.perHour') },
        ]}
      />
      <QueryState query={query}>
        {(chart) => {
          const bars = chartBars(chart.local.inc, chart.remote.inc, W, H);
          const total = chart.local.inc.reduce((a, b) => a + b, 0) + chart.remote.inc.reduce((a, b) => a + b, 0);
          return (
            <figure className={styles.chart}>
              <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('about.notesChart', { n: total })}>
                {bars.map((b) => (
                  <g key={b.x}>
                    <rect x={b.x} y={b.localY} width={b.width} height={b.localH} className={styles.barLocal} />
                    <rect x={b.x} y={b.remoteY} width={b.width} height={b.remoteH} className={styles.barRemote} />
                  </g>
                ))}
              </svg>
              <figcaption>
                <span className={styles.keyLocal}>{t('explore.local')}</span> <span className={styles.keyRemote}>{t('explore.remote')}</span> · {t('about.notesChart', { n: total })}
              </figcaption>
            </figure>
          );
        }}
      </QueryState>
    </div>
  );
}
