import { readCurrentAccount } from '@/core/accounts/account-storage';
import { SNAPSHOT_KEY } from '@/core/early/early-types';
import { captureSnapshot } from './snapshot-capture';

/** A picture waits until the page has not scrolled for this long. */
const SCROLL_QUIET_MS = 800;

/**
 * Pictures taken while the page is in use (after scrolling stops, on the interval) are at least
 * this far apart: each is a long task (tens of milliseconds, ~200 ms on a busy small machine), and
 * a reader pauses after every scroll. Hiding or leaving the page takes one whenever it happens.
 */
const MIN_GAP_MS = 30_000;

/** A snapshot larger than this is not kept (localStorage is small and shared). */
const MAX_CHARS = 400_000;

function idle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 2_000 });
  else setTimeout(fn, 0);
}

/** Saves the picture of `root` now (null when there is nothing worth picturing). */
export function takeSnapshot(root: Element, meta: { build: string; who: string }): boolean {
  // Signed out (or switched) meanwhile: nothing of this account is pictured any more.
  const account = readCurrentAccount();
  if (!account || `${account.origin} ${account.id}` !== meta.who) return false;
  const snap = captureSnapshot(root, meta);
  if (!snap) return false;
  const json = JSON.stringify(snap);
  if (json.length > MAX_CHARS) return false;
  try {
    localStorage.setItem(SNAPSHOT_KEY, json);
    return true;
  } catch {
    return false; // full storage: the next start shows the splash as before
  }
}

/**
 * Keeps the start snapshot current while the app runs: a while after start, when scrolling
 * stops and every 15 s while visible (at most one per MIN_GAP_MS of these), and whenever the page
 * is hidden or left. Each picture is taken in idle time and only on pages that show a feed.
 */
export function keepSnapshots(root: Element, meta: { build: string; who: string }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastScroll = Number.NEGATIVE_INFINITY;
  let lastTaken = Number.NEGATIVE_INFINITY;
  const take = () => {
    lastTaken = performance.now();
    takeSnapshot(root, meta);
  };
  const soon = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      idle(whenStill);
    }, ms);
  };
  // A picture taken while the reader scrolls is a long task in the middle of the scroll (an idle
  // callback's timeout runs it on a busy main thread too); it waits for the scrolling to stop.
  const whenStill = () => {
    const now = performance.now();
    if (now - lastScroll < SCROLL_QUIET_MS) soon(SCROLL_QUIET_MS);
    else if (now - lastTaken < MIN_GAP_MS) soon(lastTaken + MIN_GAP_MS - now);
    else take();
  };
  // Every scroll event only notes its time: a timer already set looks at it when it fires (resetting
  // a timer per event was measurable in long scroll frames at 4× CPU).
  const onScroll = () => {
    lastScroll = performance.now();
    if (timer === undefined) soon(SCROLL_QUIET_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') take();
  };
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') soon(0);
  }, 15_000);
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('pagehide', take);
  document.addEventListener('visibilitychange', onHidden);
  soon(1_000);
  return () => {
    clearTimeout(timer);
    clearInterval(interval);
    removeEventListener('scroll', onScroll);
    removeEventListener('pagehide', take);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
