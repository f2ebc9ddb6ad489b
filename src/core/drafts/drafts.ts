/**
 * The draft lifecycle (spec section 4 "Draft lifecycle"):
 * - the form autosaves under its key; an empty form deletes the draft;
 * - a plain-note draft (`note`) older than 5 minutes is cleared when loaded;
 * - saving over an existing non-empty draft moves the old one to a new `auto:` key;
 * - snapshots left by `pagehide` are folded in on the next read.
 */
import { compareDrafts, newDraftKey } from './draft-key';
import { deleteDraftRow, listDraftRows, readDraft, writeDraft } from './draft-backend';
import { draftOwnerOf } from './draft-owner';
import { isEmptyDraft, isStaleDraft, normalizeDraftData, sameDraftContent } from './draft-rules';
import { clearDraftSnapshot, readDraftSnapshots, writeDraftSnapshot } from './draft-snapshot';
import type { Draft, DraftData } from './draft-types';

/** Told the keys of the drafts that changed. */
type Listener = (keys: readonly string[]) => void;
const listeners = new Set<Listener>();

/** Called after any change to the stored drafts (the draft list and the drafts count listen). */
export function subscribeDrafts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(...keys: string[]): void {
  for (const l of listeners) l(keys);
}

async function foldSnapshots(): Promise<void> {
  for (const { key, value } of readDraftSnapshots()) {
    const v = value as { updatedAt?: unknown; name?: unknown; data?: unknown } | null;
    const data = normalizeDraftData(v?.data);
    const updatedAt = typeof v?.updatedAt === 'number' ? v.updatedAt : 0;
    if (data) {
      const stored = await readDraft(key);
      if (!stored || stored.updatedAt < updatedAt) {
        if (isEmptyDraft(data)) await deleteDraftRow(key);
        else await writeDraft({ key, updatedAt, data, ...(typeof v?.name === 'string' ? { name: v.name } : {}) });
      }
    }
    clearDraftSnapshot(key);
  }
}

/** The draft a form opened under `key` starts from; stale plain-note drafts are deleted instead. */
export async function loadDraft(key: string, now: number = Date.now()): Promise<Draft | null> {
  await foldSnapshots();
  const draft = await readDraft(key);
  if (!draft) return null;
  if (isStaleDraft(draft, now) || isEmptyDraft(draft.data)) {
    await deleteDraftRow(key);
    changed(key);
    return null;
  }
  return draft;
}

/** Autosave: stores the form's content, or deletes the draft when the form is empty. */
export async function autosaveDraft(key: string, data: DraftData, now: number = Date.now()): Promise<boolean> {
  let ok: boolean;
  if (isEmptyDraft(data)) {
    ok = await deleteDraftRow(key);
  } else {
    const existing = await readDraft(key);
    ok = await writeDraft({ key, updatedAt: now, data, ...(existing?.name ? { name: existing.name } : {}) });
  }
  // The pagehide copy is only dropped once the real write landed.
  if (ok) clearDraftSnapshot(key);
  changed(key);
  return ok;
}

/** `pagehide`: a synchronous copy first, then the normal write (which may not finish). */
export function flushDraftOnHide(key: string, data: DraftData, now: number = Date.now()): void {
  if (isEmptyDraft(data)) clearDraftSnapshot(key);
  else writeDraftSnapshot({ key, updatedAt: now, data });
  void autosaveDraft(key, data, now);
}

/**
 * A deliberate save under `key`. When `key` already holds a different non-empty draft, that one
 * is moved to a new `auto:` key first. Resolves to the key the old draft moved to, if any.
 */
export async function saveDraftAs(key: string, data: DraftData, opts: { name?: string; now?: number } = {}): Promise<{ movedTo: string | null; persisted: boolean }> {
  const now = opts.now ?? Date.now();
  const existing = await readDraft(key);
  let movedTo: string | null = null;
  if (existing && !isEmptyDraft(existing.data) && !sameDraftContent(existing.data, data)) {
    movedTo = newDraftKey('auto', now);
    await writeDraft({ ...existing, key: movedTo });
  }
  const persisted = await writeDraft({ key, updatedAt: now, data, ...(opts.name ? { name: opts.name } : existing?.name ? { name: existing.name } : {}) });
  changed(...(movedTo ? [key, movedTo] : [key]));
  return { movedTo, persisted };
}

/** Keeps content aside under a new `auto:` key (unsent queued posts, a form replaced by another draft); `opts.owner` is the account it belongs to, the signed-in one by default. */
export async function keepDraftAside(data: DraftData, opts: { name?: string; now?: number; owner?: { origin: string; id: string } } = {}): Promise<string | null> {
  if (isEmptyDraft(data)) return null;
  const now = opts.now ?? Date.now();
  const key = newDraftKey('auto', now);
  // `owner`: the account the content was written by, when that is not the signed-in one (an unsent post of another session).
  await writeDraft({ key, updatedAt: now, data, ...(opts.name ? { name: opts.name } : {}) }, opts.owner ? draftOwnerOf(opts.owner) : undefined);
  changed(key);
  return key;
}

/** Deletes the draft at `key` only while it still holds `data` (a queued copy of it was sent). */
export async function deleteDraftIfSame(key: string, data: DraftData): Promise<boolean> {
  await foldSnapshots();
  const stored = await readDraft(key);
  if (!stored || !sameDraftContent(stored.data, data)) return false;
  await deleteDraft(key);
  return true;
}

export async function deleteDraft(key: string): Promise<void> {
  clearDraftSnapshot(key);
  await deleteDraftRow(key);
  changed(key);
}

/** Every draft, sorted by kind (then newest first). */
export async function listDrafts(): Promise<Draft[]> {
  await foldSnapshots();
  return (await listDraftRows()).filter((d) => !isEmptyDraft(d.data)).sort(compareDrafts);
}
