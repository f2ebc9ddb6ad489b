/**
 * Where drafts live: the Dexie `drafts` table; without IndexedDB the kv-store (which falls back
 * to localStorage); and when a write fails (full disk, value too large) an in-memory copy for
 * this page, so typing goes on and the draft is still offered until the tab closes. Storage
 * failures are announced through `reportStorageProblem` (the app shows one toast per burst).
 */
import { getDb } from '@/core/db/database';
import { kvDelete, kvGet, kvGetAll, kvSet } from '@/core/db/kv-store';
import { isQuotaExceededError } from '@/core/db/storage-errors';
import { reportStorageProblem } from '@/core/db/storage-problems';
import { normalizeDraftData } from './draft-rules';
import type { Draft } from './draft-types';

const KV_PREFIX = 'draft:';

/** Writes that did not reach storage (null = a deletion that did not). */
const memory = new Map<string, Draft | null>();

function toDraft(raw: unknown): Draft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const data = normalizeDraftData(r.data);
  if (typeof r.key !== 'string' || !data) return null;
  return {
    key: r.key,
    updatedAt: typeof r.updatedAt === 'number' ? r.updatedAt : 0,
    ...(typeof r.name === 'string' ? { name: r.name } : {}),
    data,
  };
}

async function readPersisted(key: string): Promise<Draft | null> {
  const db = await getDb();
  try {
    if (db) return toDraft(await db.drafts.get(key));
    return toDraft(await kvGet<unknown>(KV_PREFIX + key));
  } catch (error) {
    console.error(`[drafts] could not read "${key}"`, error);
    return null;
  }
}

async function listPersisted(): Promise<Draft[]> {
  const db = await getDb();
  try {
    const rows: unknown[] = db ? await db.drafts.toArray() : Object.values(await kvGetAll<unknown>(KV_PREFIX));
    return rows.map(toDraft).filter((d): d is Draft => d !== null);
  } catch (error) {
    console.error('[drafts] could not list drafts', error);
    return [];
  }
}

export async function readDraft(key: string): Promise<Draft | null> {
  if (memory.has(key)) return memory.get(key) ?? null;
  return readPersisted(key);
}

export async function listDraftRows(): Promise<Draft[]> {
  const byKey = new Map((await listPersisted()).map((d) => [d.key, d] as const));
  for (const [key, draft] of memory) {
    if (draft) byKey.set(key, draft);
    else byKey.delete(key);
  }
  return [...byKey.values()];
}

/** Stores the draft; resolves false when only the in-memory copy holds it. */
export async function writeDraft(draft: Draft): Promise<boolean> {
  const db = await getDb();
  let ok: boolean;
  if (db) {
    try {
      await db.drafts.put(draft);
      ok = true;
    } catch (error) {
      reportStorageProblem({ kind: isQuotaExceededError(error) ? 'quota' : 'error', key: `drafts/${draft.key}`, error });
      ok = false;
    }
  } else {
    ok = (await kvSet(KV_PREFIX + draft.key, draft)).ok;
  }
  if (ok) memory.delete(draft.key);
  else memory.set(draft.key, draft);
  return ok;
}

export async function deleteDraftRow(key: string): Promise<boolean> {
  const db = await getDb();
  let ok: boolean;
  if (db) {
    try {
      await db.drafts.delete(key);
      ok = true;
    } catch (error) {
      console.error(`[drafts] could not delete "${key}"`, error);
      ok = false;
    }
  } else {
    ok = await kvDelete(KV_PREFIX + key);
  }
  if (ok) memory.delete(key);
  else memory.set(key, null);
  return ok;
}

/** Tests only. */
export function resetDraftMemoryForTests(): void {
  memory.clear();
}
