/** Submitting the form and what follows each outcome (spec section 4 "Posting", section 8). */
import { applyNotePostInterruptors } from '@/features/plugins';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCapabilities } from '@/core/capabilities';
import { MINI_SILENCE_WAIT_S } from '@/core/constants';
import { alertDialog, confirmDialog } from '@/core/dialogs/dialog-store';
import { deleteDraft, sameDraftContent } from '@/core/drafts';
import type { Note, Visibility } from '@/core/entities/note';
import { t } from '@/core/i18n';
import { unsentQueue } from '@/core/queue';
import { getSetting, setSetting, useSetting } from '@/core/settings';
import { soundFor } from '@/core/sound/lazy';
import { showToast } from '@/core/toast/toast-store';
import { queuedPostToastKey } from '../submit/queued-post-toast';
import { rememberHashtags } from '../hashtag-history';
import { acceptedReactionChoice } from '../rules/payload';
import { describePostError } from '../submit/post-error';
import { resolveMentionIds } from '../submit/lookups';
import { submitNote, type SubmitResult } from '../submit/submit-note';
import { probeItems, waitForUploads } from '../submit/wait-uploads';
import type { PostFormModel } from './use-post-form';

export function useSubmit(model: PostFormModel, onPosted?: (note: Note | null) => void) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [rememberNoteVisibility] = useSetting('rememberNoteVisibility');
  const modelRef = useRef(model);
  modelRef.current = model;
  const onPostedRef = useRef(onPosted);
  onPostedRef.current = onPosted;

  /** After a note went out (now, or later from the queue): forget the drafts, clear, tell the caller. */
  const completePosted = useCallback(
    (note: Note | null) => {
      const m = modelRef.current;
      m.reset();
      void deleteDraft(m.draftKey);
      if (m.loadedFrom) void deleteDraft(m.loadedFrom);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes('children') });
      onPostedRef.current?.(note);
    },
    [qc],
  );

  const handle = useCallback(
    async (result: SubmitResult) => {
      const m = modelRef.current;
      switch (result.kind) {
        case 'posted':
          void rememberHashtags(result.hashtags);
          if (rememberNoteVisibility) {
            setSetting('visibility', result.state.visibility);
            setSetting('localOnly', result.state.localOnly);
          }
          showToast(t('postForm.posted'), 'success');
          soundFor('noteMy');
          completePosted(result.note);
          return;
        case 'queued':
          await m.sync.flush();
          showToast(t('postForm.queued', { message: describePostError(result.error) }), 'error', { key: queuedPostToastKey(result.entryId) });
          return;
        case 'failed':
          await m.sync.flush();
          showToast(describePostError(result.error), 'error');
          return;
        case 'duplicate':
          showToast(t('errors.duplicatePost'), 'error');
          return;
        case 'uploadFailed':
          showToast(t('postForm.uploadFailed'), 'error');
          return;
        case 'invalidPoll':
          await alertDialog({ type: 'error', text: t('postForm.invalidPoll') });
          return;
        case 'needsRecipients':
          await alertDialog({ type: 'error', text: t('postForm.needsRecipients') });
          return;
        case 'canceled':
          return;
      }
    },
    [completePosted, rememberNoteVisibility],
  );

  const submit = useCallback(
    async (preset: { visibility: Visibility; localOnly: boolean } | null = null) => {
      if (busyRef.current) return;
      const m = modelRef.current;
      busyRef.current = true;
      setBusy(true);
      try {
        const result = await submitNote(
          {
            state: m.liveState(),
            preset,
            replyId: m.replyId,
            channelId: m.channelId,
            scope: m.scope,
            meId: m.poster.poster?.id ?? null,
            localHost: m.poster.localHost,
            poster: { origin: m.poster.poster?.origin ?? '', token: m.poster.poster?.token ?? null, userId: m.poster.poster?.id ?? null },
            draftKey: m.draftKey,
            draftData: m.liveDraftData(),
            // Another account of another server may post: its server's capabilities are not known here.
            reactionAcceptance: m.poster.poster?.isCurrent === false ? null : acceptedReactionChoice(getSetting('reactionAcceptance'), getCapabilities(qc).reactionAcceptance),
          },
          {
            waitUploads: (probe) => waitForUploads(probe),
            probe: () => probeItems(modelRef.current.uploadsRef.current.items),
            files: () => modelRef.current.uploadsRef.current.doneFiles(),
            confirmQuote: () => confirmDialog({ type: 'info', text: t('postForm.convertToQuote') }),
            confirmMiniSilence: () => confirmDialog({ type: 'warning', title: t('postForm.miniSilencedTitle'), text: t('postForm.miniSilencedWarning'), okDelaySeconds: MINI_SILENCE_WAIT_S }),
            interruptPost: applyNotePostInterruptors,
            resolveMentions: (mentions) => resolveMentionIds(m.poster.client, mentions),
            send: (req) => unsentQueue.send(req),
          },
        );
        busyRef.current = false;
        setBusy(false);
        await handle(result);
      } catch (e) {
        showToast(describePostError(e), 'error');
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [handle, qc],
  );

  // A queued copy of this very content went out later: the form is done.
  useEffect(
    () =>
      unsentQueue.subscribe((e) => {
        const m = modelRef.current;
        if (e.type !== 'sent' || e.entry.draftKey !== m.draftKey || !e.entry.draftData) return;
        if (!sameDraftContent(e.entry.draftData, m.liveDraftData())) return;
        completePosted((e.result as { createdNote?: Note } | undefined)?.createdNote ?? null);
      }),
    [completePosted],
  );

  return { busy, submit };
}
