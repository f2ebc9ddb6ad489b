/**
 * The unsent queue (spec: Queue entry, "Duplicate post", "Unsent queued posts").
 *
 * - `send()` makes the first attempt. A network error, timeout, 5xx or 429 keeps the request in
 *   the queue; a 4xx is the caller's to report. An identical request already queued (or in its
 *   first attempt) is refused as a duplicate.
 * - Queued entries are retried by the page that queued them, with backoff (1 s doubling to 30 s),
 *   at once on `online`, and by `retryAll()`. Each attempt holds a lock on the entry (across tabs
 *   with Web Locks) and re-reads it first, so one request is never in flight twice; after an
 *   attempt that may have reached the server, the next one first looks for the note it would
 *   have created (`findPostedNote`). An entry is removed only once it is known to be sent.
 * - Start-up rule: entries of a page session that is no longer alive (its session lock is not
 *   held; without Web Locks: any other session) become `auto:` drafts and leave the queue.
 */
import { keepDraftAside } from '@/core/drafts';
import { isApiError } from '@/core/api/api-error';
import { appendErrorLog, redactParams } from '@/core/errors/error-log';
import { redactText } from '@/core/errors/redact-secrets';
import { draftFromEntry } from './draft-from-entry';
import { deleteQueueRow, listQueueRows, readQueueRow, writeQueueRow } from './queue-backend';
import { holdSessionLock, liveSessionIds, withLockIfAvailable } from './queue-lock';
import { backoffMs, classifyFailure, findDuplicate, requestFingerprint } from './queue-rules';
import { defaultQueueDeps, type QueueDeps, type SendOutcome, type SendRequest } from './queue-deps';
import type { QueueEntry, QueueEvent } from './queue-types';
import { findPostedNote } from './verify-posted';

export function createUnsentQueue(deps: QueueDeps = defaultQueueDeps) {
  const sessionId = deps.newId();
  let entries: readonly QueueEntry[] = [];
  const listeners = new Set<(e: QueueEvent) => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const firstAttempts = new Set<string>();
  const aborts = new Map<string, AbortController>();
  const canceled = new Set<string>();
  /** Ids of notes this page knows were created by its own requests. */
  const claimed = new Set<string>();
  let started = false;

  const delayAfter = (failures: number) => (deps.backoff ? deps.backoff(failures) : backoffMs(failures, deps.random));
  const emit = (e: QueueEvent) => listeners.forEach((l) => l(e));
  const remember = (result: unknown) => {
    const id = (result as { createdNote?: { id?: unknown } } | undefined)?.createdNote?.id;
    if (typeof id === 'string') claimed.add(id);
  };

  async function refresh(): Promise<void> {
    entries = await listQueueRows();
    emit({ type: 'changed' });
  }

  function schedule(entry: QueueEntry): void {
    clearTimeout(timers.get(entry.id));
    const delay = Math.max(0, entry.nextAttemptAt - deps.now());
    timers.set(entry.id, setTimeout(() => void attempt(entry.id), delay));
  }

  async function finish(entry: QueueEntry, result: unknown): Promise<void> {
    await deleteQueueRow(entry.id);
    await refresh();
    emit({ type: 'sent', entry, result });
  }

  async function giveUp(entry: QueueEntry, error: unknown): Promise<void> {
    await deleteQueueRow(entry.id);
    const draftKey = await keepDraftAside(draftFromEntry(entry), { now: deps.now() });
    await refresh();
    emit({ type: 'failed', entry, error, draftKey });
  }

  async function reschedule(entry: QueueEntry, error: unknown, unsure: boolean): Promise<void> {
    const attempts = entry.attempts + 1;
    const next: QueueEntry = {
      ...entry,
      attempts,
      unsure,
      nextAttemptAt: deps.now() + delayAfter(attempts),
      lastError: redactText(error instanceof Error ? error.message : String(error)),
    };
    await writeQueueRow(next);
    await refresh();
    schedule(next);
  }

  async function attempt(id: string): Promise<void> {
    timers.delete(id);
    await withLockIfAvailable(`mk-queue-entry:${id}`, async () => {
      const entry = await readQueueRow(id);
      if (!entry || entry.sessionId !== sessionId || canceled.has(id)) return;
      const client = deps.clientFor(entry.origin, entry.token);
      if (entry.unsure) {
        let found;
        try {
          found = await findPostedNote(client, entry, claimed);
        } catch (error) {
          return reschedule(entry, error, true);
        }
        if (found) {
          claimed.add(found.id);
          return finish(entry, { createdNote: found });
        }
      }
      const abort = new AbortController();
      aborts.set(id, abort);
      try {
        const result = await client.request(entry.endpoint, entry.data, { suppressError: true, signal: abort.signal });
        remember(result);
        return await finish(entry, result);
      } catch (error) {
        if (canceled.has(id)) return;
        const c = classifyFailure(error);
        if (c === 'done') return finish(entry, undefined);
        if (c === 'fail') return giveUp(entry, error);
        return reschedule(entry, error, c === 'retry-verify');
      } finally {
        aborts.delete(id);
      }
    });
  }

  async function send(req: SendRequest): Promise<SendOutcome> {
    const fp = requestFingerprint(req);
    if (firstAttempts.has(fp)) return { kind: 'duplicate' };
    firstAttempts.add(fp);
    const date = deps.now();
    try {
      if (findDuplicate(await listQueueRows(), req)) return { kind: 'duplicate' };
      const result = await deps.clientFor(req.origin, req.token).request(req.endpoint, req.data, { suppressError: true });
      remember(result);
      return { kind: 'sent', result };
    } catch (error) {
      // The form tells the user itself; the error log still records every failed post.
      if (isApiError(error) && error.kind !== 'aborted') {
        appendErrorLog({
          time: Date.now(),
          status: error.status ?? error.kind,
          response: error.serverError ? JSON.stringify(error.serverError) : (error.rawBody ?? error.message),
          endpoint: req.endpoint,
          parameters: redactParams(req.data as Record<string, unknown>),
        });
      }
      const c = classifyFailure(error);
      if (c === 'done') return { kind: 'sent', result: undefined };
      if (c === 'fail') return { kind: 'failed', error };
      const entry: QueueEntry = {
        id: deps.newId(),
        date,
        endpoint: req.endpoint,
        data: req.data,
        token: req.token,
        origin: req.origin,
        userId: req.userId,
        ...(req.suppressToast ? { suppressToast: true } : {}),
        ...(req.comment ? { comment: req.comment } : {}),
        ...(req.draftData ? { draftData: req.draftData } : {}),
        ...(req.draftKey ? { draftKey: req.draftKey } : {}),
        sessionId,
        attempts: 1,
        unsure: c === 'retry-verify',
        nextAttemptAt: deps.now() + delayAfter(1),
        lastError: redactText(error instanceof Error ? error.message : String(error)),
      };
      await writeQueueRow(entry);
      await refresh();
      schedule(entry);
      return { kind: 'queued', entry, error };
    } finally {
      firstAttempts.delete(fp);
    }
  }

  /** Start-up rule (see the module comment): orphaned entries become drafts. */
  async function adoptOrphans(): Promise<number> {
    const live = await liveSessionIds();
    let count = 0;
    for (const entry of await listQueueRows()) {
      if (entry.sessionId === sessionId || (live && live.has(entry.sessionId))) continue;
      const won = await withLockIfAvailable(`mk-queue-entry:${entry.id}`, async () => {
        if (!(await readQueueRow(entry.id))) return false;
        // Another session's post: a draft of the account it was for.
        await keepDraftAside(draftFromEntry(entry), { now: deps.now(), ...(entry.userId ? { owner: { origin: entry.origin, id: entry.userId } } : {}) });
        await deleteQueueRow(entry.id);
        return true;
      });
      if (won) count++;
    }
    await refresh();
    if (count > 0) emit({ type: 'convertedToDrafts', count });
    return count;
  }

  /** Retries this page's entries now (also on `online`). */
  function retryAll(): void {
    for (const e of entries) {
      if (e.sessionId !== sessionId) continue;
      clearTimeout(timers.get(e.id));
      void attempt(e.id);
    }
  }

  /** Stops retrying `id`; its content becomes an `auto:` draft. */
  async function cancel(id: string): Promise<string | null> {
    canceled.add(id);
    clearTimeout(timers.get(id));
    aborts.get(id)?.abort();
    const entry = await readQueueRow(id);
    if (!entry) return null;
    await deleteQueueRow(id);
    const draftKey = await keepDraftAside(draftFromEntry(entry), { now: deps.now() });
    await refresh();
    emit({ type: 'canceled', entry, draftKey });
    return draftKey;
  }

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    holdSessionLock(sessionId);
    if (typeof window !== 'undefined') window.addEventListener('online', retryAll);
    await adoptOrphans();
  }

  return {
    sessionId,
    send,
    start,
    retryAll,
    cancel,
    adoptOrphans,
    getEntries: () => entries,
    subscribe(listener: (e: QueueEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tests only: stop timers and listeners. */
    dispose(): void {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      if (typeof window !== 'undefined') window.removeEventListener('online', retryAll);
    },
  };
}

export type UnsentQueue = ReturnType<typeof createUnsentQueue>;

/** The page's queue. */
export const unsentQueue: UnsentQueue = createUnsentQueue();
