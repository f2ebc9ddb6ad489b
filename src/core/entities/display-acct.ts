/**
 * The acct shown beside a user's name: `@user` for users of this server, `@user@host` for remote
 * ones, and `@user@this.server` for local users too when `full` (the `showFullAcct` setting).
 */
export function displayAcct(user: { username: string; host?: string | null }, opts: { full: boolean; localHost: string }): string {
  const host = user.host || (opts.full ? opts.localHost : null);
  return host ? `@${user.username}@${host}` : `@${user.username}`;
}

/** The host part of an origin (`https://misskey.example:8443` → `misskey.example:8443`); '' when not a URL. */
export function hostOfOrigin(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
