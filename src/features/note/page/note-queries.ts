import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { findCachedNote } from '@/core/query/patch-note';

export function noteQuery(noteId: string, queryClient?: QueryClient) {
  const key = queryKey('note', noteId);
  return queryOptions<Note, Error, Note, typeof key>({
    queryKey: key,
    queryFn: ({ signal }) => getApi().request<Note>('notes/show', { noteId }, { signal }),
    // Opens instantly from a copy found in another cache (a timeline, a notification…).
    placeholderData: queryClient ? (): Note | undefined => findCachedNote(queryClient, noteId) : undefined,
    staleTime: 30_000,
  });
}

export function noteConversationQuery(noteId: string) {
  return queryOptions({
    queryKey: queryKey('note', noteId, 'conversation'),
    queryFn: ({ signal }) => getApi().request<Note[]>('notes/conversation', { noteId, limit: 30 }, { signal, suppressError: true }).catch(() => [] as Note[]),
  });
}

export function noteChildrenQuery(noteId: string) {
  return queryOptions({
    queryKey: queryKey('note', noteId, 'children'),
    queryFn: ({ signal }) => getApi().request<Note[]>('notes/children', { noteId, limit: 30 }, { signal, suppressError: true }).catch(() => [] as Note[]),
  });
}
