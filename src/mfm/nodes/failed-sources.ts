/** How long an emoji image that failed is not asked for again (a remounted note would ask anew). */
export const FAILED_SOURCE_TTL_MS = 5 * 60 * 1000;
const MAX_REMEMBERED = 2_000;

const failedAt = new Map<string, number>();

/** Remembers that `src` failed (a load error, or stalled in view past the emoji load timeout). */
export function rememberFailedSource(src: string, now = Date.now()): void {
  failedAt.delete(src);
  failedAt.set(src, now);
  if (failedAt.size > MAX_REMEMBERED) failedAt.delete(failedAt.keys().next().value as string);
}

/** Whether `src` failed within the last FAILED_SOURCE_TTL_MS. */
export function failedRecently(src: string, now = Date.now()): boolean {
  const at = failedAt.get(src);
  if (at === undefined) return false;
  if (now - at < FAILED_SOURCE_TTL_MS) return true;
  failedAt.delete(src);
  return false;
}
