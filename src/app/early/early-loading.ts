/**
 * What the early script (early.ts) adds to the page and when: the start's stylesheets and
 * modulepreload links, added once each, and the small task scheduling that keeps its work out of
 * the picture's first frame. Like early.ts it imports nothing of the app.
 */

const linked = new Set<string>();

/** Whether the page already loads `href` (a link or a script of the HTML itself). */
function present(href: string): boolean {
  if (linked.has(href)) return true;
  for (const el of Array.from(document.querySelectorAll('link[href], script[src]'))) {
    if (el.getAttribute('href') === href || el.getAttribute('src') === href) return true;
  }
  return false;
}

/** A modulepreload link for a same-origin script (once). */
export function preloadJs(href: string): void {
  if (!href.startsWith('/assets/') || present(href)) return;
  linked.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

/** Adds a same-origin stylesheet the start will need; resolves when it has loaded or failed. */
export function addCss(href: string): Promise<void> {
  if (!href.startsWith('/assets/') || present(href)) return Promise.resolve();
  linked.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.appendChild(link);
  return loaded;
}

/**
 * The longest a visible page is waited for to show a frame at all. A visible page shows one (on a
 * loaded machine its first frame can come well after 150 ms, and the app's code and styles must
 * still wait for it); this only bounds a page that would never paint.
 */
export const NO_FRAME_MS = 3_000;

/**
 * Runs `fn` when the page will not show a frame soon: after `maxWaitMs` in a hidden page (a
 * background tab, a prerender: no frames until it is looked at), else after NO_FRAME_MS. A visible
 * page is not timed by the clock: its frame comes, late on a busy machine.
 */
function unlessPainting(fn: () => void, maxWaitMs: number): void {
  setTimeout(fn, document.visibilityState === 'hidden' ? maxWaitMs : NO_FRAME_MS);
}

/** Runs `fn` once, after the next frame has painted (in a hidden tab, which does not paint, after 100 ms). */
export function afterPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = once;
    channel.port2.postMessage(null);
  });
  unlessPainting(once, 100);
}

/**
 * Runs `fn` once the page's first paint is on screen. The paint timing entry arrives when the frame
 * has been presented, not only produced: its raster is done. Work started at the frame's end (the
 * app's requests, its code streaming in) would compete with that raster on a small device and hold
 * the picture back. Where the entry cannot come (no Paint Timing, a page that has painted already)
 * this is `afterPaint`. A frame whose presentation is not reported within `maxWaitMs` of its start
 * counts as shown; a hidden tab runs `fn` after `maxWaitMs`. Never before the page's next frame in a
 * visible tab, however late that frame comes.
 */
export function afterShown(fn: () => void, maxWaitMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  let observer: PerformanceObserver | null = null;
  try {
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint') && performance.getEntriesByType('paint').length === 0) {
      observer = new PerformanceObserver(() => {
        observer?.disconnect();
        once();
      });
      observer.observe({ type: 'paint' });
    }
  } catch {
    observer = null;
  }
  if (!observer) return afterPaint(once);
  const stop = () => {
    observer?.disconnect();
    once();
  };
  requestAnimationFrame(() => setTimeout(stop, maxWaitMs));
  unlessPainting(stop, maxWaitMs);
}

/** Modulepreload links per task: each costs the main thread up to a millisecond to add. */
const PRELOADS_PER_STEP = 6;

/** The modulepreload links, a few per step. */
export function preloadSteps(hrefs: readonly string[]): Array<() => void> {
  const steps: Array<() => void> = [];
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_STEP) {
    const some = hrefs.slice(i, i + PRELOADS_PER_STEP);
    steps.push(() => some.forEach(preloadJs));
  }
  return steps;
}

/** Runs the steps one per task, in order (the first in a task of its own too). */
export function inSteps(steps: ReadonlyArray<() => void>): void {
  const next = (i: number) => {
    if (i >= steps.length) return;
    setTimeout(() => {
      try {
        steps[i]!();
      } finally {
        next(i + 1);
      }
    }, 0);
  };
  next(0);
}
