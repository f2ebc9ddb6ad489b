/**
 * Keeps the form's draft: restores it when the form opens and writes it as the user types, so that
 * even a tab killed outright (no `pagehide`) loses at most what was typed in the last moments:
 * - every change of the live text (the text store, without a render) or of the rest of the form
 *   writes DRAFT_SAVE_DEBOUNCE_MS after it, at the latest DRAFT_SAVE_MAX_WAIT_MS after the first
 *   unsaved change, each at the page's next idle moment (see state/draft-saver.ts);
 * - focus leaving a field or the window writes at once;
 * - `pagehide` / a hidden page write at once with a synchronous localStorage copy as well (a write
 *   started while the page unloads may never commit);
 * - the form going away writes once more.
 * A form left as it opened (pristine) or emptied deletes its draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { autosaveDraft, deleteDraft, flushDraftOnHide, isEmptyDraft, loadDraft, type Draft, type DraftData } from '@/core/drafts';
import { createDraftSaver, type DraftSaver } from '../state/draft-saver';

/** The content a user types (visibility and recipients the form may adjust by itself). */
function typed(d: DraftData): string {
  return JSON.stringify([d.text, d.useCw ? d.cw : null, d.poll, d.hashtags ?? '', d.referenceIds, d.quoteId, d.files.length]);
}

const EMPTY: DraftData = { text: '', useCw: false, cw: null, visibility: 'public', localOnly: false, files: [], poll: null, visibleUserIds: [], replyId: null, quoteId: null, referencesFlg: false, referenceIds: [] };

export interface DraftSync {
  /** True once the stored draft (if any) was looked at; autosave starts then. */
  ready: boolean;
  /** Saves now (after any write under way). */
  flush: () => Promise<void>;
  /** Stops saving (after a post, or a cancel that clears); `resume` starts again. */
  pause: () => void;
  resume: () => void;
}

export function useDraftSync(opts: {
  key: string;
  /** The content as rendered: a change of it is written soon after. */
  data: DraftData;
  /** The content this instant (when the form renders a settled copy of its text): what is stored. */
  live?: () => DraftData;
  /** Tells of a change of the live content that `data` does not show yet (the text store). */
  subscribe?: (listener: () => void) => () => void;
  onRestore: (draft: Draft) => void;
  enabled?: boolean;
}): DraftSync {
  const { key, data, subscribe, enabled = true } = opts;
  const [ready, setReady] = useState(false);
  const latest = useRef(data);
  latest.current = data;
  const live = useRef(opts.live);
  live.current = opts.live;
  const pristine = useRef<DraftData | null>(null);
  const paused = useRef(false);
  const onRestore = useRef(opts.onRestore);
  onRestore.current = opts.onRestore;
  const saver = useRef<DraftSaver | null>(null);

  /** What to store: nothing (delete) while the form is as it opened. */
  const toStore = useCallback((): DraftData => {
    const d = live.current ? live.current() : latest.current;
    return pristine.current && typed(pristine.current) === typed(d) ? EMPTY : d;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setReady(false);
    paused.current = false;
    pristine.current = latest.current;
    void loadDraft(key).then((draft) => {
      if (!alive) return;
      if (draft && !isEmptyDraft(draft.data)) onRestore.current(draft);
      setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [key, enabled]);

  // One saver per key while the form is ready: the typed text, focus and page events feed it.
  useEffect(() => {
    if (!ready || !enabled) return;
    const s = createDraftSaver<DraftData>({
      read: () => (paused.current ? null : toStore()),
      save: (d) => autosaveDraft(key, d),
      discard: () => deleteDraft(key),
    });
    if (paused.current) s.pause();
    saver.current = s;
    s.touch();
    const offText = subscribe?.(s.touch);
    const hide = () => {
      if (paused.current) return;
      // Synchronous copy plus a direct write; the queued write after it stores the same content
      // again only if a write under way landed in between.
      flushDraftOnHide(key, toStore());
      void s.flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    const now = () => void s.flush();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('focusout', now);
    window.addEventListener('blur', now);
    return () => {
      offText?.();
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('focusout', now);
      window.removeEventListener('blur', now);
      // The form goes away (closed, or its key changed): keep what it held.
      void s.flush();
      s.dispose();
      if (saver.current === s) saver.current = null;
    };
  }, [ready, key, enabled, toStore, subscribe]);

  // A change the form rendered (cw, poll, files, visibility, the settled text).
  const json = JSON.stringify(data);
  useEffect(() => {
    saver.current?.touch();
  }, [json]);

  return {
    ready,
    flush: useCallback(() => saver.current?.flush() ?? Promise.resolve(), []),
    pause: useCallback(() => {
      paused.current = true;
      saver.current?.pause();
    }, []),
    resume: useCallback(() => {
      paused.current = false;
      saver.current?.resume();
    }, []),
  };
}
