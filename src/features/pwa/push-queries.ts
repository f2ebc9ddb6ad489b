/** Server data of push notifications: this browser's push state for the signed-in account. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { readPushStatus } from './push-client';

export const pushKeys = {
  all: () => queryKey('push-status'),
  status: (swPublickey: string | null) => queryKey('push-status', swPublickey ?? ''),
};

/** On, off, or why it cannot be on, for the server's push key (null: the server offers none); a minute fresh. */
export function pushStatusQuery(swPublickey: string | null) {
  return queryOptions({
    queryKey: pushKeys.status(swPublickey),
    queryFn: () => readPushStatus(getApi(), swPublickey),
    staleTime: 60_000,
  });
}

/** After turning push on or off: read the state again. */
export function refreshPushStatus(qc: QueryClient, swPublickey: string | null): Promise<void> {
  return qc.invalidateQueries({ queryKey: pushKeys.status(swPublickey) });
}
