/**
 * Whether the reader is scrolling (any scroller: the window or a deck column), and a way to run
 * work once the scrolling stops. Note rows use it to subscribe to a note's updates only when the
 * reader stops at it: a fast fling mounts and drops dozens of rows a second, and each capture is a
 * message on the socket both ways.
 */

/** Scrolling counts as stopped after this long without a scroll event. */
export const SETTLE_MS = 150;
/**
 * Faster than this (px per ms) is skimming, wheel or fling: nobody reads at 2 px/ms, 120 px a
 * frame. A wheel at reading pace (a notch now and then), a single notch, the keyboard's steps and
 * Page Down stay below it: a scroll event after a pause is measured over the whole pause.
 */
export const FLING_PX_PER_MS = 2;
/**
 * Slower than this (px per ms) the reader has slowed down enough to read: what waits for the
 * scrolling to slow (whenScrollSlows) runs. Below FLING_PX_PER_MS, so that a speed wavering
 * around the threshold does not switch back and forth.
 */
export const SLOW_PX_PER_MS = 1;

/** A gap between scroll events shorter than this, inside a fling, is the main thread stalling, not the reader stopping. */
const STALL_MS = 500;
/**
 * The speed is the distance over the last this-many ms of scroll events (from the newest event at
 * least that old), not from one event to the next: on a main thread whose frames come unevenly (a
 * late frame, then one right after it) one event can carry a long frame's scrolling a few ms after
 * the last, which read as a fling at reading pace.
 */
const SPEED_WINDOW_MS = 50;

let lastScroll = Number.NEGATIVE_INFINITY;
/** Scroll speed in px/ms, smoothed over the last few events, and where it was measured from. */
let speed = 0;
let lastTarget: EventTarget | null = null;
/** Recent scroll events of lastTarget: [time, position], oldest first (see SPEED_WINDOW_MS). */
let recent: Array<[number, number]> = [];
let installed = false;
let timer: ReturnType<typeof setTimeout> | null = null;
/** A quiet spell is being confirmed over the next frames (check). */
let confirming = false;
const waiting = new Set<() => void>();
/** Waiting for the speed to drop below SLOW_PX_PER_MS (whenScrollSlows). */
const slowing = new Set<() => void>();

const now = () => Date.now();

/** Calls `fn` once `count` more frames have started (at once when the page draws no frames: hidden, or no rAF). */
function afterFrames(count: number, fn: () => void): void {
  if (count <= 0 || typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.hidden)) return fn();
  requestAnimationFrame(() => afterFrames(count - 1, fn));
}

function schedule(delay: number): void {
  if (!timer && !confirming) timer = setTimeout(check, delay);
}

function check(): void {
  timer = null;
  const quiet = now() - lastScroll;
  if (quiet < SETTLE_MS) {
    schedule(SETTLE_MS - quiet);
    return;
  }
  // A main thread busy for SETTLE_MS (a long task on a slow phone) dispatched no scroll events
  // meanwhile, though the page may still be moving: the next frames deliver the scroll it made
  // (an event comes in the frame after the scroll). Without this check, every stall in a fling
  // "settled" it: the rows waiting for that upgraded at once, a long task of their own.
  const seen = lastScroll;
  confirming = true;
  afterFrames(2, () => {
    confirming = false;
    if (lastScroll !== seen) {
      if (waiting.size > 0) schedule(SETTLE_MS);
      return;
    }
    const run = [...waiting];
    waiting.clear();
    for (const fn of run) fn();
  });
}

function positionOf(target: EventTarget | null): number {
  if (target === document || target === null) return window.scrollY;
  return target instanceof Element ? target.scrollTop : 0;
}

function onScroll(e: Event): void {
  // A text field scrolling to its caret is someone typing, not reading through notes.
  if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement) return;
  const t = now();
  const pos = positionOf(e.target);
  const gap = t - lastScroll;
  // After a gap: a fling that outlasted a long task (it was fast, the gap is short) is still a
  // fling, at the speed over the gap; anything else starts again from rest — a jump (a place put
  // back, a scroll to a note, Page Down) is one event after a pause, not a fast scroll.
  const goesOn = e.target === lastTarget && (gap < SETTLE_MS || (gap < STALL_MS && speed > FLING_PX_PER_MS));
  if (!goesOn) recent = [];
  recent.push([t, pos]);
  while (recent.length > 2 && recent[1]![0] <= t - SPEED_WINDOW_MS) recent.shift();
  const [since, from] = recent[0]!;
  speed = recent.length < 2 ? 0 : Math.abs(pos - from) / Math.max(1, t - since);
  lastTarget = e.target;
  lastScroll = t;
  if (waiting.size > 0) schedule(SETTLE_MS);
  if (slowing.size > 0 && speed < SLOW_PX_PER_MS) {
    const run = [...slowing];
    slowing.clear();
    for (const fn of run) fn();
  }
}

function install(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  // Capture phase: scroll events of elements (columns) do not bubble, but pass through the document.
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
}

/** True while a scroll event came less than SETTLE_MS ago, or a quiet spell is not yet confirmed (check). */
export function isScrolling(): boolean {
  install();
  return confirming || now() - lastScroll < SETTLE_MS;
}

/** The scroll speed in px/ms (smoothed over the last events); 0 once the scrolling stopped. */
export function scrollSpeed(): number {
  return isScrolling() ? speed : 0;
}

/** True while the reader flings (scrolls faster than FLING_PX_PER_MS). */
export function isFlinging(): boolean {
  return isScrolling() && speed > FLING_PX_PER_MS;
}

/**
 * Runs `fn` now when the reader is not scrolling, else once the scrolling stops. Returns a cancel
 * function (a no-op once `fn` has run).
 */
export function whenScrollSettles(fn: () => void): () => void {
  if (!isScrolling()) {
    fn();
    return () => undefined;
  }
  waiting.add(fn);
  schedule(SETTLE_MS);
  return () => {
    waiting.delete(fn);
  };
}

/**
 * Runs `fn` now when the reader is not skimming (isFlinging), else once the scrolling slows below
 * SLOW_PX_PER_MS or stops, whichever comes first. Returns a cancel function.
 */
export function whenScrollSlows(fn: () => void): () => void {
  if (!isFlinging()) {
    fn();
    return () => undefined;
  }
  let done = false;
  let cancelSettled = (): void => undefined;
  const once = () => {
    if (done) return;
    done = true;
    slowing.delete(once);
    cancelSettled();
    fn();
  };
  slowing.add(once);
  cancelSettled = whenScrollSettles(once);
  return () => {
    done = true;
    slowing.delete(once);
    cancelSettled();
  };
}

/** Forgets the last scroll and drops waiting work (tests). */
export function resetScrollSettleForTests(): void {
  lastScroll = Number.NEGATIVE_INFINITY;
  speed = 0;
  lastTarget = null;
  recent = [];
  waiting.clear();
  slowing.clear();
  if (timer) clearTimeout(timer);
  timer = null;
  confirming = false;
}
