/**
 * What the early script (early.ts) reads before it does anything: this build's config (a meta
 * element of index.html), the signed-in account, the reader's language, the last start's plan and
 * snapshot (localStorage), and the client's database when it exists. Every read gives up, null, on
 * anything unexpected: the start then does less, never fails.
 */
import { EARLY_PLAN_KEY, SNAPSHOT_KEY, type EarlyConfig, type EarlyPlan } from '@/core/early/early-types';
import { openExistingDb } from '@/core/db/open-existing';
import type { Snapshot } from './snapshot-format';

const ACCOUNT_KEY = 'account';
const LANG_KEY = 'lang';

/** The signed-in account as the app stores it (src/core/accounts/account-storage.ts). */
export interface Account {
  id: string;
  token: string;
  origin: string;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** This build's start-up facts (build/early-plugin.ts writes them into index.html). */
export function readConfig(): EarlyConfig | null {
  try {
    const text = document.querySelector('meta[name="early-config"]')?.getAttribute('content');
    return text ? (JSON.parse(text) as EarlyConfig) : null;
  } catch {
    return null;
  }
}

export function readAccount(): Account | null {
  const a = readJson<Partial<Account>>(ACCOUNT_KEY);
  return a && typeof a.id === 'string' && typeof a.token === 'string' && typeof a.origin === 'string' ? (a as Account) : null;
}

/** The reader's language when this build has its messages, else the build's default. */
export function readLang(config: EarlyConfig): string {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LANG_KEY);
  } catch {
    /* no storage */
  }
  if (raw?.startsWith('"')) {
    try {
      raw = JSON.parse(raw) as string;
    } catch {
      /* keep raw */
    }
  }
  return raw && config.locales[raw] ? raw : config.defaultLang;
}

/** The stored snapshot of the last session, unchecked (early-picture.ts `usableSnapshot` decides). */
export function readSnapshot(): Snapshot | null {
  return readJson<Snapshot>(SNAPSHOT_KEY);
}

/**
 * The last start's plan for this page and account. Its requests hold across builds (a changed
 * request is simply not taken by the app); its code and styles only for the same build.
 */
export function usablePlan(config: EarlyConfig, account: Account | null, path: string): EarlyPlan | null {
  const plan = readJson<EarlyPlan>(EARLY_PLAN_KEY);
  if (!plan || typeof plan.who !== 'string' || plan.path !== path || !Array.isArray(plan.requests)) return null;
  const who = account ? `${account.origin} ${account.id}` : null;
  if (who ? plan.who !== who : !plan.who.endsWith(' guest')) return null;
  return plan.build === config.build ? plan : { ...plan, assets: { js: [], css: [] } };
}

/** A connection to the client's database if it exists (never created here). */
export function openDb(): Promise<IDBDatabase | null> {
  let idb: IDBFactory | null = null;
  try {
    idb = indexedDB;
  } catch {
    /* storage blocked */
  }
  return openExistingDb(idb);
}
