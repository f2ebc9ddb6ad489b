import { safeRedirectPath } from '@/core/accounts/redirect-path';

/**
 * The sign-in on another server that is under way while the browser visits that server: kept in
 * sessionStorage (this tab only) so the callback route can finish it and so the dialog can be
 * filled in again on cancel, denial or expiry. Holds no access token.
 */
export interface PendingRemoteSignIn {
  kind: 'miauth' | 'legacy';
  server: string;
  /** MiAuth session id, or the legacy auth session token. */
  session: string;
  /** Legacy app flow only: the app secret (needed for auth/session/userkey). */
  appSecret?: string;
  createdAt: number;
  mode: 'signin' | 'add';
  /** What the dialog held (the server field as typed). */
  serverInput: string;
  /** The page to land on once signed in (a same-origin path), when one was asked for. */
  redirect?: string;
}

const KEY = 'auth:pending-remote';
/** How long the client waits for the server's approval before it treats the session as expired. */
export const PENDING_TTL_MS = 15 * 60_000;

function isPending(v: unknown): v is PendingRemoteSignIn {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (p.kind === 'miauth' || p.kind === 'legacy') && typeof p.server === 'string' && typeof p.session === 'string' && typeof p.createdAt === 'number';
}

/** This tab's sessionStorage, or null where the browser refuses it (site data blocked: touching it throws). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The browser refuses to keep the pending sign-in: a sign-in on another server could not come back here. */
export class PendingNotKept extends Error {
  override readonly name = 'PendingNotKept';
  constructor(readonly server: string, cause?: unknown) {
    super('this browser refuses to keep the pending sign-in (sessionStorage)', { cause });
  }
}

/** Throws PendingNotKept when the browser refuses to keep it (the remote sign-in cannot come back without it). */
export function savePending(p: PendingRemoteSignIn, storage: Storage | null = tabStorage()): void {
  if (!storage) throw new PendingNotKept(p.server);
  try {
    storage.setItem(KEY, JSON.stringify(p));
  } catch (e) {
    throw new PendingNotKept(p.server, e);
  }
}

export function readPending(storage: Storage | null = tabStorage()): PendingRemoteSignIn | null {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isPending(parsed)) return null;
    const { redirect, ...rest } = parsed;
    const path = safeRedirectPath(redirect);
    return { ...rest, mode: parsed.mode === 'add' ? 'add' : 'signin', serverInput: typeof parsed.serverInput === 'string' ? parsed.serverInput : parsed.server, ...(path ? { redirect: path } : {}) };
  } catch {
    return null;
  }
}

export function clearPending(storage: Storage | null = tabStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/** Reads and removes the pending sign-in (so only one place reacts to it). */
export function takePending(storage: Storage | null = tabStorage()): PendingRemoteSignIn | null {
  const p = readPending(storage);
  if (p) clearPending(storage);
  return p;
}

export type ReturnVerdict = 'check' | 'expired' | 'denied';

/** What to do with a return to the callback route, before asking the server. */
export function judgeReturn(pending: PendingRemoteSignIn | null, params: { session: string | null; token: string | null; denied: boolean }, now: number): ReturnVerdict {
  if (!pending) return 'expired';
  const returned = pending.kind === 'miauth' ? params.session : (params.token ?? pending.session);
  if (returned !== pending.session) return 'expired';
  if (params.denied) return 'denied';
  if (now - pending.createdAt > PENDING_TTL_MS) return 'expired';
  return 'check';
}
