/** Pure rules of the unsent queue: which failures are kept, backoff, and identity of a request. */
import { isApiError } from '@/core/api/api-error';

/**
 * What a failed send means:
 * - `retry`: it certainly did not reach the handler (429) — send again later;
 * - `retry-verify`: network error, timeout, 5xx, or a 2xx whose body is unreadable (a proxy or
 *   captive portal may answer that) — it may have gone through, so look for the note before
 *   sending again;
 * - `fail`: a 4xx (validation, permission) or an abort — do not queue.
 */
export type FailureClass = 'done' | 'retry' | 'retry-verify' | 'fail';

export function classifyFailure(error: unknown): FailureClass {
  if (!isApiError(error)) return 'fail';
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return 'retry-verify';
    case 'malformed':
      return 'retry-verify';
    case 'aborted':
      return 'fail';
    case 'server': {
      const status = error.status ?? 0;
      if (status === 429) return 'retry';
      if (status >= 500) return 'retry-verify';
      return 'fail';
    }
  }
}

export function isQueueableFailure(error: unknown): boolean {
  const c = classifyFailure(error);
  return c === 'retry' || c === 'retry-verify';
}

export const QUEUE_BACKOFF_BASE_MS = 1_000;
export const QUEUE_BACKOFF_MAX_MS = 30_000;

/** Delay before attempt n+1 after n failures: 1 s, 2 s, 4 s … capped at 30 s, ±20 % jitter. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(QUEUE_BACKOFF_MAX_MS, QUEUE_BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = stable(v);
    }
    return out;
  }
  return value;
}

/** Two requests are the same when endpoint, server, credential and body (any key order) match. */
export function requestFingerprint(req: { endpoint: string; origin: string; token: string | null; data: Record<string, unknown> }): string {
  return JSON.stringify([req.endpoint, req.origin, req.token, stable(req.data)]);
}

/** The queued entry identical to `req`, if any (spec: duplicate queued notes/create requests are rejected). */
export function findDuplicate<E extends { endpoint: string; origin: string; token: string | null; data: Record<string, unknown> }>(
  entries: readonly E[],
  req: { endpoint: string; origin: string; token: string | null; data: Record<string, unknown> },
): E | undefined {
  const fp = requestFingerprint(req);
  return entries.find((e) => requestFingerprint(e) === fp);
}

/** Clock skew tolerated when matching a server note to a queued request. */
export const VERIFY_SKEW_MS = 30_000;

interface NoteLike {
  id: string;
  createdAt: string;
  text?: string | null;
  cw?: string | null;
  replyId?: string | null;
  renoteId?: string | null;
}

/** Whether `note` is the result of an earlier attempt of the notes/create request `data` sent at `date`. */
export function isNoteOfRequest(note: NoteLike, data: Record<string, unknown>, date: number): boolean {
  const created = Date.parse(note.createdAt);
  if (!Number.isFinite(created) || created < date - VERIFY_SKEW_MS) return false;
  const text = typeof data.text === 'string' && data.text.trim() !== '' ? data.text.trim() : null;
  const cw = typeof data.cw === 'string' ? data.cw : null;
  return (
    (note.text?.trim() || null) === text &&
    (note.cw ?? null) === cw &&
    (note.replyId ?? null) === ((data.replyId as string | undefined) ?? null) &&
    (note.renoteId ?? null) === ((data.renoteId as string | undefined) ?? null)
  );
}
