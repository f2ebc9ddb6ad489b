import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getApi } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { applyMyReaction } from '@/core/notes/note-patches';
import { createIntentQueue } from '@/core/query/intent-queue';
import { findCachedNote, patchNoteEverywhere } from '@/core/query/patch-note';

let queue: ReturnType<typeof createIntentQueue<string | null>> | null = null;
let boundClient: QueryClient | null = null;

function reactionQueue(qc: QueryClient) {
  if (queue && boundClient === qc) return queue;
  boundClient = qc;
  queue = createIntentQueue<string | null>({
    step: async (noteId, from, to) => {
      const api = getApi();
      if (from && from !== to) await api.request('notes/reactions/delete', { noteId });
      if (to) await api.request('notes/reactions/create', { noteId, reaction: to });
      return to;
    },
    onSettleFailed: (noteId, confirmed) => {
      const shown = findCachedNote(qc, noteId)?.myReaction ?? null;
      if (shown !== confirmed) patchNoteEverywhere(qc, noteId, (n) => applyMyReaction(n, n.myReaction ?? null, confirmed));
    },
  });
  return queue;
}

/**
 * Reacting: the count and my reaction change at once in every view; the server calls run one at a
 * time per note and only the latest choice is sent; a refusal puts the note back.
 */
export function useToggleReaction() {
  const qc = useQueryClient();
  return useCallback(
    (note: Note, reaction: string) => {
      const current = findCachedNote(qc, note.id)?.myReaction ?? note.myReaction ?? null;
      const desired = current === reaction ? null : reaction;
      patchNoteEverywhere(qc, note.id, (n) => applyMyReaction(n, n.myReaction ?? null, desired));
      void reactionQueue(qc).want(note.id, desired, current);
    },
    [qc],
  );
}
