import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserDetailed } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';

/** `alice`, `alice@host` or `@alice@host` → username and host (null for local). */
export function parseAcct(acct: string): { username: string; host: string | null } {
  const [username = '', host] = acct.replace(/^@/, '').split('@');
  return { username, host: host && host.length > 0 ? host : null };
}

/**
 * Every user key sits under `all()` (profiles, their tabs and charts; relations' users/show by id
 * too), so one invalidation of `all()` reads every profile again.
 */
export const userKeys = {
  all: () => queryKey('user'),
  byAcct: (username: string, host: string | null) => queryKey('user', 'acct', username, host),
  /** A profile tab's list: `[tab, userId]` (files, reactions, clips, pages, gallery, following, followers). */
  list: (tab: string, userId: string) => queryKey('user', tab, userId),
  notesChart: (userId: string, days: number) => queryKey('user', 'chart-notes', userId, days),
};

export function userByAcctQuery(acct: string) {
  const { username, host } = parseAcct(acct);
  return queryOptions({
    queryKey: userKeys.byAcct(username, host),
    queryFn: ({ signal }) => getApi().request<UserDetailed>('users/show', { username, host }, { signal, suppressError: true }),
    staleTime: 60_000,
  });
}

/** The profile's sub-paths (spec: /@{acct}/{page?}); 'notes' is the bare profile. */
export const PROFILE_TABS = ['notes', 'replies', 'files', 'reactions', 'pages', 'clips', 'gallery', 'activity'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(v: unknown): v is ProfileTab {
  return typeof v === 'string' && (PROFILE_TABS as readonly string[]).includes(v);
}
