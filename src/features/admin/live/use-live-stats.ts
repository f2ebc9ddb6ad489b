import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStream } from '@/core/stream/stream-instance';
import { adminKeys } from '../admin-queries';
import { appendFrame, historyFromLog } from './live-stats';

/** How long a silent channel is waited for before the page falls back (a server without it says nothing). */
export const LIVE_TIMEOUT_MS = 8_000;

export type LiveState = 'waiting' | 'live' | 'unavailable';

/** The frames heard on a stats channel, oldest first: stream data, so it lives in the query cache. */
export const liveStatsQuery = <T,>(channel: string) =>
  queryOptions({ queryKey: adminKeys.live(channel), queryFn: () => [] as T[], staleTime: Infinity, gcTime: 60_000 });

/**
 * Listens to `queueStats` or `serverStats` while mounted: asks for the server's recent log
 * (`requestLog` → `statsLog`), then appends each `stats` frame. `state` turns `live` at the first
 * frame, `unavailable` when the server stays silent (then callers poll instead).
 */
export function useLiveStats<T>(channel: 'queueStats' | 'serverStats', parse: (raw: unknown) => T | null, max: number): { frames: readonly T[]; state: LiveState } {
  const queryClient = useQueryClient();
  const query = liveStatsQuery<T>(channel);
  const frames = useQuery(query).data ?? [];
  const [state, setState] = useState<LiveState>(() => (getStream() ? 'waiting' : 'unavailable'));
  const key = query.queryKey;
  useEffect(() => {
    const stream = getStream();
    if (!stream) {
      setState('unavailable');
      return;
    }
    let heard = false;
    const heardNow = () => {
      if (heard) return;
      heard = true;
      setState('live');
    };
    const conn = stream.useChannel(channel, {});
    conn.on('stats', (body) => {
      const frame = parse(body);
      if (!frame) return;
      heardNow();
      queryClient.setQueryData<T[]>(key, (old) => appendFrame(old ?? [], frame, max));
    });
    conn.on('statsLog', (body) => {
      const old = queryClient.getQueryData<T[]>(key) ?? [];
      const next = historyFromLog(body, parse, old, max);
      if (next.length === 0) return;
      heardNow();
      queryClient.setQueryData<T[]>(key, next);
    });
    const requestLog = () => conn.send('requestLog', { id: Math.random().toString(36).slice(2), length: max });
    if (stream.state === 'connected') requestLog();
    const offState = stream.events.on('state', (s) => {
      if (s === 'connected') requestLog();
    });
    const timer = setTimeout(() => {
      if (!heard) setState('unavailable');
    }, LIVE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      offState();
      conn.dispose();
    };
    // `key` follows the channel and the account; `parse` and `max` are fixed per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, queryClient, JSON.stringify(key)]);
  return { frames, state };
}
