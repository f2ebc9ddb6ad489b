/** 1 + 2: bytes shipped (gzip) and time to the first painted note, cold and warm, app vs a bare baseline. */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { benchContext, cdpOf, openSignInFilled, pollUntil, throttle, waitForFirstNote, type FirstNoteTimes, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { median } from '../lib/stats';
import { runReturning, type ReturningResult } from './load-returning';

export interface BytesSample {
  /**
   * gzip bytes of JS / CSS whose response ended before the first note was painted, the HTML
   * document's inline scripts and styles included (gzip of each; the early script is one).
   */
  jsBefore: number;
  cssBefore: number;
  /** gzip bytes of every JS / CSS response of the timeline page (after it settled). */
  jsTotal: number;
  cssTotal: number;
  filesBefore: number;
  filesTotal: number;
  /** Uncompressed JS + CSS before the first note. */
  rawBefore: number;
}

/** First usable note (ms): the app's own note with its reaction button enabled, painted. */
export interface UsableTimes { cold: number; warm: number }

export interface LoadResult {
  runs: number;
  /** Enter in the sign-in dialog → the first note of the signed-in layout with its reaction button enabled, painted (ms). */
  signIn: { median: number; samples: number[] };
  bytes: BytesSample;
  /** The same split at the first usable note instead of the first note (the early script's picture). */
  bytesUsable: BytesSample;
  app: { cold: number; warm: number; coldInserted: number; coldLive: number; warmLive: number };
  baseline: { cold: number; warm: number };
  /** First usable note at 1× and 4× CPU, app and the bare baseline page (the floor: its first painted note). */
  usable: Record<'x1' | 'x4', { app: UsableTimes; baseline: UsableTimes; samples: Array<{ app: UsableTimes; baseline: UsableTimes }> }>;
  /** A returning reader's first usable note in a browser profile of their own (code cache kept), app and floor, 1× CPU. */
  returning: ReturningResult;
  samples: { app: Array<{ cold: number; warm: number; coldLive: number; warmLive: number }>; baseline: Array<{ cold: number; warm: number }>; bytes: BytesSample[]; bytesUsable: BytesSample[] };
}

const isAsset = (url: string): 'js' | 'css' | null => {
  const path = new URL(url).pathname;
  return path.endsWith('.js') || path.endsWith('.mjs') ? 'js' : path.endsWith('.css') ? 'css' : null;
};

/** The key under which collectBodies keeps the page's HTML document. */
const DOCUMENT = 'document';

/** Collects JS and CSS response bodies of a page and its HTML document (gzip level 6, like a typical server). */
export function collectBodies(page: Page): Map<string, Promise<Buffer | null>> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document' && res.frame() === page.mainFrame() && !bodies.has(DOCUMENT)) bodies.set(DOCUMENT, res.body().catch(() => null));
    else if (isAsset(res.url()) && res.status() === 200 && !bodies.has(res.url())) bodies.set(res.url(), res.body().catch(() => null));
  });
  return bodies;
}

/** The inline `<script>` and `<style>` texts of an HTML document. */
export function inlineCode(html: string): { js: string[]; css: string[] } {
  const js = Array.from(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi), (m) => m[1]!).filter((t) => t.trim() !== '');
  const css = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi), (m) => m[1]!).filter((t) => t.trim() !== '');
  return { js, css };
}

/**
 * Sums what the page loaded, split at the first note (Resource Timing): a file counts as before it
 * when it was requested before the note entered the page and had arrived when it was painted. (The
 * request time matters under load: the app's own loads after its first paint, such as the screens'
 * messages, can end before a late probe reads the painted time, but never started before the note
 * was there.)
 */
export async function measureBytes(page: Page, bodies: Map<string, Promise<Buffer | null>>, first: { inserted: number; painted: number }): Promise<BytesSample> {
  const entries = await page.evaluate<Array<[string, number, number]>>(`performance.getEntriesByType('resource').map((e) => [e.name, e.startTime, e.responseEnd])`);
  const times = new Map(entries.map(([name, start, end]) => [name, { start, end }]));
  const out: BytesSample = { jsBefore: 0, cssBefore: 0, jsTotal: 0, cssTotal: 0, filesBefore: 0, filesTotal: 0, rawBefore: 0 };
  const html = await bodies.get(DOCUMENT);
  if (html) {
    // Parsed before anything else: always before the first note.
    const inline = inlineCode(html.toString('utf8'));
    for (const [kind, texts] of [['js', inline.js], ['css', inline.css]] as const) {
      for (const text of texts) {
        const gz = gzipSync(Buffer.from(text), { level: 6 }).length;
        out.rawBefore += Buffer.byteLength(text);
        if (kind === 'js') {
          out.jsBefore += gz;
          out.jsTotal += gz;
        } else {
          out.cssBefore += gz;
          out.cssTotal += gz;
        }
      }
    }
  }
  for (const [url, body] of bodies) {
    if (url === DOCUMENT) continue;
    const buf = await body;
    const kind = isAsset(url);
    if (!buf || !kind) continue;
    const gz = gzipSync(buf, { level: 6 }).length;
    const t = times.get(url);
    const before = t !== undefined && t.start <= first.inserted && t.end <= first.painted;
    out.filesTotal++;
    if (kind === 'js') out.jsTotal += gz;
    else out.cssTotal += gz;
    if (before) {
      out.filesBefore++;
      out.rawBefore += buf.length;
      if (kind === 'js') out.jsBefore += gz;
      else out.cssBefore += gz;
    }
  }
  return out;
}

export interface Visit { cold: FirstNoteTimes; warm: FirstNoteTimes; bytes: BytesSample | null; bytesUsable: BytesSample | null }

/** A page, CPU-throttled when `rate` > 1 (set before it loads). */
async function throttledPage(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  if (rate > 1) await throttle(await cdpOf(page), rate);
  return page;
}

/**
 * A cold visit (fresh context from `state`) and a warm one (a second page in it). `actionable`
 * false for the bare baseline (no buttons: its usable note is its first painted one).
 */
export async function visit(browser: Browser, origin: string, path: string, state: StorageState | undefined, o: { bytes: boolean; rate: number; actionable: boolean }): Promise<Visit> {
  const context = await benchContext(browser, origin, state);
  try {
    const page = await throttledPage(context, o.rate);
    const bodies = collectBodies(page);
    await page.goto(path);
    const cold = await waitForFirstNote(page, 60_000, o.actionable);
    let bytes: BytesSample | null = null;
    let bytesUsable: BytesSample | null = null;
    if (o.bytes) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      bytes = await measureBytes(page, bodies, cold);
      bytesUsable = await measureBytes(page, bodies, { inserted: cold.usableInserted, painted: cold.usable });
    }
    await page.waitForTimeout(500);
    await page.close();
    const again = await throttledPage(context, o.rate);
    await again.goto(path);
    const warm = await waitForFirstNote(again, 60_000, o.actionable);
    return { cold, warm, bytes, bytesUsable };
  } finally {
    await context.close();
  }
}

/**
 * Page-side: from Enter (keydown, capture) to the first note of the signed-in layout whose reaction
 * button is there and enabled, painted (rAF + message, as the first-note probe).
 */
const SIGNIN_PROBE = `(() => {
  const p = (window.__signInBench = { enter: null, usable: null });
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && p.enter === null) p.enter = performance.now(); }, true);
  const check = () => {
    if (p.enter === null) return;
    const b = document.querySelector('[data-layout="universal"] [role="feed"] article [data-note-action="react"]');
    if (!b || b.disabled) return;
    mo.disconnect();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { p.usable = performance.now(); };
      ch.port2.postMessage(0);
    });
  };
  const mo = new MutationObserver(check);
  mo.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})()`;

/** One signed-out visit: carol signs in through the dialog (Enter); ms from Enter to the first usable note. */
async function signInToUsableNote(browser: Browser, origin: string): Promise<number> {
  const context = await benchContext(browser, origin, undefined);
  try {
    await context.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
    const page = await context.newPage();
    const dialog = await openSignInFilled(page);
    await page.evaluate(SIGNIN_PROBE);
    await dialog.locator('input[name="password"]').press('Enter');
    const t = await pollUntil<{ enter: number; usable: number }>(page, `window.__signInBench.usable !== null && window.__signInBench`);
    return t.usable - t.enter;
  } finally {
    await context.close();
  }
}

export async function runLoad(browser: Browser, mock: MockHandle, baselineUrl: string, state: StorageState, runs: number): Promise<LoadResult> {
  const token = await mock.token('carol');
  const basePath = `${baselineUrl}/?api=${encodeURIComponent(mock.url)}&i=${encodeURIComponent(token)}`;
  const samples: LoadResult['samples'] = { app: [], baseline: [], bytes: [], bytesUsable: [] };
  const usableSamples: Record<'x1' | 'x4', LoadResult['usable']['x1']['samples']> = { x1: [], x4: [] };
  let inserted: number[] = [];
  const app = (rate: number, bytes = false) => visit(browser, mock.url, '/', state, { bytes, rate, actionable: true });
  const base = (rate: number) => visit(browser, baselineUrl, basePath, undefined, { bytes: false, rate, actionable: false });
  // One unmeasured round first: the mock's and the browser's own first-run costs.
  await app(1);
  await base(1);
  for (let i = 0; i < runs; i++) {
    const a = await app(1, true);
    samples.app.push({ cold: a.cold.painted, warm: a.warm.painted, coldLive: a.cold.live, warmLive: a.warm.live });
    inserted = [...inserted, a.cold.inserted];
    if (a.bytes) samples.bytes.push(a.bytes);
    if (a.bytesUsable) samples.bytesUsable.push(a.bytesUsable);
    const b = await base(1);
    samples.baseline.push({ cold: b.cold.painted, warm: b.warm.painted });
    usableSamples.x1.push({ app: { cold: a.cold.usable, warm: a.warm.usable }, baseline: { cold: b.cold.usable, warm: b.warm.usable } });
  }
  // The same at 4× CPU (a mid-range phone), app and floor interleaved.
  await app(4);
  for (let i = 0; i < runs; i++) {
    const a = await app(4);
    const b = await base(4);
    usableSamples.x4.push({ app: { cold: a.cold.usable, warm: a.warm.usable }, baseline: { cold: b.cold.usable, warm: b.warm.usable } });
  }
  // A returning reader in a profile of their own (the visits above are fresh contexts).
  const returning = await runReturning(mock.url, baselineUrl, basePath, runs);
  // Sign-in from the signed-out page (one unmeasured round first, as above).
  await signInToUsableNote(browser, mock.url);
  const signIn: number[] = [];
  for (let i = 0; i < runs; i++) signIn.push(await signInToUsableNote(browser, mock.url));
  const pick = (list: BytesSample[]): BytesSample => {
    const m = <K extends keyof BytesSample>(k: K) => median(list.map((x) => x[k]));
    return { jsBefore: m('jsBefore'), cssBefore: m('cssBefore'), jsTotal: m('jsTotal'), cssTotal: m('cssTotal'), filesBefore: m('filesBefore'), filesTotal: m('filesTotal'), rawBefore: m('rawBefore') };
  };
  const usableOf = (list: LoadResult['usable']['x1']['samples']) => ({
    app: { cold: median(list.map((s) => s.app.cold)), warm: median(list.map((s) => s.app.warm)) },
    baseline: { cold: median(list.map((s) => s.baseline.cold)), warm: median(list.map((s) => s.baseline.warm)) },
    samples: list,
  });
  return {
    runs,
    signIn: { median: median(signIn), samples: signIn },
    bytes: pick(samples.bytes),
    bytesUsable: pick(samples.bytesUsable),
    usable: { x1: usableOf(usableSamples.x1), x4: usableOf(usableSamples.x4) },
    returning,
    app: {
      cold: median(samples.app.map((s) => s.cold)),
      warm: median(samples.app.map((s) => s.warm)),
      coldInserted: median(inserted),
      coldLive: median(samples.app.map((s) => s.coldLive)),
      warmLive: median(samples.app.map((s) => s.warmLive)),
    },
    baseline: { cold: median(samples.baseline.map((s) => s.cold)), warm: median(samples.baseline.map((s) => s.warm)) },
    samples,
  };
}
