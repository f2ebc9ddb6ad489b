/**
 * The warm start: part of the Query cache (timelines and the instance meta) saved on the client's
 * IndexedDB database and put back before the first paint, so a returning reader sees their
 * timeline at once; the stream and the gap-fill then bring it up to date.
 *
 * - keyed by origin + account (one entry each), so accounts and servers never share it;
 * - versioned by build: a new build never reads an older build's cache;
 * - bounded: a few timelines, a few pages each, a size cap; older than a week is dropped;
 * - safe: only allow-listed server data (notes, meta); never a token.
 */
import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { kvDelete, kvGet, kvSet } from '@/core/db/kv-store';

export const PERSIST_FORMAT = 1;
/** The build's id (set by vite.config.ts); unit tests and dev run as 'dev'. */
export const BUILD_ID: string = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'dev';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/**
 * Notes kept per timeline: its first pages, until they hold this many. (Counted in notes, not
 * pages: a timeline's first page is small and the ones after it are five times as large.)
 */
export const PERSIST_MAX_NOTES = 200;
/** For a reader further down: the pages down to their note are kept while they hold at most this many, and the page after it. */
export const PERSIST_MAX_FOCUS_NOTES = 600;
/** Timelines kept, most recently updated first. */
export const PERSIST_MAX_TIMELINES = 6;
/** JSON characters at most; timelines are dropped (oldest first) until it fits. */
export const PERSIST_MAX_CHARS = 3_000_000;
/** The first save soon after the first data (a quick second visit is warm); then at most every few seconds. */
const FIRST_SAVE_DELAY_MS = 500;
const SAVE_DELAY_MS = 3_000;

export interface PersistScope {
  origin: string;
  /** The account id, or 'guest'. */
  accountId: string;
  /** The account's token: a saved cache containing it is never written. */
  token?: string | null;
}

interface StoredCache {
  format: number;
  build: string;
  savedAt: number;
  state: DehydratedState;
}

export function persistStorageKey(scope: PersistScope): string {
  return `queryCache:${scope.origin}:${scope.accountId}`;
}

/** Which queries are saved: this scope's timelines, and the server's meta and endpoints list. */
export function isPersistedKey(key: QueryKey, scope: PersistScope): boolean {
  if (key[0] !== scope.origin) return false;
  if (key.length === 2 && (key[1] === 'meta' || key[1] === 'endpoints')) return true;
  return key[1] === scope.accountId && key[2] === 'timeline';
}

function isInfiniteData(data: unknown): data is { pages: unknown[]; pageParams: unknown[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages) && Array.isArray((data as { pageParams?: unknown }).pageParams);
}

/** Query hash → the id of the item the reader was at in that timeline (see setPersistFocus). */
const focus = new Map<string, string>();

/**
 * The item the reader is at in the timeline `key` (null: at its top). The saved copy then keeps the
 * pages down to that item, so a reader deep in a timeline comes back to the same place.
 */
export function setPersistFocus(key: QueryKey, id: string | null): void {
  const hash = hashKey(key);
  if (id === null) focus.delete(hash);
  else focus.set(hash, id);
}

const pageLength = (page: unknown) => (Array.isArray(page) ? page.length : 0);

/**
 * How many of these pages to keep: the first ones until they hold PERSIST_MAX_NOTES notes, or down
 * to the page after the reader's item when the pages down to it hold at most PERSIST_MAX_FOCUS_NOTES
 * (further down, keeping more would not bring the reader back anyway).
 */
export function pagesToKeep(pages: readonly unknown[], focusId: string | undefined): number {
  let keep = 0;
  for (let notes = 0; keep < pages.length && notes < PERSIST_MAX_NOTES; keep++) notes += pageLength(pages[keep]);
  if (focusId !== undefined) {
    let notes = 0;
    for (let at = 0; at < pages.length; at++) {
      const page = pages[at];
      notes += pageLength(page);
      if (notes > PERSIST_MAX_FOCUS_NOTES) break;
      if (Array.isArray(page) && page.some((item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === focusId)) {
        keep = Math.max(keep, Math.min(pages.length, at + 2));
        break;
      }
    }
  }
  return keep;
}

/** Bounds a dehydrated state: pages per timeline, number of timelines, total size. Returns it with its JSON. */
export function boundState(state: DehydratedState): { state: DehydratedState; json: string } {
  const queries = state.queries
    .map((q) => {
      const data = q.state.data;
      if (!isInfiniteData(data)) return q;
      const keep = pagesToKeep(data.pages, focus.get(q.queryHash));
      if (data.pages.length <= keep) return q;
      return { ...q, state: { ...q.state, data: { pages: data.pages.slice(0, keep), pageParams: data.pageParams.slice(0, keep) } } };
    })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const timelines = queries.filter((q) => isInfiniteData(q.state.data));
  const others = queries.filter((q) => !isInfiniteData(q.state.data));
  let kept = timelines.slice(0, PERSIST_MAX_TIMELINES);
  for (;;) {
    const bounded: DehydratedState = { mutations: [], queries: [...others, ...kept] };
    const json = JSON.stringify(bounded);
    if (json.length <= PERSIST_MAX_CHARS || kept.length === 0) return { state: bounded, json };
    kept = kept.slice(0, -1);
  }
}

/** The bounded, filtered snapshot to save, or null when there is nothing (or it would hold the token). */
export function snapshotCache(qc: QueryClient, scope: PersistScope): StoredCache | null {
  const state = dehydrate(qc, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && q.state.data !== undefined && isPersistedKey(q.queryKey, scope),
    shouldDehydrateMutation: () => false,
  });
  if (state.queries.length === 0) return null;
  const { state: bounded, json } = boundState(state);
  if (scope.token && json.includes(scope.token)) return null;
  return { format: PERSIST_FORMAT, build: BUILD_ID, savedAt: Date.now(), state: bounded };
}

function isStoredCache(value: unknown): value is StoredCache {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredCache>;
  return typeof v.format === 'number' && typeof v.build === 'string' && typeof v.savedAt === 'number' && typeof v.state === 'object' && v.state !== null && Array.isArray(v.state.queries);
}

/** Query hashes restored from storage on this page (their timelines catch up on mount). */
const restoredHashes = new Set<string>();

/** Whether this query's data came from the saved cache (and has not been caught up yet). */
export function isRestored(queryHash: string): boolean {
  return restoredHashes.has(queryHash);
}

/** The restored data has been caught up. */
export function forgetRestored(queryHash: string): void {
  restoredHashes.delete(queryHash);
}

/**
 * Puts the saved cache of this scope into `qc`. Resolves whether anything was restored; an entry
 * of another build, format or too old is deleted instead. Never rejects.
 */
export async function restoreQueryCache(qc: QueryClient, scope: PersistScope, now = Date.now()): Promise<boolean> {
  try {
    const stored = await kvGet<unknown>(persistStorageKey(scope));
    if (stored === undefined) return false;
    if (!isStoredCache(stored) || stored.format !== PERSIST_FORMAT || stored.build !== BUILD_ID || now - stored.savedAt > PERSIST_MAX_AGE_MS) {
      void kvDelete(persistStorageKey(scope));
      return false;
    }
    const queries = stored.state.queries.filter((q) => Array.isArray(q.queryKey) && isPersistedKey(q.queryKey, scope));
    hydrate(qc, { mutations: [], queries });
    for (const q of queries) restoredHashes.add(q.queryHash);
    return queries.length > 0;
  } catch (error) {
    console.warn('[query-cache] could not restore the saved cache', error);
    return false;
  }
}

/** Saves the cache now (pagehide) — bounded and filtered. */
export async function saveQueryCache(qc: QueryClient, scope: PersistScope): Promise<void> {
  const snapshot = snapshotCache(qc, scope);
  if (snapshot) await kvSet(persistStorageKey(scope), snapshot);
}

/**
 * Saves the cache a little after it changes (at most once per `delayMs`, in idle time) and when the
 * page is hidden. Returns the unsubscribe function.
 */
export function persistQueryCache(qc: QueryClient, scope: PersistScope, delayMs = SAVE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saved = false;
  const save = () => {
    timer = null;
    saved = true;
    void saveQueryCache(qc, scope);
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 1_000 });
      else save();
    }, saved ? delayMs : Math.min(delayMs, FIRST_SAVE_DELAY_MS));
  };
  const off = qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'added' || event.type === 'removed') {
      if (isPersistedKey(event.query.queryKey, scope)) schedule();
    }
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
  }
  return () => {
    off();
    if (timer) clearTimeout(timer);
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
    }
  };
}
