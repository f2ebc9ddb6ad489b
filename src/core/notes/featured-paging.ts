/**
 * Paging notes/featured on every server: Misskey 2023.10 and later take `untilId` (their list is
 * ordered by id); Misskey 13 and the spec's server take `offset` into a list of at most 30–100
 * notes and ignore `untilId`. Both answer newest first and an empty page at the end.
 */
export function featuredPageParams(byUntilId: boolean, loaded: { count: number; lastId: string | null }, limit: number): Record<string, unknown> {
  if (!loaded.lastId) return { limit };
  return byUntilId ? { limit, untilId: loaded.lastId } : { limit, offset: loaded.count };
}

/** A page without the notes already shown (the featured list can shift between two offset reads). */
export function withoutShown<T extends { id: string }>(page: readonly T[], shown: ReadonlySet<string>): T[] {
  return page.filter((n) => !shown.has(n.id));
}

/** The most notes/featured returns at once; Misskey 13's whole featured list fits (30, later 100). */
export const FEATURED_MAX = 100;

/**
 * The page after `untilId` in a featured list read whole from an offset-paged server: the notes
 * that follow it in the server's order (whatever that order is), none when it is no longer listed.
 */
export function featuredAfter<T extends { id: string }>(whole: readonly T[], untilId: string, limit: number): T[] {
  const at = whole.findIndex((n) => n.id === untilId);
  return at < 0 ? [] : whole.slice(at + 1, at + 1 + limit);
}
