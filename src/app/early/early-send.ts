/**
 * The early script's requests (early.ts): sent with `fetch` as the API client would send them, and
 * left on the early global for the API client to take (src/core/early/early-requests.ts).
 */
import { isHttpUrl } from '@/core/entities/http-url';
import type { EarlyGlobal } from '@/core/early/early-types';

/**
 * Sends a read request whose answer the app takes. `peek` gets a copy of a successful answer
 * before anyone reads it (the app reads the original), or null when there is none. False when it
 * sent nothing (not an http(s) origin, not an endpoint's name).
 */
export function send(g: EarlyGlobal, origin: string, endpoint: string, params: Record<string, unknown>, token: string | null, peek?: (copy: Response | null) => void): boolean {
  if (!isHttpUrl(origin) || !/^[a-z0-9/_-]+$/i.test(endpoint)) return false;
  const body = JSON.stringify(token ? { ...params, i: token } : { ...params });
  const response = fetch(`${origin}/api/${endpoint}`, {
    method: 'POST',
    credentials: 'omit',
    cache: 'no-cache',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  // The API client reports failures when it takes the answer.
  response.then((r) => peek?.(r.ok ? r.clone() : null), () => peek?.(null));
  g.entries.push({ origin, endpoint, body, at: performance.now(), response });
  return true;
}

/** First pages of timelines: after a visit the app catches up from its saved cache instead. */
export const TIMELINES = /^(notes\/(timeline|hybrid-timeline|local-timeline|global-timeline|user-list-timeline)|antennas\/notes|channels\/timeline)$/;
