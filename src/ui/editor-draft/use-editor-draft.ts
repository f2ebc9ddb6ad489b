import { useCallback, useEffect, useRef, useState } from 'react';
import { kvDelete, kvGet, kvSet } from '@/core/db/kv-store';
import { accountKeyRoot } from '@/core/query/keys';

/** The kv key of an editor's unsaved input: per server, account, editor kind and edited object. */
export function editorDraftKey(kind: string, id: string): string {
  const [origin, account] = accountKeyRoot();
  return `editorDraft:${origin}:${account}:${kind}:${id}`;
}

interface Stored<T> {
  value: T;
  savedAt: number;
}

/**
 * Form state that survives a reload: every change is written to the kv store (Dexie, falling back
 * to localStorage); on mount a stored draft wins over `initial` (the server's object or an empty
 * form). `clear()` after a successful save, `discard()` to go back to `initial`.
 */
export function useEditorDraft<T>(kind: string, id: string, initial: T | undefined) {
  const key = editorDraftKey(kind, id);
  const [value, setValue] = useState<T | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const ready = initial !== undefined;

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void kvGet<Stored<T>>(key)
      .catch(() => undefined)
      .then((stored) => {
        if (!live) return;
        if (stored && typeof stored === 'object' && 'value' in stored && stored.value !== undefined) {
          setValue(stored.value);
          setRestored(true);
        } else {
          setValue(initialRef.current);
        }
      });
    return () => {
      live = false;
    };
  }, [key, ready]);

  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(prev as T) : next;
        void kvSet(key, { value: resolved, savedAt: Date.now() } satisfies Stored<T>).catch(() => undefined);
        return resolved;
      });
    },
    [key],
  );
  const clear = useCallback(() => kvDelete(key).catch(() => false), [key]);
  const discard = useCallback(() => {
    void kvDelete(key).catch(() => false);
    setRestored(false);
    setValue(initialRef.current);
  }, [key]);

  return { value, update, restored, clear, discard };
}
