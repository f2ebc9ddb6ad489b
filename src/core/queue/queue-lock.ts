/**
 * Exclusive locks for queue entries, across tabs with the Web Locks API and within the page
 * otherwise, so one request is never in flight twice. Also: a lock held for the page's life
 * that tells other tabs this session is alive.
 */

const localHeld = new Set<string>();

function locks(): LockManager | null {
  try {
    return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;
  } catch {
    return null;
  }
}

/** Runs `fn` holding `name`; resolves to undefined without running it when the lock is taken. */
export async function withLockIfAvailable<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  if (localHeld.has(name)) return undefined;
  localHeld.add(name);
  try {
    const manager = locks();
    if (!manager) return await fn();
    return await manager.request(name, { ifAvailable: true }, async (lock) => (lock ? fn() : undefined));
  } finally {
    localHeld.delete(name);
  }
}

export const SESSION_LOCK_PREFIX = 'mk-queue-session:';

/** Holds `mk-queue-session:<id>` until the page goes away. */
export function holdSessionLock(sessionId: string): void {
  const manager = locks();
  if (!manager) return;
  void manager.request(SESSION_LOCK_PREFIX + sessionId, () => new Promise<void>(() => undefined)).catch(() => undefined);
}

/** Session ids whose pages are alive, or null when this browser cannot tell. */
export async function liveSessionIds(): Promise<Set<string> | null> {
  const manager = locks();
  if (!manager || typeof manager.query !== 'function') return null;
  try {
    const snapshot = await manager.query();
    const ids = new Set<string>();
    for (const l of snapshot.held ?? []) {
      if (l.name?.startsWith(SESSION_LOCK_PREFIX)) ids.add(l.name.slice(SESSION_LOCK_PREFIX.length));
    }
    return ids;
  } catch {
    return null;
  }
}
