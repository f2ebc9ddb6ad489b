import { createApiClient } from '@/core/api/api-client';
import { computeCapabilities, type Capabilities } from '@/core/capabilities';
import type { InstanceMeta } from '@/core/instance/instance-meta';

export interface RemoteServerInfo {
  meta: InstanceMeta | null;
  capabilities: Capabilities;
  /** False when neither meta nor endpoints answered (wrong address, server down). */
  reachable: boolean;
}

/**
 * What a server other than this page's own offers, asked directly (`meta` and `endpoints`, both
 * public and CORS-open on Misskey-family servers), for choosing how to sign in there.
 */
export async function probeServer(origin: string, fetchImpl?: typeof fetch, signal?: AbortSignal): Promise<RemoteServerInfo> {
  const api = createApiClient({ origin, token: null, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const opts = { suppressError: true, ...(signal ? { signal } : {}) };
  const [meta, endpoints] = await Promise.all([
    api.request<InstanceMeta>('meta', { detail: false }, opts).catch(() => null),
    api.request<unknown>('endpoints', {}, opts).then((v) => (Array.isArray(v) ? v.filter((e): e is string => typeof e === 'string') : null)).catch(() => null),
  ]);
  const validMeta = meta && typeof meta === 'object' ? meta : null;
  return { meta: validMeta, capabilities: computeCapabilities(validMeta, endpoints), reachable: validMeta !== null || endpoints !== null };
}
