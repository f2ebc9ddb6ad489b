/**
 * The post form's state: content, uploads, scope, drafts. Submitting lives in use-submit.
 *
 * The text lives in `text` (a store the textarea writes on each keystroke); `state.text` is a
 * settled copy, caught up TEXT_SETTLE_MS after typing pauses (at once for programmatic changes), so
 * a keystroke re-renders only what subscribes to the store (the counter, "post allowed"), never the
 * whole form. Whatever acts on the content (posting, drafts, plugins) reads `liveState()`.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getServerOrigin } from '@/core/accounts/session';
import { DEFAULT_MAX_NOTE_TEXT_LENGTH } from '@/core/constants';
import { deleteDraft, draftKeyFor, isEmptyDraft, keepDraftAside, newDraftKey, sameDraftContent, saveDraftAs, type Draft } from '@/core/drafts';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { useSetting } from '@/core/settings';
import { useUploads } from '../uploads';
import { insertAtCaret } from '../rules/insert-text';
import { clampToScope } from '../state/clamp';
import { fromDraftData, toDraftData, type FormState } from '../state/form-state';
import { initialFormState } from '../state/initial-state';
import { redraftData } from '../state/redraft';
import { createTextStore } from '../state/text-store';
import { hydrateDraft } from './hydrate-draft';
import { useDraftSync } from './use-draft-sync';
import { usePoster } from './use-poster';
import { useScopeContext } from './use-scope-context';

/** How long typing pauses before the form's state (warnings, autosave) catches up with the text. */
export const TEXT_SETTLE_MS = 250;

export function usePostForm(request: PostFormRequest) {
  const poster = usePoster();
  const origin = poster.poster?.origin ?? getServerOrigin();
  const ctx = useScopeContext(request, poster.abilities, poster.client, origin);
  const { scope, channel } = ctx;
  const [rememberNoteVisibility] = useSetting('rememberNoteVisibility');
  const [defaultNoteVisibility] = useSetting('defaultNoteVisibility');
  const [defaultNoteLocalOnly] = useSetting('defaultNoteLocalOnly');
  const [lastVisibility] = useSetting('visibility');
  const [lastLocalOnly] = useSetting('localOnly');
  const [keepCw] = useSetting('keepCw');
  const [uploadFolder] = useSetting('uploadFolder');
  const settings = { rememberNoteVisibility, defaultNoteVisibility, defaultNoteLocalOnly, visibility: lastVisibility, localOnly: lastLocalOnly, keepCw };
  const freshRef = useRef(() => initialFormState(request, settings, scope, poster.me ?? poster.poster, poster.localHost));
  freshRef.current = () => initialFormState(request, settings, scope, poster.me ?? poster.poster, poster.localHost);

  const [state, setState] = useState<FormState>(() => freshRef.current());
  const [text] = useState(() => createTextStore(state.text));
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Changes anything but the text (use setText for that). */
  const patch = useCallback((p: Partial<FormState> | ((s: FormState) => Partial<FormState>)) => setState((s) => ({ ...s, ...(typeof p === 'function' ? p(s) : p) })), []);
  useEffect(() => setState((s) => clampToScope(s, scope)), [scope]);

  /** `state.text` catches up with the live text. */
  const commitText = useCallback(() => setState((s) => (s.text === text.get() ? s : { ...s, text: text.get() })), [text]);
  /** A programmatic change of the text (drafts, inserted emoji, plugins): the field follows at once. */
  const setText = useCallback(
    (value: string) => {
      text.set(value);
      commitText();
    },
    [text, commitText],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = text.subscribe(() => {
      clearTimeout(timer);
      // An emptied text clears its warnings at once. The catch-up renders the whole form (and
      // parses the text for warnings): as a transition, so a keystroke arriving meanwhile goes first.
      timer = setTimeout(() => startTransition(commitText), text.get() === '' ? 0 : TEXT_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [text, commitText]);
  /** The form's state with the text as typed this instant. */
  const liveState = useCallback((): FormState => ({ ...stateRef.current, text: text.get() }), [text]);

  const uploads = useUploads({ folderId: uploadFolder, requireFileName: ctx.requireFileName });
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  const files = useMemo(() => uploads.items.flatMap((i) => (i.state === 'done' && i.file ? [i.file] : [])), [uploads.items]);
  const filesRef = useRef(files);
  filesRef.current = files;

  const replyId = request.reply?.id ?? null;
  const channelId = channel?.id ?? null;
  const draftKey = draftKeyFor({ replyId, renoteId: request.renote?.id ?? null, channelId });
  const draftData = useMemo(() => toDraftData(state, files, { replyId, channelId }), [state, files, replyId, channelId]);
  /** What the form holds this instant, as a draft. */
  const liveDraftData = useCallback(() => toDraftData(liveState(), filesRef.current, { replyId, channelId }), [liveState, replyId, channelId]);
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);

  const client = poster.client;
  const applyDraft = useCallback(
    (draft: Draft) => {
      text.set(draft.data.text);
      setState((s) => clampToScope(fromDraftData(draft.data, s), scope));
      uploadsRef.current.restore(draft.data.files);
      void hydrateDraft(draft, client).then((h) => setState((s) => ({ ...s, ...h })));
    },
    [client, scope, text],
  );
  // A redraft opens with the deleted note's content, not with a stored draft of the same place.
  const redraft = request.redraft;
  const sync = useDraftSync({ key: draftKey, data: draftData, live: liveDraftData, subscribe: text.subscribe, onRestore: redraft ? () => {} : applyDraft });
  useEffect(() => {
    if (!redraft) return;
    const data = redraftData(redraft);
    if (data.files.length > 0) uploadsRef.current.restore(data.files);
    if (data.visibleUserIds.length > 0) void hydrateDraft({ key: draftKey, updatedAt: 0, data }, client).then((h) => setState((s) => ({ ...s, visibleUsers: h.visibleUsers })));
    // Once, for the note the form was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redraft]);

  /** Back to a fresh form without saving the cleared state as a draft (resumes after it rendered). */
  const [resetCount, setResetCount] = useState(0);
  const reset = useCallback(() => {
    sync.pause();
    const fresh = freshRef.current();
    text.set(fresh.text);
    setState(fresh);
    uploadsRef.current.clear();
    setLoadedFrom(null);
    setResetCount((n) => n + 1);
  }, [sync, text]);
  useEffect(() => {
    if (resetCount > 0) sync.resume();
  }, [resetCount, sync]);

  const textRef = useRef<HTMLTextAreaElement>(null);
  const insertText = useCallback(
    (insert: string, caretOffset?: number) => {
      const el = textRef.current;
      const current = text.get();
      const r = insertAtCaret(current, el?.selectionStart ?? current.length, el?.selectionEnd ?? current.length, insert, caretOffset);
      setText(r.text);
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(r.caret, r.caret);
      });
    },
    [text, setText],
  );

  /** Opens a stored draft; the form's current content, if any, is kept aside first. */
  const openDraft = useCallback(
    async (draft: Draft) => {
      const current = liveDraftData();
      if (!isEmptyDraft(current) && !sameDraftContent(current, draft.data)) await keepDraftAside(current);
      applyDraft(draft);
      setLoadedFrom(draft.key);
    },
    [applyDraft, liveDraftData],
  );

  /** Saves by hand (over the opened manual/auto draft, else a new manual one), then clears the form. */
  const saveManually = useCallback(
    async (name?: string) => {
      const key = loadedFrom && /^(manual|auto):/.test(loadedFrom) ? loadedFrom : newDraftKey('manual');
      await saveDraftAs(key, liveDraftData(), name ? { name } : {});
      reset();
      await deleteDraft(draftKey);
    },
    [loadedFrom, reset, draftKey, liveDraftData],
  );

  return {
    request,
    poster,
    scope,
    channel,
    maxTextLength: ctx.maxTextLength ?? DEFAULT_MAX_NOTE_TEXT_LENGTH,
    state,
    setState,
    patch,
    text,
    setText,
    liveState,
    uploads,
    uploadsRef,
    files,
    replyId,
    channelId,
    draftKey,
    liveDraftData,
    loadedFrom,
    sync,
    reset,
    textRef,
    insertText,
    openDraft,
    saveManually,
  };
}

export type PostFormModel = ReturnType<typeof usePostForm>;
