import type { Note } from '@/core/entities/note';

/**
 * What a timeline missed while the stream was down: pages since its newest note until a page comes
 * back short. Servers answer `sinceId` oldest first; the result is de-duplicated.
 */
export async function fetchMissed(opts: { sinceId: string; limit: number; maxPages?: number; fetchPage: (sinceId: string) => Promise<Note[]> }): Promise<Note[]> {
  const seen = new Set<string>();
  const all: Note[] = [];
  let since = opts.sinceId;
  for (let page = 0; page < (opts.maxPages ?? 20); page++) {
    const notes = await opts.fetchPage(since);
    if (!Array.isArray(notes) || notes.length === 0) break;
    for (const n of notes) {
      if (!seen.has(n.id)) {
        seen.add(n.id);
        all.push(n);
      }
    }
    // The newest of this page continues the walk, whichever order the server used.
    const newest = notes.reduce((a, b) => (b.createdAt > a.createdAt || (b.createdAt === a.createdAt && b.id > a.id) ? b : a));
    if (newest.id === since || notes.length < opts.limit) break;
    since = newest.id;
  }
  return all;
}
