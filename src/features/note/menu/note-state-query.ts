import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';

/** What `notes/state` says about a note for me; fields the server does not send stay null. */
export interface NoteState {
  isFavorited: boolean | null;
  isMutedThread: boolean | null;
}

export const noteStateKeys = {
  all: () => queryKey('note-state'),
  note: (noteId: string) => queryKey('note-state', noteId),
};

/** Read each time the note menu opens (another device may have changed it). */
export function noteStateQuery(noteId: string) {
  return queryOptions({
    queryKey: noteStateKeys.note(noteId),
    queryFn: async (): Promise<NoteState> => {
      const s = await getApi().request<Record<string, unknown>>('notes/state', { noteId }, { suppressError: true });
      return {
        isFavorited: typeof s?.isFavorited === 'boolean' ? s.isFavorited : null,
        isMutedThread: typeof s?.isMutedThread === 'boolean' ? s.isMutedThread : null,
      };
    },
    staleTime: 0,
    retry: false,
  });
}
