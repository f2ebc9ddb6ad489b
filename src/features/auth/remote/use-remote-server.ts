import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { probeServer } from './remote-server';

/** What a server other than this page's own offers (its meta and endpoints), asked directly. */
export function remoteServerQuery(origin: string) {
  return queryOptions({
    queryKey: [origin, 'guest', 'signin-probe'] as const,
    queryFn: ({ signal }) => probeServer(origin, undefined, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Probes `origin` (when set) a moment after typing stops. */
export function useRemoteServer(origin: string | null) {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setSettled(origin), 350);
    return () => clearTimeout(id);
  }, [origin]);
  const ready = settled !== null && settled === origin;
  const q = useQuery({ ...remoteServerQuery(settled ?? ''), enabled: ready });
  return { info: ready ? q.data : undefined, loading: origin !== null && (!ready || q.isPending) };
}
