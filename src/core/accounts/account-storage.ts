import { kvGet, kvSet } from '@/core/db/kv-store';
import type { SavedAccountEntry, StoredAccount } from './account-types';
import { readTokenKind } from './token-kind';

const CURRENT_KEY = 'account';
const SAVED_KEY = 'accounts';

function isStoredAccount(v: unknown): v is StoredAccount {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  return typeof a.id === 'string' && typeof a.token === 'string' && typeof a.origin === 'string';
}

/** The current account, read synchronously at start-up (localStorage). */
export function readCurrentAccount(): StoredAccount | null {
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

export function writeCurrentAccount(account: StoredAccount | null): void {
  try {
    if (account) localStorage.setItem(CURRENT_KEY, JSON.stringify(account));
    else localStorage.removeItem(CURRENT_KEY);
  } catch (e) {
    console.error('Could not store the account', e);
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
