import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** admin/show-user: the moderator's view of an account (email, flags, sign-ins, roles). */
export function adminUserQuery(userId: string) {
  return queryOptions({
    queryKey: queryKey('moderation', 'user', userId),
    queryFn: ({ signal }) => getApi().request<Record<string, unknown>>('admin/show-user', { userId }, { signal, suppressError: true }),
    staleTime: 10_000,
  });
}

/** federation/show-instance: what this server knows of another (null when it knows nothing). */
export function instanceQuery(host: string) {
  return queryOptions({
    queryKey: queryKey('moderation', 'instance', host),
    queryFn: ({ signal }) => getApi().request<Record<string, unknown> | null>('federation/show-instance', { host }, { signal, suppressError: true }),
    staleTime: 10_000,
  });
}

/** admin/meta's blocked hosts (for blocking an instance). */
export function adminMetaQuery() {
  return queryOptions({
    queryKey: queryKey('moderation', 'admin-meta'),
    queryFn: ({ signal }) => getApi().request<{ blockedHosts?: unknown }>('admin/meta', {}, { signal, suppressError: true }),
    staleTime: 10_000,
  });
}

/** Adds or removes `host` in a blocked-hosts list (case-insensitive, no duplicates). */
export function toggleBlockedHost(list: unknown, host: string, block: boolean): string[] {
  const current = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  const h = host.toLowerCase();
  const rest = current.filter((x) => x.toLowerCase() !== h);
  return block ? [...rest, h] : rest;
}
