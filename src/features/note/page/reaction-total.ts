/** How many reactions a note has in all (its `reactions` map's counts; anything not a count ignored). */
export function reactionTotal(reactions: Record<string, unknown> | null | undefined): number {
  let n = 0;
  for (const v of Object.values(reactions ?? {})) if (typeof v === 'number' && Number.isFinite(v) && v > 0) n += v;
  return n;
}

/** A note's reactions, most used first (the reactions page's emoji tabs). */
export function reactionsByCount(reactions: Record<string, unknown> | null | undefined): Array<[string, number]> {
  return Object.entries(reactions ?? {})
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
    .sort((a, b) => b[1] - a[1]);
}
