/**
 * One timer for every image waiting out its load timeout (PooledImage's loadTimeoutMs), instead of
 * one per image: rows scrolled past mount and drop their emoji by the hundred, and each timer set and
 * cleared was a task posted and cancelled in the browser's scheduler. Dropping a watch touches no
 * timer at all.
 */
import { deadlineTimer } from '@/ui/scheduling/deadline-timer';

interface Watch {
  img: HTMLImageElement;
  timeoutMs: number;
  due: number;
  onStall: () => void;
}

const watches = new Set<Watch>();
const timer = deadlineTimer(check);

const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/** Still loading, and in (or touching) the viewport. */
function stalledInView(img: HTMLImageElement): boolean {
  if (loaded(img)) return false;
  const r = img.getBoundingClientRect();
  return r.bottom >= 0 && r.right >= 0 && r.top <= window.innerHeight && r.left <= window.innerWidth;
}

function check(): void {
  const now = Date.now();
  let next = Number.POSITIVE_INFINITY;
  for (const w of [...watches]) {
    if (!watches.has(w)) continue; // dropped by an earlier one's onStall
    if (loaded(w.img)) {
      watches.delete(w);
      continue;
    }
    if (w.due <= now) {
      // An image below the fold is waiting for its turn (lazy loading), not failing: asked again later.
      if (stalledInView(w.img)) {
        watches.delete(w);
        w.onStall();
        continue;
      }
      w.due = now + w.timeoutMs;
    }
    next = Math.min(next, w.due);
  }
  if (next !== Number.POSITIVE_INFINITY) timer.arm(next);
}

/**
 * Calls `onStall` once `img` has not loaded `timeoutMs` after now while it is in view (checked again
 * every `timeoutMs` while it is out of view). Returns the function that stops watching.
 */
export function watchStall(img: HTMLImageElement, timeoutMs: number, onStall: () => void): () => void {
  if (loaded(img)) return () => undefined;
  const w: Watch = { img, timeoutMs, due: Date.now() + timeoutMs, onStall };
  watches.add(w);
  timer.arm(w.due);
  return () => {
    watches.delete(w);
    // Nothing left to watch: no timer stays behind (the next watch arms its own).
    if (watches.size === 0) timer.cancel();
  };
}

/** Images being watched (tests). */
export function watchedCount(): number {
  return watches.size;
}
