/**
 * "The first note is on screen": what start-up holds back until then (Dexie, the post form host,
 * widgets, page windows, the link menu, the settings registry) waits on `afterFirstPaint()`,
 * so none of it is among the bytes or requests the first note waits for.
 *
 * The signal is the first `[role=feed] article` in the document, painted (two frames later);
 * a page without a feed gets it after `FALLBACK_MS`.
 */
const FALLBACK_MS = 2_500;

let resolve: () => void = () => {};
const painted = new Promise<void>((r) => {
  resolve = r;
});
let done = false;
let watching = false;

function finish(): void {
  if (done) return;
  done = true;
  resolve();
}

/** Starts watching `root` for the first note; idempotent. */
export function watchFirstPaint(root: Element, fallbackMs = FALLBACK_MS): void {
  if (watching || done) return;
  watching = true;
  const timer = setTimeout(() => {
    observer.disconnect();
    finish();
  }, fallbackMs);
  const seen = () => {
    observer.disconnect();
    clearTimeout(timer);
    // Two frames: the note has been painted, not just inserted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(finish, 0)));
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('[role=feed] article')) seen();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** Resolves once the first note was painted (or the fallback passed). */
export function afterFirstPaint(): Promise<void> {
  return painted;
}

/** Whether `afterFirstPaint()` has resolved. */
export function isAfterFirstPaint(): boolean {
  return done;
}

/** Tests and embedders: behave as if the first paint happened. */
export function markFirstPaintDone(): void {
  finish();
}
