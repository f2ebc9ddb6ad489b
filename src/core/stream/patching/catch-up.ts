import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { insertNotes, newestNoteId } from './insert-notes';

/** Notes asked for per page while catching up. */
export const GAP_PAGE = 30;
/** After a warm start, at most this many pages are walked; a longer absence refetches from the top. */
export const CATCH_UP_MAX_PAGES = 3;

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

/**
 * Fetches the notes newer than the timeline's newest (`fetchPage(sinceId)` asks the timeline's
 * endpoint for up to GAP_PAGE of them; paging until caught up) and puts them at the top. With
 * `maxPages` and the walk not done, the timeline is refetched from the top instead (a hole in the
 * middle would be worse than a reload). Resolves how many notes were added.
 */
export async function catchUpTimeline(qc: QueryClient, key: QueryKey, fetchPage: (sinceId: string, limit: number) => Promise<Note[]>, maxPages?: number): Promise<number> {
  const since = newestNoteId(qc, key);
  if (!since) return 0;
  let pages = 0;
  let lastFull = false;
  const missed = await fetchMissed({
    sinceId: since,
    limit: GAP_PAGE,
    ...(maxPages ? { maxPages } : {}),
    fetchPage: async (sinceId) => {
      pages++;
      const notes = await fetchPage(sinceId, GAP_PAGE);
      lastFull = notes.length >= GAP_PAGE;
      return notes;
    },
  });
  if (maxPages && pages >= maxPages && lastFull) {
    await qc.refetchQueries({ queryKey: key, exact: true });
    return 0;
  }
  return insertNotes(qc, key, missed);
}
