import { kvGet, kvSet } from '@/core/db/kv-store';
import { isQuotaExceededError } from '@/core/db/storage-errors';
import { reportStorageProblem } from '@/core/db/storage-problems';
import type { SavedAccountEntry, StoredAccount } from './account-types';
import { readTokenKind } from './token-kind';

/** The localStorage key of the current account (also the key its storage problems are reported under). */
export const ACCOUNT_STORAGE_KEY = 'account';
const CURRENT_KEY = ACCOUNT_STORAGE_KEY;
const SAVED_KEY = 'accounts';

function isStoredAccount(v: unknown): v is StoredAccount {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return typeof a.id === 'string' && typeof a.token === 'string' && typeof a.origin === 'string';
}

/**
 * The account of this document when localStorage refused it (full quota, site data blocked): the
 * page runs on it from memory, and it is gone with the tab (issue 52: a sign-in whose account
 * cannot be stored must not reload into the same sign-in again).
 */
let inMemory: StoredAccount | null = null;

/** True when the current account lives only in this document's memory (storage refused it). */
export function isAccountInMemoryOnly(): boolean {
  return inMemory !== null;
}

/** The account kept in memory now (null: none), to put back with restoreInMemoryAccount. */
export function inMemoryAccount(): StoredAccount | null {
  return inMemory;
}

/** Puts back what inMemoryAccount gave, when a sign-in that could not be stored is given up. */
export function restoreInMemoryAccount(account: StoredAccount | null): void {
  inMemory = account;
}

/** The current account: the one kept in memory when storage refused it, else localStorage (read synchronously at start-up). */
export function readCurrentAccount(): StoredAccount | null {
  return inMemory ?? readStoredAccount();
}

function readStoredAccount(): StoredAccount | null {
  try {
    const raw = localStorage.getItem(CURRENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredAccount(parsed)) return null;
    return {
      id: parsed.id,
      token: parsed.token,
      origin: parsed.origin,
      username: typeof parsed.username === 'string' ? parsed.username : '',
      isAdmin: parsed.isAdmin === true,
      isModerator: parsed.isModerator === true,
      tokenKind: readTokenKind(parsed.tokenKind),
    };
  } catch {
    return null;
  }
}

/**
 * Stores the current account (null: none). Resolves false when localStorage refused it: the
 * account is then kept in this document's memory only (see isAccountInMemoryOnly).
 */
export function writeCurrentAccount(account: StoredAccount | null): boolean {
  inMemory = null;
  try {
    if (account) localStorage.setItem(CURRENT_KEY, JSON.stringify(account));
    else localStorage.removeItem(CURRENT_KEY);
    return true;
  } catch (e) {
    console.error('Could not store the account', e);
    inMemory = account;
    if (account) reportStorageProblem({ kind: isQuotaExceededError(e) ? 'quota' : 'unavailable', key: ACCOUNT_STORAGE_KEY, error: e });
    return account === null;
  }
}

export async function readSavedAccounts(): Promise<SavedAccountEntry[]> {
  const list = await kvGet<unknown>(SAVED_KEY).catch(() => undefined);
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is SavedAccountEntry =>
      typeof e === 'object' && e !== null && typeof e.id === 'string' && typeof e.token === 'string' && typeof e.origin === 'string',
  );
}

export async function writeSavedAccounts(list: SavedAccountEntry[]): Promise<void> {
  await kvSet(SAVED_KEY, list);
}

/** Adds or refreshes an entry; an account is identified by origin and id. */
export async function addSavedAccount(entry: SavedAccountEntry): Promise<void> {
  const list = await readSavedAccounts();
  const rest = list.filter((e) => !(e.id === entry.id && e.origin === entry.origin));
  await writeSavedAccounts([...rest, entry]);
}

export async function removeSavedAccount(origin: string, id: string): Promise<SavedAccountEntry[]> {
  const list = (await readSavedAccounts()).filter((e) => !(e.id === id && e.origin === origin));
  await writeSavedAccounts(list);
  return list;
}
