/**
 * Where drafts live: the Dexie `drafts` table; without IndexedDB the kv-store (which falls back
 * to localStorage); and when a write fails (full disk, value too large) an in-memory copy for
 * this page, so typing goes on and the draft is still offered until the tab closes. Storage
 * failures are announced through `reportStorageProblem` (the app shows one toast per burst).
 * Rows are stored under their owner's key (draft-owner.ts); callers see the form's keys of the
 * signed-in account's drafts only.
 */
import { getDb } from '@/core/db/database';
import { kvDelete, kvGet, kvGetAll, kvSet } from '@/core/db/kv-store';
import { isQuotaExceededError } from '@/core/db/storage-errors';
import { reportStorageProblem } from '@/core/db/storage-problems';
import { currentDraftOwner, parseStoredDraftKey, storedDraftKey } from './draft-owner';
import { normalizeDraftData } from './draft-rules';
import type { Draft } from './draft-types';

const KV_PREFIX = 'draft:';

/** Writes that did not reach storage, by stored key (null = a deletion that did not). */
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

async function readPersisted(stored: string): Promise<Draft | null> {
  const db = await getDb();
  try {
    if (db) return toDraft(await db.drafts.get(stored));
    return toDraft(await kvGet<unknown>(KV_PREFIX + stored));
  } catch (error) {
    console.error(`[drafts] could not read "${stored}"`, error);
    return null;
  }
}

/** Every stored row, under its stored key. */
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

/** The row as the form sees it: its own key, when it belongs to `owner`. */
function ownedBy(row: Draft, owner: string | null): Draft | null {
  const parsed = parseStoredDraftKey(row.key);
  return parsed.owner === owner ? { ...row, key: parsed.key } : null;
}

let adoption: Promise<void> | null = null;
let adoptedFor: string | null = null;

/** Drafts stored before drafts had owners move to the signed-in account (once per page and account). */
export function adoptUnownedDrafts(): Promise<void> {
  const owner = currentDraftOwner();
  if (!owner) return Promise.resolve();
  if (adoption && adoptedFor === owner) return adoption;
  adoptedFor = owner;
  adoption = (async () => {
    for (const row of await listPersisted()) {
      if (parseStoredDraftKey(row.key).owner !== null) continue;
      if (await writeStored({ ...row, key: storedDraftKey(row.key, owner) })) await deleteStored(row.key);
    }
  })();
  return adoption;
}

export async function readDraft(key: string): Promise<Draft | null> {
  await adoptUnownedDrafts();
  const stored = storedDraftKey(key);
  const row = memory.has(stored) ? (memory.get(stored) ?? null) : await readPersisted(stored);
  return row ? { ...row, key } : null;
}

/** The signed-in account's drafts. */
export async function listDraftRows(): Promise<Draft[]> {
  await adoptUnownedDrafts();
  const byKey = new Map((await listPersisted()).map((d) => [d.key, d] as const));
  for (const [stored, draft] of memory) {
    if (draft) byKey.set(stored, draft);
    else byKey.delete(stored);
  }
  const owner = currentDraftOwner();
  return [...byKey.values()].map((row) => ownedBy(row, owner)).filter((d): d is Draft => d !== null);
}

/** Stores the draft for `owner` (the signed-in account unless given); resolves false when only the in-memory copy holds it. */
export async function writeDraft(draft: Draft, owner: string | null = currentDraftOwner()): Promise<boolean> {
  await adoptUnownedDrafts();
  return writeStored({ ...draft, key: storedDraftKey(draft.key, owner) });
}

async function writeStored(draft: Draft): Promise<boolean> {
  const db = await getDb();
  let ok: boolean;
  if (db) {
    try {
      await db.drafts.put(draft);
      ok = true;
    } catch (error) {
      reportStorageProblem({ kind: isQuotaExceededError(error) ? 'quota' : 'error', key: `drafts/${parseStoredDraftKey(draft.key).key}`, error });
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
  await adoptUnownedDrafts();
  return deleteStored(storedDraftKey(key));
}

async function deleteStored(stored: string): Promise<boolean> {
  const db = await getDb();
  let ok: boolean;
  if (db) {
    try {
      await db.drafts.delete(stored);
      ok = true;
    } catch (error) {
      console.error(`[drafts] could not delete "${stored}"`, error);
      ok = false;
    }
  } else {
    ok = await kvDelete(KV_PREFIX + stored);
  }
  if (ok) memory.delete(stored);
  else memory.set(stored, null);
  return ok;
}

/** Tests only. */
export function resetDraftMemoryForTests(): void {
  memory.clear();
  adoption = null;
  adoptedFor = null;
}
