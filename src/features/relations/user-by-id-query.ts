import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserDetailed } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';

/** users/show by id (the popup, moderator pages). */
export function userByIdQuery(userId: string) {
  return queryOptions({
    queryKey: queryKey('user', 'id', userId),
    queryFn: ({ signal }) => getApi().request<UserDetailed>('users/show', { userId }, { signal, suppressError: true }),
    staleTime: 60_000,
  });
}
