import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

export const aboutKeys = {
  all: () => queryKey('about'),
  meta: () => queryKey('about', 'meta'),
  instances: (sort: unknown, host: unknown) => queryKey('about', 'instances', sort, host),
  notesChart: (span: unknown) => queryKey('about', 'chart', 'notes', span),
};

export interface MetaDetail {
  name?: string | null;
  description?: string | null;
  version?: string;
  maintainerName?: string | null;
  maintainerEmail?: string | null;
  tosUrl?: string | null;
  repositoryUrl?: string | null;
  feedbackUrl?: string | null;
  bannerUrl?: string | null;
  iconUrl?: string | null;
  serverRules?: unknown;
  disableRegistration?: boolean;
  [key: string]: unknown;
}

export function metaDetailQuery() {
  return queryOptions({
    queryKey: aboutKeys.meta(),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('meta', { detail: true }, { signal });
      return (typeof raw === 'object' && raw !== null ? raw : {}) as MetaDetail;
    },
    staleTime: 10 * 60_000,
  });
}

// One owner for `stats`, shared with the welcome page.
export { statsQuery, type Stats } from '@/core/instance/instance-stats';

export interface FederationInstance {
  id?: string;
  host: string;
  name?: string | null;
  softwareName?: string | null;
  softwareVersion?: string | null;
  usersCount?: number;
  notesCount?: number;
  iconUrl?: string | null;
  faviconUrl?: string | null;
  themeColor?: string | null;
  isSuspended?: boolean;
  isBlocked?: boolean;
  isNotResponding?: boolean;
  [key: string]: unknown;
}

const INSTANCES_PAGE = 30;

/** federation/instances, paged by offset. */
export function instancesQuery(sort: string, host: string) {
  return infiniteQueryOptions({
    queryKey: aboutKeys.instances(sort, host),
    queryFn: async ({ pageParam, signal }) => {
      const raw = await getApi().request<unknown>('federation/instances', { sort, limit: INSTANCES_PAGE, offset: pageParam, ...(host ? { host } : {}) }, { signal });
      return Array.isArray(raw) ? raw.filter((i): i is FederationInstance => typeof i === 'object' && i !== null && typeof (i as FederationInstance).host === 'string') : [];
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length >= INSTANCES_PAGE ? pages.length * INSTANCES_PAGE : null),
    staleTime: 5 * 60_000,
  });
}

export interface NotesChart {
  local: { inc: number[] };
  remote: { inc: number[] };
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map((n) => (typeof n === 'number' && Number.isFinite(n) ? n : 0)) : []);

export function notesChartQuery(span: 'day' | 'hour') {
  return queryOptions({
    queryKey: aboutKeys.notesChart(span),
    queryFn: async ({ signal }): Promise<NotesChart> => {
      const raw = await getApi().request<{ local?: { inc?: unknown }; remote?: { inc?: unknown } }>('charts/notes', { span, limit: 30 }, { signal });
      return { local: { inc: numbers(raw?.local?.inc) }, remote: { inc: numbers(raw?.remote?.inc) } };
    },
    staleTime: 5 * 60_000,
  });
}
