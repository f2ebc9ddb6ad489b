import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/core/api/api-client';
import { META_FETCH_TIMEOUT_MS } from '@/core/constants';
import { kvGet, kvSet } from '@/core/db/kv-store';
import { getApi, getServerOrigin } from '@/core/accounts/session';
import { META_PARAMS } from '@/core/early/early-types';
import { keepMeta, readKeptMeta } from './kept-meta';

/** The parts of `meta` the client reads; every field may be absent on some servers. */
export interface InstanceMeta {
  version?: string;
  name?: string | null;
  description?: string | null;
  uri?: string;
  iconUrl?: string | null;
  themeColor?: string | null;
  maxNoteTextLength?: number;
  enableGuestTimeline?: boolean;
  disableRegistration?: boolean;
  [key: string]: unknown;
}

const cacheKey = (origin: string) => `instance:${origin}`;

/** Every answer is also kept (small, synchronous to read) for the next start's first frame. */
function fetchMeta(api: ApiClient, timeoutMs?: number): Promise<InstanceMeta> {
  return api.request<InstanceMeta>('meta', { ...META_PARAMS }, { suppressError: true, ...(timeoutMs ? { timeoutMs } : {}) }).then((meta) => {
    keepMeta(api.origin, meta);
    return meta;
  });
}

/**
 * Start-up step 4: the instance info, within 3 s. When the server is slower or fails, the cached
 * copy is used and refreshed later (spec section 8).
 */
export async function loadInstanceMeta(api: ApiClient): Promise<{ meta: InstanceMeta | null; fromCache: boolean; refresh: Promise<InstanceMeta | null> }> {
  // The request leaves first; the cached copy is read meanwhile (start-up has no serial chain).
  const cachedRead = kvGet<InstanceMeta>(cacheKey(api.origin)).catch(() => undefined);
  // Kept for the next start in the background: the write waits for the database, which opens
  // after the first paint, and the start may be waiting for this answer.
  const live = fetchMeta(api).then((meta) => {
    void kvSet(cacheKey(api.origin), meta).catch(() => undefined);
    return meta;
  });
  const refresh = live.catch(() => null);
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), META_FETCH_TIMEOUT_MS));
  const first = await Promise.race([live.catch(() => 'failed' as const), timeout]);
  if (first !== 'timeout' && first !== 'failed') return { meta: first, fromCache: false, refresh };
  return { meta: (await cachedRead) ?? null, fromCache: true, refresh };
}

/**
 * The meta kept from an earlier start on `origin`, if any (never throws): the small synchronous copy
 * (kept-meta.ts) when there is one, else the full copy in the database.
 */
export function readKeptInstanceMeta(origin: string): Promise<InstanceMeta | null> {
  const quick = readKeptMeta(origin);
  if (quick) return Promise.resolve(quick);
  return kvGet<InstanceMeta>(cacheKey(origin))
    .then((m) => m ?? null)
    .catch(() => null);
}

export function instanceMetaQuery() {
  return queryOptions({
    queryKey: [getServerOrigin(), 'meta'] as const,
    queryFn: () => fetchMeta(getApi()),
    staleTime: 10 * 60_000,
  });
}

/** The meta kept from this server's last answer (see kept-meta.ts), for the first frame before it answers again. */
export function keptInstanceMeta(): InstanceMeta | null {
  return readKeptMeta(getServerOrigin());
}
