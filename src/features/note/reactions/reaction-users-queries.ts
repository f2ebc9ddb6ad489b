import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { USERS_TOOLTIP_MAX } from '@/core/constants';
import type { UserLite } from '@/core/entities/user';
import { queryKey } from '@/core/query/keys';

/** One entry of `notes/reactions`: who reacted with what. */
export interface NoteReaction {
  id: string;
  createdAt?: string;
  user: UserLite;
  type: string;
}

const LIST_PAGE = 30;

/** Entries with a user and an id; anything else a server sends is dropped. */
export function reactionEntries(value: unknown): NoteReaction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is NoteReaction => !!r && typeof r === 'object' && typeof (r as NoteReaction).id === 'string' && !!(r as NoteReaction).user && typeof (r as NoteReaction).user.id === 'string',
  );
}

/** Keys of a note's reactions, under the note's own key root. */
export const reactionUsersKeys = {
  all: (noteId: string) => queryKey('note', noteId, 'reactions'),
  /** Keyed by the note's count too: a count that changed (a live reaction) asks again. */
  preview: (noteId: string, type: string, count?: number) => queryKey('note', noteId, 'reactions', type, 'preview', count ?? null),
  list: (noteId: string, type: string) => queryKey('note', noteId, 'reactions', type, 'list'),
};

/** The first users who reacted with `type` (the tooltip's ten), for the note's current `count` of them. */
export function reactionUsersPreviewQuery(noteId: string, type: string, count?: number) {
  return queryOptions({
    queryKey: reactionUsersKeys.preview(noteId, type, count),
    queryFn: async ({ signal }) =>
      reactionEntries(await getApi().request<unknown>('notes/reactions', { noteId, type, limit: USERS_TOOLTIP_MAX }, { signal, suppressError: true })),
    staleTime: 30_000,
  });
}

/** Everyone who reacted with `type`, paged by `untilId`. */
export function reactionUsersQuery(noteId: string, type: string) {
  return infiniteQueryOptions({
    queryKey: reactionUsersKeys.list(noteId, type),
    queryFn: async ({ pageParam, signal }) =>
      reactionEntries(
        await getApi().request<unknown>('notes/reactions', { noteId, type, limit: LIST_PAGE, ...(pageParam ? { untilId: pageParam } : {}) }, { signal, suppressError: true }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: NoteReaction[]) => (last.length >= LIST_PAGE ? (last[last.length - 1]?.id ?? null) : null),
    staleTime: 30_000,
  });
}
