import type { QueryClient } from '@tanstack/react-query';
import { noteAncestorsQuery, noteChildrenQuery, noteQuery, noteRenotesQuery } from './note-queries';
import type { NotePageTab } from './note-tabs';

/** What a note page reads first, asked for as its route loads (not awaited: the page paints at once). */
export function prefetchNotePage(queryClient: QueryClient, noteId: string, tab: NotePageTab): void {
  void queryClient.prefetchQuery(noteQuery(noteId, queryClient));
  void queryClient.prefetchQuery(noteAncestorsQuery(noteId, queryClient));
  if (tab === 'replies' || tab === 'quotes') void queryClient.prefetchQuery(noteChildrenQuery(noteId));
  if (tab === 'renotes' || tab === 'quotes') void queryClient.prefetchInfiniteQuery(noteRenotesQuery(noteId));
}
