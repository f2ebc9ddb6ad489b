import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { EndpointCapability } from '@/core/capabilities';
import { adminKeys } from '../admin-queries';
import { numberSeries, type ChartSpan } from './chart-geometry';

/** Buckets each overview chart shows (30 days or 30 hours). */
export const CHART_BUCKETS = 30;

/** The overview's charts, each a named endpoint the server may lack (ask the capabilities first). */
export const CHART_ENDPOINTS = { activeUsers: 'charts/active-users', notes: 'charts/notes', federation: 'charts/federation' } as const;
export type ChartId = keyof typeof CHART_ENDPOINTS;

/** The capability that offers each chart. */
export const CHART_CAPABILITIES: { readonly [K in ChartId]: EndpointCapability } = { activeUsers: 'activeUsersChart', notes: 'notesChart', federation: 'federationChart' };

/** Each chart's series, newest first, as the overview draws them. */
export interface ChartData {
  activeUsers: { active: number[]; posted: number[] };
  notes: { local: number[]; remote: number[] };
  federation: { received: number[]; delivered: number[] };
}

type Raw = Record<string, unknown> | null | undefined;
const part = (raw: Raw, key: string) => (raw && typeof raw[key] === 'object' ? (raw[key] as Raw) : null);

/** Reads an answer; an absent or odd field becomes an empty series. */
export const readChart: { [K in ChartId]: (raw: Raw) => ChartData[K] } = {
  activeUsers: (raw) => ({ active: numberSeries(raw?.readWrite ?? raw?.users), posted: numberSeries(raw?.write) }),
  notes: (raw) => ({ local: numberSeries(part(raw, 'local')?.inc), remote: numberSeries(part(raw, 'remote')?.inc) }),
  federation: (raw) => ({ received: numberSeries(raw?.inboxInstances ?? raw?.instance), delivered: numberSeries(raw?.deliveredInstances) }),
};

export function overviewChartQuery<K extends ChartId>(id: K, span: ChartSpan) {
  return queryOptions({
    queryKey: adminKeys.chart(id, span),
    queryFn: async ({ signal }): Promise<ChartData[K]> => readChart[id](await getApi().request<Raw>(CHART_ENDPOINTS[id], { span, limit: CHART_BUCKETS }, { signal })),
    staleTime: 60_000,
  });
}
