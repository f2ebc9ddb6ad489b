/**
 * A synchronous safety copy for `pagehide`: an IndexedDB write started while the page unloads
 * may never commit, so the form also leaves its latest state in localStorage. The next load
 * moves any snapshot newer than the stored draft into the draft store.
 */
import { LOCAL_STORAGE_VALUE_CAP_CHARS } from '@/core/constants';
import { currentDraftOwner, parseStoredDraftKey, storedDraftKey } from './draft-owner';
import type { Draft } from './draft-types';

const PREFIX = 'draft-snapshot:';

export function writeDraftSnapshot(draft: Draft): boolean {
  try {
    const json = JSON.stringify(draft);
    if (json.length > LOCAL_STORAGE_VALUE_CAP_CHARS) return false;
    localStorage.setItem(PREFIX + storedDraftKey(draft.key), json);
    return true;
  } catch {
    return false;
  }
}

export function clearDraftSnapshot(key: string): void {
  try {
    localStorage.removeItem(PREFIX + storedDraftKey(key));
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** Every snapshot the signed-in account left behind (and any from before drafts had owners), under the form's keys, as raw values (validated by the caller). */
export function readDraftSnapshots(): Array<{ key: string; value: unknown }> {
  const out: Array<{ key: string; value: unknown }> = [];
  const owner = currentDraftOwner();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const storageKey = localStorage.key(i);
      if (storageKey?.startsWith(PREFIX)) keys.push(storageKey);
    }
    for (const storageKey of keys) {
      const parsed = parseStoredDraftKey(storageKey.slice(PREFIX.length));
      if (parsed.owner !== owner && parsed.owner !== null) continue;
      let value: unknown = null;
      try {
        value = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
      } catch {
        value = null;
      }
      out.push({ key: parsed.key, value });
      // An unowned snapshot is this account's now: clearing it goes by the owned key.
      if (parsed.owner === null && owner) {
        try {
          localStorage.removeItem(storageKey);
          if (value !== null) localStorage.setItem(PREFIX + storedDraftKey(parsed.key, owner), JSON.stringify(value));
        } catch {
          // Storage unavailable or full: the snapshot is read again next time.
        }
      }
    }
  } catch {
    return out;
  }
  return out;
}
