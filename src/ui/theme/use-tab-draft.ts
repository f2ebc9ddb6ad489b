import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'appearance-draft:';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * State kept in this tab's sessionStorage, so an editor (theme code, theme editor, custom CSS)
 * does not lose what was typed when the reader leaves the page and comes back. `clear` forgets it.
 */
export function useTabDraft<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // storage full or unavailable: the draft lives only as long as the page
    }
  }, [key, value]);
  const clear = () => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing to clear
    }
  };
  return [value, setValue, clear];
}
