import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { createIntentQueue, perQueryClient } from '@/core/query/intent-queue';
import { showToast } from '@/core/toast/toast-store';
import { noteStateKeys, type NoteState } from '../menu/note-state-query';

/** What the note menu and the favourite button show: the note's `notes/state` in the cache. */
function showFavorited(qc: QueryClient, noteId: string, isFavorited: boolean | null): void {
  qc.setQueryData<NoteState>(noteStateKeys.note(noteId), (s) => ({ isMutedThread: s?.isMutedThread ?? null, isFavorited }));
}

/** The favorites list is the favorites feature's: its key factory, loaded with it (not in the note's code). */
function refreshFavorites(qc: QueryClient): void {
  void import('@/features/favorites').then(({ favoriteKeys }) => qc.invalidateQueries({ queryKey: favoriteKeys.all() }), () => undefined);
}

function reportSettled(qc: QueryClient, favorited: boolean): void {
  refreshFavorites(qc);
  showToast(favorited ? t('note.favorited') : t('note.unfavorited'), 'success');
}

const favoriteQueue = perQueryClient((qc: QueryClient) =>
  createIntentQueue<boolean, boolean | null>({
    step: async (noteId, _from, to) => {
      // A timeout or dropped connection is read back from the server (reconcile below), not reported.
      await getApi().request(to ? 'notes/favorites/create' : 'notes/favorites/delete', { noteId }, { reconcilesUnknown: true });
      reportSettled(qc, to);
      return to;
    },
    // Refused (the API client has told the user): the button and the menu show what the server holds.
    onSettleFailed: (noteId, confirmed) => showFavorited(qc, noteId, confirmed),
    // No answer (timeout, dropped connection): notes/state says whether it is a favourite now.
    reconcile: {
      read: async (noteId) => {
        const state = await getApi().request<Record<string, unknown> | null>('notes/state', { noteId });
        return typeof state?.isFavorited === 'boolean' ? state.isFavorited : null;
      },
      stateOf: (server) => server === true,
      apply: (noteId, server, wanted) => {
        showFavorited(qc, noteId, server);
        if ((server === true) !== wanted) {
          refreshFavorites(qc);
          showToast(t('noteScreens.favoriteNotKept'), 'error');
        } else reportSettled(qc, wanted);
      },
    },
  }),
);

/** Notes whose favourite toggle is under way (their shown state is the user's latest wish). */
const inFlight = new Set<string>();

export function favoriteInFlight(noteId: string): boolean {
  return inFlight.has(noteId);
}

/**
 * Favouriting (or not): the button and the menu show it at once; the requests for one note run one
 * at a time and only the latest wish is pursued; a refusal puts back what the server holds, an
 * unknown outcome is read back. Resolves once the note has settled.
 */
export function toggleFavorite(qc: QueryClient, noteId: string, on: boolean): Promise<void> {
  showFavorited(qc, noteId, on);
  inFlight.add(noteId);
  const settled = favoriteQueue(qc).want(noteId, on, !on);
  void settled.finally(() => inFlight.delete(noteId));
  return settled;
}
