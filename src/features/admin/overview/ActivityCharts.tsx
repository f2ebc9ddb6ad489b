import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n } from '@/core/i18n';
import { QueryState, Unsupported } from '@/ui/list-kit';
import { Tabs } from '@/ui/tabs/Tabs';
import type { ChartSpan } from './chart-geometry';
import { CHART_CAPABILITIES, overviewChartQuery, type ChartData, type ChartId } from './chart-queries';
import { LineChart, type LineSeries } from './LineChart';
import styles from './Overview.module.css';

/** The server's activity per day or hour: active users, notes (local and remote) and federation. */
export function ActivityCharts() {
  const { t } = useI18n();
  const [span, setSpan] = useState<ChartSpan>('day');
  return (
    <section className={styles.activity} aria-label={t('adminScreens.adminOverview.activity')} data-overview-charts="">
      <Tabs
        label={t('adminScreens.adminOverview.span')}
        value={span}
        onChange={setSpan}
        tabs={[
          { id: 'day', label: t('adminScreens.adminOverview.perDay') },
          { id: 'hour', label: t('adminScreens.adminOverview.perHour') },
        ]}
      />
      <div className={styles.charts}>
        <Chart id="activeUsers" span={span} title={t('adminScreens.adminOverview.activeUsers')} series={(d) => [
          { id: 'active', label: t('adminScreens.adminOverview.active'), values: d.active },
          { id: 'posted', label: t('adminScreens.adminOverview.posted'), values: d.posted },
        ]} />
        <Chart id="notes" span={span} title={t('adminScreens.adminOverview.notes')} series={(d) => [
          { id: 'local', label: t('adminScreens.adminOverview.local'), values: d.local },
          { id: 'remote', label: t('adminScreens.adminOverview.remote'), values: d.remote },
        ]} />
        <Chart id="federation" span={span} title={t('adminScreens.adminOverview.federation')} series={(d) => [
          { id: 'received', label: t('adminScreens.adminOverview.received'), values: d.received },
          { id: 'delivered', label: t('adminScreens.adminOverview.delivered'), values: d.delivered },
        ]} />
      </div>
    </section>
  );
}

/** One chart, where the server has its endpoint; otherwise a line saying it does not. */
function Chart<K extends ChartId>({ id, span, title, series }: { id: K; span: ChartSpan; title: string; series: (data: ChartData[K]) => LineSeries[] }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  const offered = caps[CHART_CAPABILITIES[id]];
  const query = useQuery({ ...overviewChartQuery(id, span), enabled: offered });
  if (!offered) {
    return (
      <div className={styles.chart} data-chart={id}>
        <span className={styles.chartTitle}>{title}</span>
        <Unsupported text={t('adminScreens.adminOverview.noChart')} />
      </div>
    );
  }
  return (
    <QueryState query={query}>
      {(data) => <LineChart id={id} title={title} series={series(data)} span={span} now={query.dataUpdatedAt || Date.now()} />}
    </QueryState>
  );
}
