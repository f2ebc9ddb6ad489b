/**
 * A synchronous safety copy for `pagehide`: an IndexedDB write started while the page unloads
 * may never commit, so the form also leaves its latest state in localStorage. The next load
 * moves any snapshot newer than the stored draft into the draft store.
 */
import { LOCAL_STORAGE_VALUE_CAP_CHARS } from '@/core/constants';
import type { Draft } from './draft-types';

const PREFIX = 'draft-snapshot:';

export function writeDraftSnapshot(draft: Draft): boolean {
  try {
    const json = JSON.stringify(draft);
    if (json.length > LOCAL_STORAGE_VALUE_CAP_CHARS) return false;
    localStorage.setItem(PREFIX + draft.key, json);
    return true;
  } catch {
    return false;
  }
}

export function clearDraftSnapshot(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Every snapshot left behind, as raw values (validated by the caller). */
export function readDraftSnapshots(): Array<{ key: string; value: unknown }> {
  const out: Array<{ key: string; value: unknown }> = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const storageKey = localStorage.key(i);
      if (!storageKey?.startsWith(PREFIX)) continue;
      try {
        out.push({ key: storageKey.slice(PREFIX.length), value: JSON.parse(localStorage.getItem(storageKey) ?? 'null') });
      } catch {
        out.push({ key: storageKey.slice(PREFIX.length), value: null });
      }
    }
  } catch {
    return out;
  }
  return out;
}
