/** A user's acct without the leading `@`: `alice` for users of this server, `zoe@remote.example` for remote ones. */
export function acctOf(user: { username: string; host?: string | null }): string {
  return user.host ? `${user.username}@${user.host}` : user.username;
}

/**
 * The acct shown beside a user's name: `@user` for users of this server, `@user@host` for remote
 * ones, and `@user@this.server` for local users too when `full` (the `showFullAcct` setting).
 */
export function displayAcct(user: { username: string; host?: string | null }, opts: { full: boolean; localHost: string }): string {
  const host = user.host || (opts.full ? opts.localHost : null);
  return `@${acctOf({ username: user.username, host })}`;
}

/** The host part of an origin (`https://misskey.example:8443` → `misskey.example:8443`); '' when not a URL. */
export function hostOfOrigin(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
