/**
 * Where queued requests live: the Dexie `queue` table; without IndexedDB the kv-store
 * (localStorage); when a write fails, memory for this page (the entry is still retried while
 * the tab lives). Failures are announced through `reportStorageProblem`.
 */
import type { Table } from 'dexie';
import { getDb } from '@/core/db/database';
import { kvDelete, kvGet, kvGetAll, kvSet } from '@/core/db/kv-store';
import { isQuotaExceededError } from '@/core/db/storage-errors';
import { reportStorageProblem } from '@/core/db/storage-problems';
import type { QueueEntry } from './queue-types';

const KV_PREFIX = 'queue:';
const memory = new Map<string, QueueEntry | null>();

function isEntry(v: unknown): v is QueueEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.endpoint === 'string' && typeof e.data === 'object' && e.data !== null && typeof e.origin === 'string';
}

function withDefaults(e: QueueEntry): QueueEntry {
  return {
    ...e,
    date: typeof e.date === 'number' ? e.date : 0,
    token: typeof e.token === 'string' ? e.token : null,
    userId: typeof e.userId === 'string' ? e.userId : null,
    sessionId: typeof e.sessionId === 'string' ? e.sessionId : '',
    attempts: typeof e.attempts === 'number' ? e.attempts : 0,
    unsure: e.unsure !== false,
    nextAttemptAt: typeof e.nextAttemptAt === 'number' ? e.nextAttemptAt : 0,
  };
}

async function table(): Promise<Table<QueueEntry, string> | null> {
  const db = await getDb();
  // The schema's QueueRow is the spec's minimum; entries carry a few more fields.
  return db ? (db.queue as unknown as Table<QueueEntry, string>) : null;
}

export async function listQueueRows(): Promise<QueueEntry[]> {
  let rows: unknown[] = [];
  try {
    const t = await table();
    rows = t ? await t.toArray() : Object.values(await kvGetAll<unknown>(KV_PREFIX));
  } catch (error) {
    console.error('[queue] could not list the queue', error);
  }
  const byId = new Map(rows.filter(isEntry).map((e) => [e.id, withDefaults(e)] as const));
  for (const [id, e] of memory) {
    if (e) byId.set(id, e);
    else byId.delete(id);
  }
  return [...byId.values()].sort((a, b) => a.date - b.date);
}

export async function readQueueRow(id: string): Promise<QueueEntry | null> {
  if (memory.has(id)) return memory.get(id) ?? null;
  try {
    const t = await table();
    const row: unknown = t ? await t.get(id) : await kvGet<unknown>(KV_PREFIX + id);
    return isEntry(row) ? withDefaults(row) : null;
  } catch (error) {
    console.error(`[queue] could not read ${id}`, error);
    return null;
  }
}

export async function writeQueueRow(entry: QueueEntry): Promise<boolean> {
  let ok = false;
  const t = await table();
  if (t) {
    try {
      await t.put(entry);
      ok = true;
    } catch (error) {
      reportStorageProblem({ kind: isQuotaExceededError(error) ? 'quota' : 'error', key: `queue/${entry.id}`, error });
    }
  } else {
    ok = (await kvSet(KV_PREFIX + entry.id, entry)).ok;
  }
  if (ok) memory.delete(entry.id);
  else memory.set(entry.id, entry);
  return ok;
}

export async function deleteQueueRow(id: string): Promise<void> {
  let ok = false;
  const t = await table();
  try {
    if (t) {
      await t.delete(id);
      ok = true;
    } else {
      ok = await kvDelete(KV_PREFIX + id);
    }
  } catch (error) {
    console.error(`[queue] could not delete ${id}`, error);
  }
  if (ok) memory.delete(id);
  else memory.set(id, null);
}

/** Tests only. */
export function resetQueueMemoryForTests(): void {
  memory.clear();
}
