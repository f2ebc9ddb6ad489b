/** A finished touch: how far it went, and the width of what was swiped. */
export interface SwipeMove {
  dx: number;
  dy: number;
  width: number;
}

/**
 * Where a horizontal swipe moves among tabs: +1 to the next (finger moved left), -1 to the
 * previous, 0 for none. It counts only when its angle from the horizontal is at most
 * `maxAngleDeg` (the `swipeTouchAngle` setting, degrees; a steeper one is scrolling) and it
 * covers at least `thresholdPct` percent of the width (the `swipeThreshold` setting, 1–100).
 */
export function swipeStep({ dx, dy, width }: SwipeMove, maxAngleDeg: number, thresholdPct: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || dx === 0 || !(width > 0)) return 0;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  if (angle > maxAngleDeg) return 0;
  const pct = Math.min(100, Math.max(1, thresholdPct));
  if (Math.abs(dx) < (width * pct) / 100) return 0;
  return dx < 0 ? 1 : -1;
}
