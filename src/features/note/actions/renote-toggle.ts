import type { QueryClient } from '@tanstack/react-query';
import { getAccount, getApi } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { createIntentQueue, perQueryClient } from '@/core/query/intent-queue';
import { patchNoteEverywhere } from '@/core/query/patch-note';
import { showToast } from '@/core/toast/toast-store';

/** How many of my latest notes are looked through for a renote whose answer never came. */
const RENOTE_LOOKBACK = 20;

/** What `notes/create` is sent for the renote a note is waiting for (its visibility, local-only). */
const requests = new Map<string, Record<string, unknown>>();
/** Notes counted with my renote at once, until their renote has settled. */
const counted = new Set<string>();

function count(qc: QueryClient, noteId: string, renoted: boolean): void {
  if (counted.has(noteId) === renoted) return;
  if (renoted) counted.add(noteId);
  else counted.delete(noteId);
  patchNoteEverywhere(qc, noteId, (n) => ({ ...n, renoteCount: Math.max(0, (n.renoteCount ?? 0) + (renoted ? 1 : -1)) }));
}

const renoteQueue = perQueryClient((qc: QueryClient) =>
  createIntentQueue<boolean>({
    step: async (noteId, _from, to) => {
      // The UI offers renoting only; taking a renote back is not a step this queue is asked for.
      if (!to) return to;
      // No answer (timeout, dropped connection): my latest notes say whether the renote was made.
      await getApi().request('notes/create', requests.get(noteId) ?? { renoteId: noteId }, { reconcilesUnknown: getAccount() !== null });
      showToast(t('note.renoted'), 'success');
      return to;
    },
    // Refused (the API client has told the user): the count goes back.
    onSettleFailed: (noteId, confirmed) => count(qc, noteId, confirmed),
    reconcile: {
      read: async (noteId) => {
        const mine = await getApi().request<Array<{ renoteId?: string | null; text?: string | null } | null>>('users/notes', { userId: getAccount()?.id, limit: RENOTE_LOOKBACK });
        // A quote of it does not count.
        return Array.isArray(mine) && mine.some((n) => n?.renoteId === noteId && !n.text);
      },
      stateOf: (renoted) => renoted,
      apply: (noteId, renoted, wanted) => {
        count(qc, noteId, renoted);
        if (renoted !== wanted) showToast(t('noteScreens.renoteNotKept'), 'error');
        else showToast(t('note.renoted'), 'success');
      },
    },
  }),
);

/**
 * Renoting: the count goes up at once in every view; the request runs once per note at a time and
 * a second press while it flies asks for nothing more (the latest wish is already being pursued);
 * a refusal takes the count back, an unknown outcome is read back from my latest notes. Each press
 * after the last renote has settled renotes again, as before. Resolves once the note has settled.
 */
export function renoteNote(qc: QueryClient, noteId: string, params: Record<string, unknown>): Promise<void> {
  if (!counted.has(noteId)) requests.set(noteId, params);
  count(qc, noteId, true);
  const settled = renoteQueue(qc).want(noteId, true, false);
  void settled.finally(() => {
    // Settled: the next press is a new renote, counted anew.
    counted.delete(noteId);
    requests.delete(noteId);
  });
  return settled;
}
