import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { ensureCapabilities } from '@/core/capabilities';
import type { Note } from '@/core/entities/note';
import { queryKey } from '@/core/query/keys';
import { findCachedNote } from '@/core/query/patch-note';
import { walkAncestors } from './thread';

const CHILDREN_LIMIT = 100;
const RENOTES_PAGE = 30;

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

/**
 * The notes above a note in its thread, oldest first: `notes/conversation` where the server has
 * it, else by walking `replyId` with `notes/show` (copies already cached are used as they are).
 */
export function noteAncestorsQuery(noteId: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKey('note', noteId, 'ancestors'),
    queryFn: async ({ signal }): Promise<Note[]> => {
      const note = await queryClient.ensureQueryData(noteQuery(noteId, queryClient));
      if (!note.replyId) return [];
      const caps = await ensureCapabilities(queryClient);
      if (caps.noteConversation) {
        const list = await getApi().request<Note[]>('notes/conversation', { noteId, limit: 30 }, { signal, suppressError: true }).catch(() => null);
        if (Array.isArray(list)) return list.slice().reverse();
      }
      return walkAncestors(note, (id) =>
        queryClient
          .ensureQueryData(noteQuery(id, queryClient))
          .catch(() => null),
      );
    },
    staleTime: 30_000,
  });
}

/** A note's replies and quotes (`notes/children`). */
export function noteChildrenQuery(noteId: string) {
  return queryOptions({
    queryKey: queryKey('note', noteId, 'children'),
    queryFn: ({ signal }) => getApi().request<Note[]>('notes/children', { noteId, limit: CHILDREN_LIMIT }, { signal, suppressError: true }).catch(() => [] as Note[]),
  });
}

/** The notes that renote a note (`notes/renotes`; pure renotes, and on some servers quotes too), paged. */
export function noteRenotesQuery(noteId: string) {
  return infiniteQueryOptions({
    queryKey: queryKey('note', noteId, 'renotes'),
    queryFn: async ({ pageParam, signal }) => {
      const list = await getApi().request<unknown>('notes/renotes', { noteId, limit: RENOTES_PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal, suppressError: true });
      return Array.isArray(list) ? (list as Note[]).filter((n) => !!n && typeof n.id === 'string' && !!n.user) : [];
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Note[]) => (last.length >= RENOTES_PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
  });
}
