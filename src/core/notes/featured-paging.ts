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
