/**
 * What a search input asks for (spec section 5, search input):
 * - `@user` or `@user@host` without spaces: that user's page;
 * - `#tag`: the tag's page;
 * - an http(s) URL, or `user@host`: a federation lookup (ap/show) to the user or note;
 * - YYYY/MM/DD or YYYY-MM-DD: a date (the search page offers to jump to it);
 * - anything else: /search?q= with spaces becoming +.
 */
export type SearchIntent =
  | { kind: 'empty' }
  | { kind: 'user'; path: string }
  | { kind: 'tag'; tag: string; path: string }
  | { kind: 'lookup'; uri: string; fallbackPath: string | null }
  | { kind: 'date'; date: string; untilDate: number; path: string }
  | { kind: 'query'; query: string; path: string };

const DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const URL_LIKE = /^https?:\/\/\S+$/i;
const ACCT_WITH_HOST = /^@?([\w.-]+)@([\w-]+(?:\.[\w-]+)+)$/;

/** The search page's path for a query: spaces become +. */
export function searchPagePath(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}

/** A valid calendar date as YYYY-MM-DD and the end of that day (local time), or null. */
export function parseDateInput(q: string): { date: string; untilDate: number } | null {
  const m = DATE.exec(q);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const end = new Date(y, mo - 1, d, 23, 59, 59, 999);
  if (end.getFullYear() !== y || end.getMonth() !== mo - 1 || end.getDate() !== d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${y}-${pad(mo)}-${pad(d)}`, untilDate: end.getTime() };
}

export function parseSearchInput(input: string): SearchIntent {
  const q = input.trim();
  if (q === '') return { kind: 'empty' };
  if (q.startsWith('@') && !/\s/.test(q) && q.length > 1) {
    const acct = ACCT_WITH_HOST.exec(q);
    // A remote acct still goes straight to the user's page; its page looks the user up.
    return { kind: 'user', path: acct ? `/@${acct[1]}@${acct[2]}` : `/${q}` };
  }
  if (q.startsWith('#')) {
    const tag = q.slice(1).trim();
    if (tag && !/\s/.test(tag)) return { kind: 'tag', tag, path: `/tags/${encodeURIComponent(tag)}` };
  }
  const date = parseDateInput(q);
  if (date) return { kind: 'date', ...date, path: searchPagePath(q) };
  if (URL_LIKE.test(q)) return { kind: 'lookup', uri: q, fallbackPath: null };
  const acct = ACCT_WITH_HOST.exec(q);
  if (acct) return { kind: 'lookup', uri: `@${acct[1]}@${acct[2]}`, fallbackPath: `/@${acct[1]}@${acct[2]}` };
  return { kind: 'query', query: q, path: searchPagePath(q) };
}
