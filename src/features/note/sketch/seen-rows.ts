/**
 * Sketched rows that have been in view for a while (SKETCH_IN_VIEW_MS) become full notes even while
 * the reader keeps skimming. One IntersectionObserver and one timer serve every sketched row: the
 * browser says when a row comes into view and leaves it (after its own layout, with no layout forced
 * by a box read in a timer of each row's own, once a second per row, during the scroll).
 */
import { deadlineTimer } from '@/ui/scheduling/deadline-timer';

/**
 * A sketch that has been in view this long becomes the full note even while the reader keeps
 * skimming (they may be looking at it). At 2,400 px/s a row crosses an 800 px viewport in a third
 * of that, so a row only flown past never pays for its full rendering.
 */
export const SKETCH_IN_VIEW_MS = 1000;

interface Watched {
  /** When the row came into view, or null while it is out of it. */
  since: number | null;
  upgrade: () => void;
}

const rows = new Map<Element, Watched>();
let observer: IntersectionObserver | null = null;
const timer = deadlineTimer(check);

function check(): void {
  const now = Date.now();
  let next = Number.POSITIVE_INFINITY;
  for (const [el, row] of [...rows]) {
    if (row.since === null || !rows.has(el)) continue;
    if (now - row.since >= SKETCH_IN_VIEW_MS) {
      forget(el);
      row.upgrade();
    } else next = Math.min(next, row.since + SKETCH_IN_VIEW_MS);
  }
  if (next !== Number.POSITIVE_INFINITY) timer.arm(next);
}

function forget(el: Element): void {
  rows.delete(el);
  observer?.unobserve(el);
}

function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    const now = Date.now();
    for (const e of entries) {
      const row = rows.get(e.target);
      if (!row) continue;
      row.since = e.isIntersecting ? (row.since ?? now) : null;
      if (row.since !== null) timer.arm(row.since + SKETCH_IN_VIEW_MS);
    }
  });
  return observer;
}

/**
 * Calls `upgrade` once `el` has been in the viewport for SKETCH_IN_VIEW_MS without a break (left and
 * back again starts over). Returns the function that stops watching. Without IntersectionObserver
 * (the tests' DOM), the row's box is read every SKETCH_IN_VIEW_MS instead.
 */
export function upgradeWhenSeen(el: Element, upgrade: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return lookNow(el, upgrade);
  rows.set(el, { since: null, upgrade });
  observerOf().observe(el);
  return () => forget(el);
}

function lookNow(el: Element, upgrade: () => void): () => void {
  let t: ReturnType<typeof setTimeout>;
  const look = () => {
    t = setTimeout(() => {
      const box = el.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) upgrade();
      else look();
    }, SKETCH_IN_VIEW_MS);
  };
  look();
  return () => clearTimeout(t);
}

/** Rows being watched (tests). */
export function watchedRows(): number {
  return rows.size;
}
