/** Ordering of suggestions that do not come ranked from elsewhere (pure). */

export const SUGGESTION_LIMIT = 10;

/**
 * Hashtags for a query: the recently used ones (this device) that start with it, then the server's
 * answers, then recent ones containing it; case-insensitively unique, at most `limit`.
 */
export function rankHashtags(query: string, recent: readonly string[], server: readonly string[], limit = SUGGESTION_LIMIT): string[] {
  const q = query.toLowerCase();
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string) => {
    const key = tag.toLowerCase();
    if (tag && !seen.has(key) && out.length < limit) {
      seen.add(key);
      out.push(tag);
    }
  };
  for (const t of recent) if (t.toLowerCase().startsWith(q)) add(t);
  for (const t of server) if (typeof t === 'string' && t.toLowerCase().startsWith(q)) add(t);
  if (q) for (const t of recent) if (t.toLowerCase().includes(q)) add(t);
  return out;
}

/** MFM function names: those starting with the query in table order, then those containing it. */
export function rankMfm(query: string, names: readonly string[]): string[] {
  const q = query.toLowerCase();
  const prefix = names.filter((n) => n.startsWith(q));
  return [...prefix, ...names.filter((n) => !n.startsWith(q) && n.includes(q))];
}

interface UserLike {
  id: string;
  username: string;
  host: string | null;
}

/**
 * Users from the server's answer: one per id, an exact username (with the typed host, if any)
 * first, then the server's order.
 */
export function rankUsers<U extends UserLike>(query: string, users: readonly U[], limit = SUGGESTION_LIMIT): U[] {
  const [name = '', host] = query.toLowerCase().split('@');
  const seen = new Set<string>();
  const unique = users.filter((u) => u && typeof u.username === 'string' && !seen.has(u.id) && (seen.add(u.id), true));
  const exact = (u: U) => u.username.toLowerCase() === name && (host === undefined || (u.host ?? '').toLowerCase() === host);
  return [...unique.filter(exact), ...unique.filter((u) => !exact(u))].slice(0, limit);
}

/** The user search's parameters for a query: `zoe@rem` → username zoe on hosts starting rem. */
export function userSearchParams(query: string): { username: string; host?: string } | null {
  const [username = '', host] = query.split('@');
  if (!username) return null;
  return host ? { username, host } : { username };
}
