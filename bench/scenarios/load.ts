/** 1 + 2: bytes shipped (gzip) and time to the first painted note, cold and warm, app vs a bare baseline. */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { benchContext, openSignInFilled, pollUntil, waitForFirstNote, type StorageState } from '../lib/browser';
import type { MockHandle } from '../lib/mock-server';
import { median } from '../lib/stats';

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

export interface LoadResult {
  runs: number;
  /** Enter in the sign-in dialog → the first note of the signed-in layout with its reaction button enabled, painted (ms). */
  signIn: { median: number; samples: number[] };
  bytes: BytesSample;
  app: { cold: number; warm: number; coldInserted: number; coldLive: number; warmLive: number };
  baseline: { cold: number; warm: number };
  samples: { app: Array<{ cold: number; warm: number; coldLive: number; warmLive: number }>; baseline: Array<{ cold: number; warm: number }>; bytes: BytesSample[] };
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

async function visit(browser: Browser, origin: string, path: string, state: StorageState | undefined, withBytes: boolean) {
  const context = await benchContext(browser, origin, state);
  try {
    const page = await context.newPage();
    const bodies = collectBodies(page);
    await page.goto(path);
    const cold = await waitForFirstNote(page);
    let bytes: BytesSample | null = null;
    if (withBytes) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      bytes = await measureBytes(page, bodies, cold);
    }
    await page.waitForTimeout(500);
    await page.close();
    const again = await context.newPage();
    await again.goto(path);
    const warm = await waitForFirstNote(again);
    return { cold, warm, bytes };
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
  const samples: LoadResult['samples'] = { app: [], baseline: [], bytes: [] };
  let inserted: number[] = [];
  // One unmeasured round first: the mock's and the browser's own first-run costs.
  await visit(browser, mock.url, '/', state, false);
  await visit(browser, baselineUrl, basePath, undefined, false);
  for (let i = 0; i < runs; i++) {
    const app = await visit(browser, mock.url, '/', state, true);
    samples.app.push({ cold: app.cold.painted, warm: app.warm.painted, coldLive: app.cold.live, warmLive: app.warm.live });
    inserted = [...inserted, app.cold.inserted];
    if (app.bytes) samples.bytes.push(app.bytes);
    const base = await visit(browser, baselineUrl, basePath, undefined, false);
    samples.baseline.push({ cold: base.cold.painted, warm: base.warm.painted });
  }
  // Sign-in from the signed-out page (one unmeasured round first, as above).
  await signInToUsableNote(browser, mock.url);
  const signIn: number[] = [];
  for (let i = 0; i < runs; i++) signIn.push(await signInToUsableNote(browser, mock.url));
  const pick = <K extends keyof BytesSample>(k: K) => median(samples.bytes.map((b) => b[k]));
  return {
    runs,
    signIn: { median: median(signIn), samples: signIn },
    bytes: { jsBefore: pick('jsBefore'), cssBefore: pick('cssBefore'), jsTotal: pick('jsTotal'), cssTotal: pick('cssTotal'), filesBefore: pick('filesBefore'), filesTotal: pick('filesTotal'), rawBefore: pick('rawBefore') },
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
