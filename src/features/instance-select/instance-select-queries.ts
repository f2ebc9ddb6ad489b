import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** One known server as the instance select dialog lists it (federation/instances). */
export interface KnownInstance {
  host: string;
  name: string | null;
  faviconUrl: string | null;
  softwareName: string | null;
}

const LIMIT = 20;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Known servers whose host contains `host` (all of them when empty), the most followed first. */
export function instanceSearchQuery(host: string) {
  return queryOptions({
    queryKey: queryKey('instanceSelect', host),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('federation/instances', { sort: '+pubSub', limit: LIMIT, ...(host ? { host } : {}) }, { signal, suppressError: true });
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((i): KnownInstance[] => {
        const o = typeof i === 'object' && i !== null ? (i as Record<string, unknown>) : null;
        const h = str(o?.host);
        return o && h ? [{ host: h, name: str(o.name), faviconUrl: str(o.faviconUrl), softwareName: str(o.softwareName) }] : [];
      });
    },
    staleTime: 5 * 60_000,
  });
}
