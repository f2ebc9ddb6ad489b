/** Server data of /authorize-follow: the user named by an acct or a profile URL, looked up on this server. */
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { UserDetailed } from '@/core/entities/user';
import { isHttpUrl } from '@/core/entities/http-url';
import { queryKey } from '@/core/query/keys';

/** "alice@host", "@alice@host" or a profile URL → users/show params, or null. */
export function parseRemoteAcct(input: string): { username: string; host: string | null } | { uri: string } | null {
  const s = input.trim();
  if (isHttpUrl(s)) return { uri: s };
  const m = /^@?([A-Za-z0-9_.-]+)(?:@([A-Za-z0-9.-]+(?::\d+)?))?$/.exec(s);
  if (!m) return null;
  return { username: m[1]!, host: m[2] ?? null };
}

async function lookUp(acct: string): Promise<UserDetailed> {
  const parsed = parseRemoteAcct(acct);
  if (!parsed) throw new Error('invalid');
  if ('uri' in parsed) {
    const r = await getApi().request<{ type?: string; object?: UserDetailed }>('ap/show', { uri: parsed.uri }, { suppressError: true });
    if (r?.type !== 'User' || !r.object) throw new Error('not a user');
    return r.object;
  }
  return getApi().request<UserDetailed>('users/show', { username: parsed.username, host: parsed.host }, { suppressError: true });
}

export const remoteUserKeys = {
  all: () => queryKey('authorize-follow'),
  lookUp: (acct: string) => queryKey('authorize-follow', acct),
};

/** The user of `acct` (ap/show for a URL, users/show otherwise); nothing asked for an empty acct, no retry. */
export function remoteUserQuery(acct: string) {
  return queryOptions({ queryKey: remoteUserKeys.lookUp(acct), queryFn: () => lookUp(acct), enabled: acct !== '', retry: false });
}
