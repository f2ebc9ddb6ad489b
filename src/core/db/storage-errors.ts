/**
 * Recognising storage failures that callers must handle rather than crash on:
 * a full disk (quota) from IndexedDB, Dexie or localStorage.
 */

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/** True when the error (or the error Dexie wrapped) means the storage quota is exhausted. */
export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // Legacy DOMException codes: 22 (most browsers), 1014 (old Firefox).
  const code = (error as { code?: unknown }).code;
  if (error instanceof DOMException && (code === 22 || code === 1014)) return true;
  // Dexie wraps native errors: Dexie.QuotaExceededError / AbortError carry the cause in `inner`.
  const inner = (error as { inner?: unknown }).inner;
  return inner !== undefined && inner !== error && isQuotaExceededError(inner);
}
