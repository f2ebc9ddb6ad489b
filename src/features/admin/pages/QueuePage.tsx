import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatNumber, useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminQueueStatsQuery } from '../admin-queries';
import { Sparkline } from '../charts/Sparkline';
import { pushSample } from '../charts/samples';
import styles from '../admin-page.module.css';

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** /admin/queue: each job queue's counts, refreshed every 5 s, with the waiting count's recent history. */
export function QueuePage() {
  const { t } = useI18n();
  const stats = useQuery(adminQueueStatsQuery()).data;
  const history = useRef(new Map<string, number[]>());
  if (stats) for (const [name, c] of Object.entries(stats)) history.current.set(name, pushSample(history.current.get(name) ?? [], (c.waiting ?? 0) + (c.delayed ?? 0), 60));
  return (
    <section data-admin-page="queue">
      <PageHeader title={t('adminArea.nav.queue')} />
      <div className={styles.body}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('adminArea.queue.queue')}</th>
              {COUNTS.map((c) => <th key={c} scope="col">{t(`adminArea.queue.${c}`)}</th>)}
              <th scope="col">{t('adminArea.queue.trend')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(stats ?? {}).map(([name, c]) => (
              <tr key={name} data-queue={name}>
                <th scope="row">{name}</th>
                {COUNTS.map((k) => <td key={k}>{formatNumber(c[k] ?? 0)}</td>)}
                <td><Sparkline values={history.current.get(name) ?? []} label={t('adminArea.queue.trendOf', { name })} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
