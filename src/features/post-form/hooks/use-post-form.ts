/** The post form's state: content, uploads, scope, drafts. Submitting lives in use-submit. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { hydrateDraft } from './hydrate-draft';
import { useDraftSync } from './use-draft-sync';
import { usePoster } from './use-poster';
import { useScopeContext } from './use-scope-context';

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
  const patch = useCallback((p: Partial<FormState> | ((s: FormState) => Partial<FormState>)) => setState((s) => ({ ...s, ...(typeof p === 'function' ? p(s) : p) })), []);
  useEffect(() => setState((s) => clampToScope(s, scope)), [scope]);

  const uploads = useUploads({ folderId: uploadFolder, requireFileName: ctx.requireFileName });
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  const files = useMemo(() => uploads.items.flatMap((i) => (i.state === 'done' && i.file ? [i.file] : [])), [uploads.items]);

  const replyId = request.reply?.id ?? null;
  const channelId = channel?.id ?? null;
  const draftKey = draftKeyFor({ replyId, renoteId: request.renote?.id ?? null, channelId });
  const draftData = useMemo(() => toDraftData(state, files, { replyId, channelId }), [state, files, replyId, channelId]);
  const draftDataRef = useRef(draftData);
  draftDataRef.current = draftData;
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);

  const client = poster.client;
  const applyDraft = useCallback(
    (draft: Draft) => {
      setState((s) => clampToScope(fromDraftData(draft.data, s), scope));
      uploadsRef.current.restore(draft.data.files);
      void hydrateDraft(draft, client).then((h) => setState((s) => ({ ...s, ...h })));
    },
    [client, scope],
  );
  const sync = useDraftSync({ key: draftKey, data: draftData, onRestore: applyDraft });

  /** Back to a fresh form without saving the cleared state as a draft (resumes after it rendered). */
  const [resetCount, setResetCount] = useState(0);
  const reset = useCallback(() => {
    sync.pause();
    setState(freshRef.current());
    uploadsRef.current.clear();
    setLoadedFrom(null);
    setResetCount((n) => n + 1);
  }, [sync]);
  useEffect(() => {
    if (resetCount > 0) sync.resume();
  }, [resetCount, sync]);

  const textRef = useRef<HTMLTextAreaElement>(null);
  const insertText = useCallback(
    (insert: string, caretOffset?: number) => {
      const el = textRef.current;
      setState((s) => {
        const start = el?.selectionStart ?? s.text.length;
        const end = el?.selectionEnd ?? s.text.length;
        const r = insertAtCaret(s.text, start, end, insert, caretOffset);
        requestAnimationFrame(() => {
          el?.focus();
          el?.setSelectionRange(r.caret, r.caret);
        });
        return { ...s, text: r.text };
      });
    },
    [],
  );

  /** Opens a stored draft; the form's current content, if any, is kept aside first. */
  const openDraft = useCallback(
    async (draft: Draft) => {
      const current = draftDataRef.current;
      if (!isEmptyDraft(current) && !sameDraftContent(current, draft.data)) await keepDraftAside(current);
      applyDraft(draft);
      setLoadedFrom(draft.key);
    },
    [applyDraft],
  );

  /** Saves by hand (over the opened manual/auto draft, else a new manual one), then clears the form. */
  const saveManually = useCallback(
    async (name?: string) => {
      const key = loadedFrom && /^(manual|auto):/.test(loadedFrom) ? loadedFrom : newDraftKey('manual');
      await saveDraftAs(key, draftDataRef.current, name ? { name } : {});
      reset();
      await deleteDraft(draftKey);
    },
    [loadedFrom, reset, draftKey],
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
    uploads,
    uploadsRef,
    files,
    replyId,
    channelId,
    draftKey,
    draftData,
    draftDataRef,
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
