import { queryOptions } from '@tanstack/react-query';
import { getApi } from './session';
import type { MeDetailed, StoredAccount } from './account-types';

export function meQueryKey(account: Pick<StoredAccount, 'origin' | 'id'>) {
  return [account.origin, account.id, 'i'] as const;
}

/** The signed-in user's own detailed object; patched by `meUpdated` events. */
export function meQuery(account: Pick<StoredAccount, 'origin' | 'id'>) {
  return queryOptions({
    queryKey: meQueryKey(account),
    queryFn: () => getApi().request<MeDetailed>('i'),
    staleTime: Infinity,
  });
}
