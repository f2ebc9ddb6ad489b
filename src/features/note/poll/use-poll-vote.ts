import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getAccount, getApi } from '@/core/accounts/session';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { Note } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { applyServerPoll } from '@/core/notes/note-patches';
import { patchNoteEverywhere } from '@/core/query/patch-note';
import { sendReconciled } from '@/core/query/reconcile';
import { showToast } from '@/core/toast/toast-store';
import { voteRefusal, withoutVote, withVote } from './poll-logic';

export interface PollVote {
  vote: (choice: number) => Promise<void>;
  /** The sign-in dialog is wanted (a signed-out reader tried to vote). */
  signInOpen: boolean;
  closeSignIn: () => void;
}

/**
 * Voting (spec section 5): refused when read-only, closed or locked; sign-in first; a confirmation
 * naming the choice; then an optimistic count through patchNoteEverywhere, undone if the call fails.
 */
export function usePollVote(note: Note, opts: { readOnly: boolean; closed: boolean }): PollVote {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [signInOpen, setSignInOpen] = useState(false);
  const busy = useRef(false);

  async function vote(choice: number) {
    const poll = note.poll;
    if (!poll || busy.current) return;
    const refusal = voteRefusal({ signedIn: getAccount() !== null, readOnly: opts.readOnly, closed: opts.closed, poll, choice });
    if (refusal === 'signin') {
      setSignInOpen(true);
      return;
    }
    if (refusal) return;
    busy.current = true;
    try {
      const ok = await confirmDialog({ type: 'info', text: t('poll.voteConfirm', { choice: poll.choices[choice]!.text }) });
      if (!ok) return;
      patchNoteEverywhere(queryClient, note.id, (n) => (n.poll ? { ...n, poll: withVote(n.poll, choice) } : n));
      try {
        const api = getApi();
        // No answer (timeout, dropped connection): the vote stays shown while the poll is read back.
        const outcome = await sendReconciled(() => api.request('notes/polls/vote', { noteId: note.id, choice }, { reconcilesUnknown: true }), {
          read: () => api.request<Note>('notes/show', { noteId: note.id }),
          matches: (server) => server.poll?.choices[choice]?.isVoted === true,
        });
        if (outcome.kind === 'reconciled') {
          patchNoteEverywhere(queryClient, note.id, (n) => applyServerPoll(n, outcome.server));
          if (!outcome.applied) showToast(t('noteScreens.voteNotKept'), 'error');
        }
      } catch {
        // The API client has already told the reader; put the count back.
        patchNoteEverywhere(queryClient, note.id, (n) => (n.poll ? { ...n, poll: withoutVote(n.poll, choice) } : n));
      }
    } finally {
      busy.current = false;
    }
  }

  return { vote, signInOpen, closeSignIn: () => setSignInOpen(false) };
}
