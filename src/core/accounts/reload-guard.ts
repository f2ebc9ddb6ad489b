/**
 * At most one automatic reload per start (issue 52): a start that navigates by itself (the token
 * cookie's sign-in, `?loginId=`) marks the tab first; a start that finds the mark fresh does not
 * navigate by itself again. The mark must outlive the reload while storage fails, so it is kept in
 * sessionStorage and, when that refuses it, in `window.name` (kept by a tab across its same-origin
 * navigations, and no storage). When neither holds it, no automatic reload happens at all.
 */

const KEY = 'misskey-client:auto-reload';
/** A mark older than this is from an earlier, finished start. */
export const AUTO_RELOAD_WINDOW_MS = 30_000;

export interface ReloadMarkStore {
  read(): string | null;
  /** False when the mark could not be kept. */
  write(value: string | null): boolean;
}

function sessionStore(): ReloadMarkStore {
  return {
    read: () => {
      try {
        return sessionStorage.getItem(KEY);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        if (value === null) sessionStorage.removeItem(KEY);
        else sessionStorage.setItem(KEY, value);
        return true;
      } catch {
        return false;
      }
    },
  };
}

const NAME_PREFIX = `${KEY}:`;

function windowNameStore(): ReloadMarkStore {
  return {
    read: () => (typeof window !== 'undefined' && window.name.startsWith(NAME_PREFIX) ? window.name.slice(NAME_PREFIX.length) : null),
    write: (value) => {
      if (typeof window === 'undefined') return false;
      // Only a name of ours is replaced or cleared (a page opened under another name keeps it).
      if (value === null) {
        if (window.name.startsWith(NAME_PREFIX)) window.name = '';
        return true;
      }
      if (window.name !== '' && !window.name.startsWith(NAME_PREFIX)) return false;
      window.name = NAME_PREFIX + value;
      return window.name === NAME_PREFIX + value;
    },
  };
}

const defaultStores = (): ReloadMarkStore[] => [sessionStore(), windowNameStore()];

/** When the freshest mark was made (ms), or null. */
function lastMark(stores: readonly ReloadMarkStore[]): number | null {
  let last: number | null = null;
  for (const store of stores) {
    const at = Number(store.read());
    if (Number.isFinite(at) && at > 0 && (last === null || at > last)) last = at;
  }
  return last;
}

/**
 * Whether this start may reload (or navigate) by itself; when it may, the tab is marked so that
 * the next start within AUTO_RELOAD_WINDOW_MS may not. False when the tab cannot be marked.
 */
export function claimAutomaticReload(now = Date.now(), stores: readonly ReloadMarkStore[] = defaultStores()): boolean {
  const last = lastMark(stores);
  if (last !== null && now - last >= 0 && now - last < AUTO_RELOAD_WINDOW_MS) return false;
  for (const store of stores) if (store.write(String(now))) return true;
  return false;
}

