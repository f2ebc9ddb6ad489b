import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meQuery } from '@/core/accounts/me-query';
import { getAccount } from '@/core/accounts/session';
import { getStream } from '@/core/stream/stream-instance';
import { reconcileUnread, type UnreadState } from './unread-count';

/**
 * Sets a badge again from a fresh `i` each time the stream comes back after a drop: the main
 * channel's unread events sent meanwhile never arrived. (The first connection needs nothing: the
 * badge is seeded from the `i` read at start.)
 */
export function useUnreadCatchUp(queryKey: QueryKey, fromMe: (me: unknown) => UnreadState, enabled: boolean): void {
  const qc = useQueryClient();
  const fromMeRef = useRef(fromMe);
  fromMeRef.current = fromMe;
  const keyJson = JSON.stringify(queryKey);
  useEffect(() => {
    const stream = getStream();
    const account = getAccount();
    if (!enabled || !stream || !account) return;
    const key = JSON.parse(keyJson) as QueryKey;
    return stream.events.on('reconnected', () => {
      // Shares the read that start-up's live wiring (src/app/boot/live.ts) asks for on the same
      // event: a query being fetched is not fetched twice.
      void qc
        .fetchQuery({ ...meQuery(account), staleTime: 0 })
        .then((me) => qc.setQueryData<UnreadState>(key, (s) => reconcileUnread(s, fromMeRef.current(me))))
        .catch(() => undefined);
    });
  }, [qc, enabled, keyJson]);
}
