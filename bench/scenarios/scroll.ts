/** 3: scrolling through the home timeline (5,000 notes in a full run, BENCH_SCROLL_NOTES), with and without 4× CPU throttling. */
import type { Browser } from '@playwright/test';
import { benchContext, cdpOf, heapAfterGc, heapNow, taskSeconds, throttle, waitForFirstNote, withWatchdog, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { scrollScript, type ScrollResult } from '../lib/probes';
import { frameStats, median } from '../lib/stats';

export interface ScrollSample {
  p50: number;
  p95: number;
  p99: number;
  /** p95 of the rAF deltas in whole refresh intervals (1 = every frame on time; see vsyncFrames). */
  p95Frames: number;
  /** Deltas more than 1 ms from any whole number of intervals. */
  offGridPct: number;
  droppedPct: number;
  longTasks: number;
  longTaskMs: number;
  maxNodes: number;
  maxArticles: number;
  heapMaxMiB: number;
  heapEndGcMiB: number;
  notesReached: number;
  seconds: number;
  /** Main-thread busy time (CDP TaskDuration, throttled wall ms) per note scrolled past. */
  taskMsPerNote: number;
  /** DOM elements per rendered article at the end (a note's DOM size). */
  nodesPerArticle: number;
  /** Sampled frames (every 5th) whose viewport showed empty space below the last rendered row. */
  blankPct: number;
  /** Pixels scrolled per note scrolled past: the mean row height. */
  pxPerNote: number;
}

/** Posts `count` public notes by `username` (≤ 500 per call). */
export async function bulkPost(mock: MockHandle, username: string, count: number, prefix: string): Promise<void> {
  for (let done = 0; done < count; done += 500) {
    await mock.control('bulk-post', { username, count: Math.min(500, count - done), prefix: `${prefix} ${done / 500}` });
  }
}

/** What is scrolled: the app on the mock (carol's saved state), or the baseline page. */
export interface ScrollTarget {
  url: string;
  path: string;
  state?: StorageState;
}

export async function scrollOnce(browser: Browser, target: ScrollTarget, notes: number, cpuRate: number, speed: number): Promise<ScrollSample> {
  const context = await benchContext(browser, target.url, target.state);
  try {
    const page = await context.newPage();
    const cdp = await cdpOf(page);
    await page.goto(target.path);
    await waitForFirstNote(page);
    await page.waitForTimeout(1000);
    await cdp.send('Performance.enable');
    const busy0 = await taskSeconds(cdp);
    const first = await page.evaluate<number>(`Math.max(0, ...[...document.querySelectorAll('[role="feed"] article')].map((a) => Number(a.getAttribute('aria-posinset')) || 0))`);
    if (cpuRate > 1) await throttle(cdp, cpuRate);
    let heapMax = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        heapMax = Math.max(heapMax, await heapNow(cdp).catch(() => 0));
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const timeoutMs = 600_000;
    // The script ends itself after timeoutMs; a page whose frames stopped altogether would not.
    let r: ScrollResult;
    try {
      r = await withWatchdog(cdp, page.evaluate<ScrollResult>(scrollScript({ speed, target: notes, timeoutMs, sampleEvery: 5 })), timeoutMs + 120_000, `scroll at ${cpuRate}× CPU`, 'window.__scrollProgress');
    } finally {
      sampling = false;
    }
    const busy = (await taskSeconds(cdp)) - busy0;
    await sampler;
    if (cpuRate > 1) await throttle(cdp, 1);
    const nodesPerArticle = await page.evaluate<number>(`(() => { const a = document.querySelectorAll('[role="feed"] article'); let n = 0; for (const x of a) n += x.querySelectorAll('*').length + 1; return a.length ? n / a.length : 0; })()`);
    const heapEnd = await heapAfterGc(cdp);
    const f = frameStats(r.deltas);
    return {
      p50: f.p50,
      p95: f.p95,
      p99: f.p99,
      p95Frames: f.p95Frames,
      offGridPct: f.offGridPct,
      droppedPct: f.droppedPct,
      longTasks: r.longTasks.length,
      longTaskMs: r.longTasks.reduce((s, l) => s + l[1], 0),
      maxNodes: r.maxNodes,
      maxArticles: r.maxArticles,
      heapMaxMiB: Math.max(heapMax, heapEnd) / 2 ** 20,
      heapEndGcMiB: heapEnd / 2 ** 20,
      notesReached: r.maxPos,
      seconds: r.durationMs / 1000,
      taskMsPerNote: (busy * 1000) / Math.max(1, r.maxPos - first),
      nodesPerArticle,
      blankPct: r.sampled ? (100 * r.blank) / r.sampled : NaN,
      pxPerNote: r.scrolledPx / Math.max(1, r.maxPos - first),
    };
  } finally {
    await context.close();
  }
}

export function medianSample(samples: ScrollSample[]): ScrollSample {
  const keys = Object.keys(samples[0]!) as Array<keyof ScrollSample>;
  return Object.fromEntries(keys.map((k) => [k, k === 'maxNodes' || k === 'maxArticles' || k === 'heapMaxMiB' ? Math.max(...samples.map((s) => s[k])) : median(samples.map((s) => s[k]))])) as unknown as ScrollSample;
}

export interface ScrollSet {
  runs: number;
  median: ScrollSample;
  samples: ScrollSample[];
}

/** The app at 1× and 4× CPU, and at 4× the bare windowed page (bench/baseline/scroll.js), runs interleaved with the app's. */
export async function runScroll(browser: Browser, mock: MockHandle, baselineUrl: string, state: StorageState, opts: { notes: number; runs: { x1: number; x4: number }; speed: number }) {
  await mock.control('reset');
  await bulkPost(mock, 'alice', opts.notes, 'scroll');
  const token = await mock.token('carol');
  const app: ScrollTarget = { url: mock.url, path: '/', state };
  const bare: ScrollTarget = { url: baselineUrl, path: `/scroll?api=${encodeURIComponent(mock.url)}&i=${encodeURIComponent(token)}` };
  const set = (samples: ScrollSample[]): ScrollSet => ({ runs: samples.length, median: medianSample(samples), samples });
  const x1: ScrollSample[] = [];
  for (let i = 0; i < opts.runs.x1; i++) x1.push(await scrollOnce(browser, app, opts.notes, 1, opts.speed));
  const x4: ScrollSample[] = [];
  const base4: ScrollSample[] = [];
  for (let i = 0; i < opts.runs.x4; i++) {
    x4.push(await scrollOnce(browser, app, opts.notes, 4, opts.speed));
    // The bare rows are as tall as the app's were in the run before (so as many notes pass per second).
    const rowPx = Math.round(x4[x4.length - 1]!.pxPerNote);
    base4.push(await scrollOnce(browser, { ...bare, path: `${bare.path}&rowPx=${rowPx}` }, opts.notes, 4, opts.speed));
  }
  return { x1: set(x1), x4: set(x4), baseline4: set(base4) };
}
