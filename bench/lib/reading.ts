/**
 * The reader of the "hour of reading" (bench/scenarios/reading.ts) and of its budget
 * (tests/e2e/reliability/budgets.spec.ts): a page-side frame recorder that keeps counts, not every
 * frame (an hour is 216,000 frames, which would show up in the heap it measures), and a reader that
 * scrolls with the wheel and keys, pauses to read, goes back to the top, opens a note and comes back.
 */
import type { CDPSession, Page } from '@playwright/test';

/**
 * Init script: window.__reading. `start()` records rAF deltas (count, those over 25 and 50 ms with
 * their time), long tasks (> 50 ms) and long animation frames (LoAF: the main thread's frames over
 * 50 ms with the scripts that ran in them); `pause()` / `resume()` bracket the probes' own work
 * (forced GC, counting the DOM) so it is not counted; `take()` returns and clears what was recorded.
 */
export const READING_PROBE = `(() => {
  if (window.__reading) return;
  const MAX_KEPT = 500;
  const r = (window.__reading = { on: false, last: null, frames: 0, over25: 0, over50: [], over50Count: 0, maxDelta: 0, longTasks: [], loafs: [] });
  const keep = (list, item) => { if (list.length < MAX_KEPT) list.push(item); };
  try {
    new PerformanceObserver((list) => {
      if (!r.on) return;
      for (const e of list.getEntries()) keep(r.longTasks, [Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
  } catch (e) { /* no long task API */ }
  try {
    new PerformanceObserver((list) => {
      if (!r.on) return;
      for (const e of list.getEntries()) {
        if (e.duration <= 50) continue;
        const scripts = (e.scripts || []).map((s) => ({ url: s.sourceURL || '', fn: s.sourceFunctionName || '', pos: s.sourceCharPosition ?? -1, invoker: s.invoker || '', type: s.invokerType || '', ms: Math.round(s.duration), layoutMs: Math.round(s.forcedStyleAndLayoutDuration || 0) }));
        keep(r.loafs, { start: Math.round(e.startTime), ms: Math.round(e.duration), blockingMs: Math.round(e.blockingDuration || 0), renderMs: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0, scripts });
      }
    }).observe({ type: 'long-animation-frame' });
  } catch (e) { /* no LoAF API */ }
  const tick = (t) => {
    if (!r.on) return;
    if (r.last !== null) {
      const d = t - r.last;
      r.frames++;
      if (d > 25) r.over25++;
      if (d > 50) { r.over50Count++; keep(r.over50, [Math.round(t - d), Math.round(d)]); }
      if (d > r.maxDelta) r.maxDelta = d;
    }
    r.last = t;
    requestAnimationFrame(tick);
  };
  r.start = () => { if (r.on) return; r.on = true; r.last = null; requestAnimationFrame(tick); };
  r.pause = () => { r.on = false; };
  r.resume = () => r.start();
  r.take = () => {
    const out = { frames: r.frames, over25: r.over25, over50Count: r.over50Count, over50: r.over50, maxDelta: r.maxDelta, longTasks: r.longTasks, loafs: r.loafs, origin: location.origin };
    r.frames = 0; r.over25 = 0; r.over50Count = 0; r.over50 = []; r.maxDelta = 0; r.longTasks = []; r.loafs = [];
    return out;
  };
})();`;

export interface Loaf {
  start: number;
  ms: number;
  blockingMs: number;
  renderMs: number;
  scripts: Array<{ url: string; fn: string; pos: number; invoker: string; type: string; ms: number; layoutMs: number }>;
}

export interface FrameRecord {
  frames: number;
  over25: number;
  over50Count: number;
  /** [start, duration] of the frames over 50 ms (the first 500 of a period). */
  over50: Array<[number, number]>;
  maxDelta: number;
  longTasks: Array<[number, number]>;
  loafs: Loaf[];
  origin: string;
}

/** Where the time of the frames over 50 ms went. */
export interface FrameCauses {
  /** Frames over 50 ms. */
  over50: number;
  /** …during which the app's own script (its origin's files) ran ≥ 25 ms in one long animation frame. */
  appScript: number;
  /** …during which the main thread was busy (a long animation frame) but not mostly with the app's script: style, layout, paint, GC, the bench's own evaluate. */
  mainThreadOther: number;
  /** …with no long animation frame: nothing on the main thread held the frame (compositor, raster, a busy machine). */
  notMainThread: number;
  /** Frames over 50 ms past the 500 a period keeps: counted, not sorted. */
  unsorted: number;
  /** The app's scripts seen in those frames, by file:function, with their total ms (largest first, at most 8). */
  topScripts: Array<[string, number]>;
}

const APP_SCRIPT_MS = 25;

/** Sorts each frame over 50 ms by what held it (long animation frame attribution). */
export function frameCauses(records: readonly FrameRecord[]): FrameCauses {
  const c: FrameCauses = { over50: 0, appScript: 0, mainThreadOther: 0, notMainThread: 0, unsorted: 0, topScripts: [] };
  const scripts = new Map<string, number>();
  for (const rec of records) {
    c.over50 += rec.over50Count;
    for (const [start, ms] of rec.over50) {
      const end = start + ms;
      const loafs = rec.loafs.filter((l) => l.start < end && l.start + l.ms > start);
      if (loafs.length === 0) {
        c.notMainThread++;
        continue;
      }
      const app = loafs.flatMap((l) => l.scripts).filter((s) => s.url.startsWith(rec.origin));
      const appMs = app.reduce((sum, s) => sum + s.ms, 0);
      if (appMs >= APP_SCRIPT_MS) {
        c.appScript++;
        for (const s of app) {
          const name = `${s.url.slice(rec.origin.length).replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')}:${s.fn || s.invoker}@${s.pos}`;
          scripts.set(name, (scripts.get(name) ?? 0) + s.ms);
        }
      } else c.mainThreadOther++;
    }
    c.unsorted += rec.over50Count - rec.over50.length;
  }
  c.topScripts = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return c;
}

/** One minute's sample: heap after a forced GC, all elements, rendered notes. */
export interface ReadingSample {
  minute: number;
  heapMiB: number;
  domNodes: number;
  articles: number;
  scrollY: number;
}

/** Samples the page with the frame recorder paused (a forced GC and counting every element are the bench's work). */
export async function sampleReading(page: Page, cdp: CDPSession, minute: number): Promise<ReadingSample> {
  await page.evaluate('window.__reading.pause()');
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const dom = await page.evaluate<{ nodes: number; articles: number; y: number }>(
      `({ nodes: document.querySelectorAll('*').length, articles: document.querySelectorAll('[role="feed"] article').length, y: Math.round(scrollY) })`,
    );
    return { minute, heapMiB: heap / 2 ** 20, domNodes: dom.nodes, articles: dom.articles, scrollY: dom.y };
  } finally {
    await page.evaluate('window.__reading.resume()');
  }
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ReaderCounts {
  wheelDown: number;
  keys: number;
  toTop: number;
  opened: number;
  steps: number;
}

const FEED = '[role="feed"]';

/** Wheel notches of 100 px, about as fast as a hand turns a wheel. */
async function wheel(page: Page, px: number): Promise<void> {
  const notches = Math.max(1, Math.round(Math.abs(px) / 100));
  for (let i = 0; i < notches; i++) {
    await page.mouse.wheel(0, Math.sign(px) * 100);
    await page.waitForTimeout(40);
  }
}

/** Wheels up until the page is at its top (where new notes come in). */
export async function toTop(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await page.evaluate<number>('scrollY')) <= 0) return;
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(60);
  }
}

/** Opens a note through its time link in the viewport, reads it, and goes Back. Returns false if none was in view. */
export async function openAndBack(page: Page, readMs: number): Promise<boolean> {
  const href = await page.evaluate<string | null>(`(() => {
    for (const link of document.querySelectorAll('${FEED} article a[href^="/notes/"]')) {
      const r = link.getBoundingClientRect();
      if (r.top > 120 && r.bottom < innerHeight - 10) return link.getAttribute('href');
    }
    return null;
  })()`);
  if (!href) return false;
  await page.locator(`${FEED} article a[href="${href}"]`).first().click();
  await page.locator('[data-page="note"]').first().waitFor({ timeout: 15_000 });
  await page.waitForTimeout(readMs);
  await page.goBack();
  await page.locator(`${FEED} article`).first().waitFor({ timeout: 15_000 });
  return true;
}

/**
 * Reads the home timeline until `until` (Date.now()): each step scrolls (wheel over the feed, or
 * j / k when a note has the focus, Page Down / Up otherwise), goes back to the top, or opens a note
 * and comes Back, then pauses 2–6 s. `between` runs after each step (the minute samples).
 */
export async function readUntil(page: Page, until: number, random: () => number, between: () => Promise<void>, counts: ReaderCounts): Promise<void> {
  await page.mouse.move(640, 420);
  while (Date.now() < until) {
    const pick = random();
    const pause = 2000 + Math.floor(random() * 4000);
    if (pick < 0.55) {
      await wheel(page, 800 + Math.floor(random() * 800));
      counts.wheelDown++;
    } else if (pick < 0.7) {
      const inFeed = await page.evaluate<boolean>(`!!document.activeElement && !!document.activeElement.closest('${FEED}')`);
      const up = random() < 0.3;
      const key = inFeed ? (up ? 'k' : 'j') : up ? 'PageUp' : 'PageDown';
      const presses = 1 + Math.floor(random() * 3);
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
      counts.keys++;
    } else if (pick < 0.82) {
      await wheel(page, -(300 + Math.floor(random() * 500)));
      counts.wheelDown++;
    } else if (pick < 0.94) {
      await toTop(page);
      counts.toTop++;
    } else {
      if (await openAndBack(page, pause)) counts.opened++;
    }
    counts.steps++;
    await page.waitForTimeout(Math.max(0, Math.min(pause, until - Date.now())));
    await between();
  }
}

/** Counts the notes the page receives on its stream sockets (CDP Network events). */
export async function countStreamNotes(cdp: CDPSession): Promise<() => number> {
  let n = 0;
  await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    const data = e.response.payloadData;
    // A channel message carrying a note: {"type":"channel","body":{"id":…,"type":"note",…}}
    if (data.includes('"type":"note"')) n++;
  });
  return () => n;
}
