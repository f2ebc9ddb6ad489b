import type { QueryClient } from '@tanstack/react-query';
import { noteAncestorsQuery, noteChildrenQuery, noteQuery, noteRenotesQuery } from './note-queries';
import type { NotePageTab } from './note-tabs';

/**
 * How long what a preload fetched stays cached if the page is not opened. The router preloads a
 * note link the pointer rests on, and a reader scrolling with the pointer over the timeline passes
 * dozens a minute: at the usual ten minutes the reading bench held some 400 unopened note pages
 * (three queries, a timer and an abort signal each) and the heap grew for ten minutes. A page that
 * is opened keeps its queries the usual time (a query keeps the longest time it was asked for).
 */
export const PRELOAD_GC_MS = 30_000;

/** What a note page reads first, asked for as its route loads (not awaited: the page paints at once). */
export function prefetchNotePage(queryClient: QueryClient, noteId: string, tab: NotePageTab, preload = false): void {
  const keep = preload ? { gcTime: PRELOAD_GC_MS } : {};
  void queryClient.prefetchQuery({ ...noteQuery(noteId, queryClient), ...keep });
  void queryClient.prefetchQuery({ ...noteAncestorsQuery(noteId, queryClient), ...keep });
  if (tab === 'replies' || tab === 'quotes') void queryClient.prefetchQuery({ ...noteChildrenQuery(noteId), ...keep });
  if (tab === 'renotes' || tab === 'quotes') void queryClient.prefetchInfiniteQuery({ ...noteRenotesQuery(noteId), ...keep });
}
