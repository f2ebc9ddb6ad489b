import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getAccount, getApi } from '@/core/accounts/session';
import { meQuery, meQueryKey } from '@/core/accounts/me-query';
import type { MeDetailed } from '@/core/accounts/account-types';
import { ensureStartCapabilities, getStartCapabilities, useStartCapabilities } from '@/core/capabilities';
import type { Note } from '@/core/entities/note';
import { t as translate, useI18n } from '@/core/i18n';
import { applyMyReactions, applyServerReactions } from '@/core/notes/note-patches';
import { createIntentQueue } from '@/core/query/intent-queue';
import { findCachedNote, patchNoteEverywhere } from '@/core/query/patch-note';
import { showToast } from '@/core/toast/toast-store';
import { LIKE_REACTION, likeOnly } from './reaction-acceptance';
import { sameReaction } from './reaction-emoji';
import { chooseReaction, myReactionsOf, nextReactionStep, reactionLimit, sameReactions } from './my-reactions';

type Mine = readonly string[];

let queue: ReturnType<typeof createIntentQueue<Mine, Note>> | null = null;
let boundClient: QueryClient | null = null;
/** Notes on which I may hold several reactions: their deletes name the reaction to take back. */
const multiNotes = new Set<string>();

function reactionQueue(qc: QueryClient) {
  if (queue && boundClient === qc) return queue;
  boundClient = qc;
  queue = createIntentQueue<Mine, Note>({
    equals: sameReactions,
    step: async (noteId, from, to) => {
      const api = getApi();
      // A timeout or dropped connection is read back from the server (reconcile below), not reported.
      const request = (endpoint: string, params: Record<string, unknown>) => api.request(endpoint, params, { reconcilesUnknown: true });
      if (!multiNotes.has(noteId)) {
        // One reaction per note, as on Misskey: take the old one back, then send the new one.
        const was = from[0] ?? null;
        const want = to[0] ?? null;
        if (was && !sameReaction(was, want)) await request('notes/reactions/delete', { noteId });
        if (want && !sameReaction(was, want)) await request('notes/reactions/create', { noteId, reaction: want });
        return to;
      }
      const step = nextReactionStep(from, to);
      if (!step) return to;
      if ('remove' in step) await request('notes/reactions/delete', { noteId, reaction: step.remove });
      else await request('notes/reactions/create', { noteId, reaction: step.add });
      return reachedByStep(from, to);
    },
    onSettleFailed: (noteId, confirmed) => {
      const cached = findCachedNote(qc, noteId);
      if (cached && !sameReactions(myReactionsOf(cached), confirmed)) patchNoteEverywhere(qc, noteId, (n) => applyMyReactions(n, myReactionsOf(n), confirmed));
    },
    // A reaction whose answer never came (timeout, dropped connection): the note as the server has it.
    reconcile: {
      read: (noteId) => getApi().request<Note>('notes/show', { noteId }),
      stateOf: myReactionsOf,
      unsettledId: (noteId) => `reaction:${noteId}`,
      reached: (noteId, from, to) => (multiNotes.has(noteId) ? reachedByStep(from, to) : to),
      apply: (noteId, server, wanted) => {
        patchNoteEverywhere(qc, noteId, (n) => applyServerReactions(n, server));
        if (!sameReactions(myReactionsOf(server), wanted)) showToast(translate('noteScreens.reactionNotKept'), 'error');
      },
    },
  });
  return queue;
}

/** Where one request of a multi-reaction step takes my reactions (the step above, when it succeeds). */
function reachedByStep(from: Mine, to: Mine): Mine {
  const step = nextReactionStep(from, to);
  if (!step) return to;
  return 'remove' in step ? from.filter((r) => r !== step.remove) : [...from, step.add];
}

/** How many reactions I may hold on `note`: asks what the server offers and who I am (cached after the first time). */
async function reactionLimitFor(qc: QueryClient, note: Note): Promise<number> {
  const account = getAccount();
  await Promise.all([ensureStartCapabilities(qc), account ? qc.ensureQueryData(meQuery(account)) : null]).catch(() => undefined);
  const me = account ? qc.getQueryData<MeDetailed>(meQueryKey(account)) : undefined;
  return reactionLimit({ multiReaction: getStartCapabilities(qc).multiReaction, patron: me?.patron === true, note });
}

/** The same for a component that shows it (the reaction picker while open). */
export function useReactionLimit(note: Note): number {
  const account = getAccount();
  const caps = useStartCapabilities();
  const me = useQuery({ ...meQuery(account ?? { origin: '', id: '' }), enabled: !!account }).data;
  return reactionLimit({ multiReaction: caps.multiReaction, patron: me?.patron === true, note });
}

/**
 * Reacting: the count and my reactions change at once in every view; the server calls run one at
 * a time per note and only the latest choice is pursued; a refusal puts the note back. A patron on
 * a server that allows it holds up to 3 reactions (spec section 6): choosing one adds it, choosing
 * a chosen one takes it back.
 */
export function useToggleReaction() {
  const qc = useQueryClient();
  const { t } = useI18n();
  return useCallback(
    async (note: Note, wanted: string) => {
      const limit = await reactionLimitFor(qc, findCachedNote(qc, note.id) ?? note);
      const shown = findCachedNote(qc, note.id) ?? note;
      const current = myReactionsOf(shown);
      // A note that takes likes only gets the like, whatever was chosen (the server would turn it
      // into one): what is shown at once is what the server keeps. One of mine is still taken back.
      const reaction = likeOnly(shown) && !current.some((r) => sameReaction(r, wanted)) ? LIKE_REACTION : wanted;
      const change = chooseReaction(current, reaction, limit);
      if (change.kind === 'full') {
        showToast(t('reactionSettings.limitReached', { n: change.max }), 'info');
        return;
      }
      if (limit > 1) multiNotes.add(note.id);
      else multiNotes.delete(note.id);
      patchNoteEverywhere(qc, note.id, (n) => applyMyReactions(n, myReactionsOf(n), change.desired));
      void reactionQueue(qc).want(note.id, change.desired, current);
    },
    [qc, t],
  );
}
