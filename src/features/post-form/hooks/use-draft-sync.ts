/**
 * Keeps the form's draft: restores it when the form opens, autosaves after typing stops
 * (INPUT_DEBOUNCE_MS), and on `pagehide` / `visibilitychange` (with a synchronous copy, so a
 * reload in the middle of typing loses nothing), and once more when the form goes away. A form
 * left as it opened (pristine) or emptied deletes its draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '@/core/constants';
import { autosaveDraft, flushDraftOnHide, isEmptyDraft, loadDraft, type Draft, type DraftData } from '@/core/drafts';

/** The content a user types (visibility and recipients the form may adjust by itself). */
function typed(d: DraftData): string {
  return JSON.stringify([d.text, d.useCw ? d.cw : null, d.poll, d.hashtags ?? '', d.referenceIds, d.quoteId, d.files.length]);
}

const EMPTY: DraftData = { text: '', useCw: false, cw: null, visibility: 'public', localOnly: false, files: [], poll: null, visibleUserIds: [], replyId: null, quoteId: null, referencesFlg: false, referenceIds: [] };

export interface DraftSync {
  /** True once the stored draft (if any) was looked at; autosave starts then. */
  ready: boolean;
  /** Saves now. */
  flush: () => Promise<void>;
  /** Stops saving (after a post, or a cancel that clears); `resume` starts again. */
  pause: () => void;
  resume: () => void;
}

export function useDraftSync(opts: {
  key: string;
  /** The content as rendered: autosave runs INPUT_DEBOUNCE_MS after it last changed. */
  data: DraftData;
  /** The content this instant (when the form renders a settled copy of its text): what is stored. */
  live?: () => DraftData;
  onRestore: (draft: Draft) => void;
  enabled?: boolean;
}): DraftSync {
  const { key, data, enabled = true } = opts;
  const [ready, setReady] = useState(false);
  const latest = useRef(data);
  latest.current = data;
  const live = useRef(opts.live);
  live.current = opts.live;
  const pristine = useRef<DraftData | null>(null);
  const paused = useRef(false);
  const onRestore = useRef(opts.onRestore);
  onRestore.current = opts.onRestore;

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

  const flush = useCallback(async () => {
    if (paused.current || !enabled) return;
    await autosaveDraft(key, toStore());
  }, [key, enabled, toStore]);

  const json = JSON.stringify(data);
  useEffect(() => {
    if (!ready || paused.current || !enabled) return;
    const timer = setTimeout(() => void flush(), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json, ready, flush, enabled]);

  useEffect(() => {
    if (!ready || !enabled) return;
    const hide = () => {
      if (!paused.current) flushDraftOnHide(key, toStore());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
      // The form goes away (closed, or its key changed): keep what it held.
      if (!paused.current) void autosaveDraft(key, toStore());
    };
  }, [ready, key, enabled, toStore]);

  return {
    ready,
    flush,
    pause: useCallback(() => {
      paused.current = true;
    }, []),
    resume: useCallback(() => {
      paused.current = false;
    }, []),
  };
}
