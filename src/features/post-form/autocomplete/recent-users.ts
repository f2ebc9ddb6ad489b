/** How many recently mentioned users autocomplete remembers (setting recentlyUsedUsers). */
export const RECENT_USERS_MAX = 16;

/** The list of user ids with `id` moved (or added) to the front, bounded. */
export function pushRecentUser(list: readonly string[], id: string, max = RECENT_USERS_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

/**
 * Users I mentioned recently first (most recent first), then the rest in their order; an exact
 * name match stays first, as the ranking put it.
 */
export function preferRecentUsers<U extends { id: string }>(ranked: readonly U[], recentIds: readonly string[], exactFirst = false): U[] {
  const rank = new Map(recentIds.map((id, i) => [id, i]));
  const head = exactFirst ? ranked.slice(0, 1) : [];
  const rest = exactFirst ? ranked.slice(1) : ranked;
  const recent = rest.filter((u) => rank.has(u.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...head, ...recent, ...rest.filter((u) => !rank.has(u.id))];
}
