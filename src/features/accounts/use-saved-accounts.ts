import { useCallback, useEffect, useState } from 'react';
import { readSavedAccounts } from '@/core/accounts/account-storage';
import type { SavedAccountEntry } from '@/core/accounts/account-types';

/** The saved-accounts list (local to this browser), with a way to re-read it. */
export function useSavedAccounts(): { accounts: SavedAccountEntry[]; reload: () => void } {
  const [accounts, setAccounts] = useState<SavedAccountEntry[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let alive = true;
    void readSavedAccounts().then((list) => {
      if (alive) setAccounts(list);
    });
    return () => {
      alive = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { accounts, reload };
}

export function accountLabel(entry: { username?: string; origin: string }): string {
  const host = (() => {
    try {
      return new URL(entry.origin).host;
    } catch {
      return entry.origin;
    }
  })();
  return `@${entry.username ?? '?'}@${host}`;
}
