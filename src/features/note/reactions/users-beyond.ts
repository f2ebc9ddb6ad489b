/** The "+N" of a users tooltip: how many of `total` were not listed (0 when unknown or none). */
export function usersBeyond(total: number | undefined, listed: number): number {
  if (typeof total !== 'number' || !Number.isFinite(total)) return 0;
  return Math.max(0, Math.floor(total) - listed);
}
