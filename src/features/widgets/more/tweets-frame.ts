/** The `tweets` widget's frame: a microblog account's public timeline as the provider embeds it. */

export const TWEETS_FRAME_ORIGIN = 'https://syndication.twitter.com';

/** An account name as the provider allows it (letters, digits, underscore; at most 15), without a leading @. */
export function tweetsScreenName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/^@/, '');
  return /^[A-Za-z0-9_]{1,15}$/.test(name) ? name : null;
}

/** The timeline frame's address for an account, in the client's theme and language. */
export function tweetsFrameSrc(screenName: string, opts: { dark: boolean; lang: string }): string {
  const u = new URL(`/srv/timeline-profile/screen-name/${encodeURIComponent(screenName)}`, TWEETS_FRAME_ORIGIN);
  u.searchParams.set('dnt', 'true');
  u.searchParams.set('lang', opts.lang.split('-')[0] || 'en');
  u.searchParams.set('theme', opts.dark ? 'dark' : 'light');
  return u.href;
}
