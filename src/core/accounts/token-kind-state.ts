/**
 * The current account's token kind as this page knows it, including what was learnt during the
 * page's life (an `unknown` token refused by the server becomes `refused`, remembered for the account).
 */
import { useSyncExternalStore } from 'react';
import { readCurrentAccount, readSavedAccounts, writeCurrentAccount, writeSavedAccounts } from './account-storage';
import type { StoredAccount } from './account-types';
import { getAccount } from './session';
import { readTokenKind, type TokenKind } from './token-kind';

const learnt = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const idOf = (account: Pick<StoredAccount, 'origin' | 'id'>) => `${account.origin}:${account.id}`;

/** The token kind of `account` (the signed-in one by default); a visitor has no token and counts as `native`. */
export function tokenKindOf(account: StoredAccount | null = getAccount()): TokenKind {
  if (!account) return 'native';
  if (learnt.has(idOf(account))) return 'refused';
  return readTokenKind(account.tokenKind);
}

/**
 * The server refused `account`'s token a `secure` endpoint (ACCESS_DENIED): it is an app token.
 * Remembered for this page, in the stored account and in the saved-accounts list, so the next start
 * sends no such request. Only a token of unknown kind learns: a known kind stays as it is.
 */
export function learnTokenRefused(account: StoredAccount | null = getAccount()): void {
  if (!account || tokenKindOf(account) !== 'unknown') return;
  learnt.add(idOf(account));
  version++;
  const stored = readCurrentAccount();
  if (stored && stored.id === account.id && stored.origin === account.origin && stored.token === account.token) {
    writeCurrentAccount({ ...stored, tokenKind: 'refused' });
  }
  void readSavedAccounts()
    .then((list) => writeSavedAccounts(list.map((e) => (e.id === account.id && e.origin === account.origin && e.token === account.token ? { ...e, tokenKind: 'refused' as const } : e))))
    .catch(() => undefined);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in account's token kind; re-renders when the page learns it is an app token. */
export function useTokenKind(): TokenKind {
  useSyncExternalStore(subscribe, () => version);
  return tokenKindOf();
}

/** Tests only. */
export function resetLearntTokenKindsForTests(): void {
  learnt.clear();
  version++;
}
