import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** Keys of the moderator views, all under one root (`moderationKeys.all()`). */
export const moderationKeys = {
  all: () => queryKey('moderation'),
  user: (userId: string) => queryKey('moderation', 'user', userId),
  instance: (host: string) => queryKey('moderation', 'instance', host),
  adminMeta: () => queryKey('moderation', 'admin-meta'),
};

/** admin/show-user: the moderator's view of an account (email, flags, sign-ins, roles). */
export function adminUserQuery(userId: string) {
  return queryOptions({
    queryKey: moderationKeys.user(userId),
    queryFn: ({ signal }) => getApi().request<Record<string, unknown>>('admin/show-user', { userId }, { signal, suppressError: true }),
    staleTime: 10_000,
  });
}

/** federation/show-instance: what this server knows of another (null when it knows nothing). */
export function instanceQuery(host: string) {
  return queryOptions({
    queryKey: moderationKeys.instance(host),
    queryFn: ({ signal }) => getApi().request<Record<string, unknown> | null>('federation/show-instance', { host }, { signal, suppressError: true }),
    staleTime: 10_000,
  });
}

/** admin/meta's blocked hosts (for blocking an instance). */
export function adminMetaQuery() {
  return queryOptions({
    queryKey: moderationKeys.adminMeta(),
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

/* Mutations: the moderator views call these, never the API client (errors are shown by the API client). */

/** One of the sanctions on an account that take just the user id (admin/suspend-user, admin/silence-user, …). */
export const moderateUser = (endpoint: string, userId: string) => getApi().request(endpoint, { userId });

/** admin/reset-password: the new password, shown once to the moderator. */
export const resetUserPassword = (userId: string) => getApi().request<{ password?: string }>('admin/reset-password', { userId });

export const suspendInstance = (host: string, on: boolean) => getApi().request('admin/federation/update-instance', { host, isSuspended: on });

/** Adds or removes `host` in the server's blocked hosts, read fresh first so no other change is lost. */
export async function blockInstance(host: string, on: boolean): Promise<void> {
  const fresh = await getApi().request<{ blockedHosts?: unknown }>('admin/meta', {});
  await getApi().request('admin/update-meta', { blockedHosts: toggleBlockedHost(fresh?.blockedHosts, host, on) });
}
