/**
 * The category cache of spec section 9: categories/show answers are kept per server; an entry is
 * used as is for an hour, refreshed after that, and thrown away when it was saved before
 * 2023-07-06. When the call fails, the cached (even stale) entries are used.
 */
import { CATEGORY_CACHE_MIN_DATE, CATEGORY_CACHE_REFRESH_MS } from '@/core/constants';
import { kvGet, kvSet } from '@/core/db/kv-store';

export interface Category {
  id: string;
  name?: string;
  description?: string | null;
  contents: string[];
  userId?: string;
  user?: { id: string; username: string; host: string | null; [key: string]: unknown } | null;
  [key: string]: unknown;
}

export interface CacheEntry {
  category: Category;
  savedAt: number;
}

export type CacheState = 'missing' | 'discard' | 'stale' | 'fresh';

const CUTOFF = Date.parse(`${CATEGORY_CACHE_MIN_DATE}T00:00:00Z`);

/** What to do with a cached entry saved at `savedAt`, at time `now`. */
export function categoryCacheState(savedAt: number | undefined, now: number): CacheState {
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return 'missing';
  if (savedAt < CUTOFF) return 'discard';
  return now - savedAt < CATEGORY_CACHE_REFRESH_MS ? 'fresh' : 'stale';
}

export function toCategory(v: unknown): Category | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.id !== 'string') return null;
  return { ...r, id: r.id, contents: Array.isArray(r.contents) ? r.contents.filter((c): c is string => typeof c === 'string') : [] };
}

type Store = Record<string, CacheEntry>;
const storeKey = (origin: string) => `categories:${origin}`;

/**
 * Categories by id through the cache: fresh entries come from it, the rest from one
 * categories/show call with the de-duplicated ids. `fetchMany` is that call.
 */
export async function loadCategories(origin: string, ids: readonly string[], fetchMany: (ids: string[]) => Promise<unknown>, now = Date.now()): Promise<Category[]> {
  const wanted = [...new Set(ids)];
  const store: Store = { ...((await kvGet<Store>(storeKey(origin)).catch(() => undefined)) ?? {}) };
  for (const [id, e] of Object.entries(store)) if (categoryCacheState(e?.savedAt, now) === 'discard') delete store[id];
  const missing = wanted.filter((id) => categoryCacheState(store[id]?.savedAt, now) !== 'fresh');
  if (missing.length > 0) {
    try {
      const raw = await fetchMany(missing);
      const list = (Array.isArray(raw) ? raw : [raw]).map(toCategory).filter((c): c is Category => c !== null);
      for (const c of list) store[c.id] = { category: c, savedAt: now };
      await kvSet(storeKey(origin), store).catch(() => undefined);
    } catch (error) {
      // The cached list stands in; with nothing cached the failure is the answer.
      if (!missing.some((id) => store[id])) throw error;
    }
  }
  return wanted.map((id) => store[id]?.category).filter((c): c is Category => !!c);
}

/** Drops one entry (after an edit, so the next read asks the server). */
export async function forgetCategory(origin: string, id: string): Promise<void> {
  const store = await kvGet<Store>(storeKey(origin)).catch(() => undefined);
  if (!store?.[id]) return;
  const next = { ...store };
  delete next[id];
  await kvSet(storeKey(origin), next).catch(() => undefined);
}
