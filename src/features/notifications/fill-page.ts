/**
 * One page of a filtered list from an endpoint that filters AFTER taking `limit` (Misskey 13's
 * i/notifications with includeTypes): fetch unfiltered raw pages and filter here, paging on with
 * the last RAW id until `want` items passed or the server has no more (or `maxRounds` is reached).
 */
export interface FilledPage<T> {
  items: T[];
  /** The untilId of the next page, null when the server ran out. */
  next: string | null;
}

export async function fillPage<T extends { id: string }>(opts: {
  fetchRaw: (untilId: string | null) => Promise<T[]>;
  accept: (item: T) => boolean;
  from: string | null;
  want: number;
  rawLimit: number;
  maxRounds?: number;
  /** Whether a raw page is the server's last (default: shorter than `rawLimit`). */
  isLast?: (raw: readonly T[]) => boolean;
}): Promise<FilledPage<T>> {
  const items: T[] = [];
  let cursor = opts.from;
  const maxRounds = opts.maxRounds ?? 5;
  for (let round = 0; round < maxRounds; round++) {
    const raw = await opts.fetchRaw(cursor);
    for (const item of raw) if (opts.accept(item)) items.push(item);
    const last = raw[raw.length - 1];
    if (!last || (opts.isLast ? opts.isLast(raw) : raw.length < opts.rawLimit)) return { items, next: null };
    cursor = last.id;
    if (items.length >= opts.want) break;
  }
  return { items, next: cursor };
}
