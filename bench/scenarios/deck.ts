/**
 * 6: a deck-like load — six timelines open at once (home, local, social, global, a list, an antenna)
 * under live load; heap growth after forced GC. The app's deck when the build has one (six columns
 * on one page), else six pages (each its own browser context, so tab settings do not sync).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { benchContext, cdpOf, signedInState, waitForFirstNote, type StorageState } from '../lib/browser';
import { withDeck } from '../lib/deck-state';
import { liveLoad } from '../lib/live-load';
import type { MockHandle } from '../lib/mock-server';
import { frameStats } from '../lib/stats';

export interface DeckResult {
  mode: 'deck' | 'six pages';
  seconds: number;
  perSecond: number;
  posted: number;
  columns: Array<{ name: string; heapStartMiB: number; heapEndMiB: number; growthMiB: number; articles: number; droppedPct: number }>;
  totalGrowthMiB: number;
  maxGrowthMiB: number;
  /** Columns (or pages) showing the last note posted at the end. */
  upToDate: number;
  /** After the load: a marker note posted, each column showing it or counting it in its pill within 1 s. */
  fresh?: { within1s: number; maxMs: number };
}

/**
 * JS heap in use once garbage collection has settled (bytes). One forced GC leaves much of a busy
 * page's garbage (the DOM of dropped rows, Blink's part of the unified heap) in place: readings
 * straight after it varied by 40 MB on the same page. So GC runs again until two readings in a row
 * agree within 256 KiB (at most 12 rounds), and that settled figure is what is compared.
 */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 12; round++) {
    await cdp.send('HeapProfiler.collectGarbage');
    await new Promise((r) => setTimeout(r, 150));
    const used = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    if (Math.abs(used - last) < 256 * 1024) return used;
    last = used;
  }
  return last;
}

/** Posts a marker note and waits (≤ 3 s) until each column shows it or its pill counts a new note. */
async function freshness(page: Page, mock: MockHandle): Promise<{ within1s: number; maxMs: number }> {
  const marker = `deck mock freshness marker ${Date.now()}`; // "mock": the antenna column matches it too
  const pillsBefore = await page.evaluate<number[]>(`[...document.querySelectorAll('[data-deck-column]')].map((c) => Number((c.querySelector('[aria-live] button')?.textContent ?? '').match(/\\d+/)?.[0] ?? 0))`);
  const t0 = Date.now();
  await mock.control('post', { username: 'alice', text: marker });
  const seenAt: Array<number | null> = pillsBefore.map(() => null);
  while (Date.now() - t0 < 3000 && seenAt.some((s) => s === null)) {
    const state = await page.evaluate<Array<{ shown: boolean; pill: number }>>(
      `[...document.querySelectorAll('[data-deck-column]')].map((c) => ({ shown: c.textContent.includes(${JSON.stringify(marker)}), pill: Number((c.querySelector('[aria-live] button')?.textContent ?? '').match(/\\d+/)?.[0] ?? 0) }))`,
    );
    state.forEach((c, i) => {
      if (seenAt[i] === null && (c.shown || c.pill > (pillsBefore[i] ?? 0))) seenAt[i] = Date.now() - t0;
    });
    await page.waitForTimeout(50);
  }
  const times = seenAt.map((s) => s ?? Infinity);
  return { within1s: times.filter((t) => t <= 1000).length, maxMs: Math.max(...times) };
}

const DECK_TEXT = (i: number) => `deck mock note ${i}: every column gets this one (alice is followed, listed, and "mock" hits the antenna)`;

/** The app's deck with six columns on one page; null when this build has no deck. */
async function openDeck(browser: Browser, mock: MockHandle, seeded: Record<string, string>): Promise<{ page: Page; cdp: CDPSession } | null> {
  const state = withDeck(await signedInState(browser, mock.url), [
    ...['home', 'local', 'social', 'global'].map((tl) => ({ id: tl, type: 'timeline' as const, tl })),
    { id: 'list', type: 'list', listId: seeded['list.carolFriends']! },
    { id: 'antenna', type: 'antenna', antennaId: seeded['antenna.carolMock']! },
  ]);
  const context = await benchContext(browser, mock.url, state);
  await context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 2000, height: 900 });
  try {
    await page.goto('/');
    await page.locator('[data-layout="deck"]').waitFor();
    for (const id of ['home', 'local', 'social', 'global', 'list', 'antenna']) await page.locator(`[data-deck-column="${id}"] [role="feed"] article`).first().waitFor();
    return { page, cdp: await cdpOf(page) };
  } catch {
    await context.close();
    return null;
  }
}

async function runAppDeck(deck: { page: Page; cdp: CDPSession }, mock: MockHandle, seconds: number, perSecond: number): Promise<DeckResult> {
  const { page, cdp } = deck;
  try {
    await page.waitForTimeout(2000);
    const start = await heapAfterGc(cdp);
    await page.evaluate(`window.__bench.startFrames()`);
    const load = await liveLoad((body) => mock.control('post', body), { perSecond, seconds, users: ['alice'], text: DECK_TEXT });
    await page.waitForTimeout(2000);
    const { deltas } = await page.evaluate<{ deltas: number[] }>(`window.__bench.stopFrames()`);
    const end = await heapAfterGc(cdp);
    const articles = await page.evaluate<number>(`document.querySelectorAll('[role="feed"] article').length`);
    const growth = (end - start) / 2 ** 20;
    const last = `deck mock note ${load.posted - 1}:`;
    const upToDate = await page.evaluate<number>(`[...document.querySelectorAll('[data-deck-column]')].filter((c) => c.textContent.includes(${JSON.stringify(last)})).length`);
    const fresh = await freshness(page, mock);
    return {
      fresh,
      mode: 'deck',
      seconds,
      perSecond,
      posted: load.posted,
      columns: [{ name: 'deck (6 columns, one page)', heapStartMiB: start / 2 ** 20, heapEndMiB: end / 2 ** 20, growthMiB: growth, articles, droppedPct: frameStats(deltas).droppedPct }],
      totalGrowthMiB: growth,
      maxGrowthMiB: growth,
      upToDate,
    };
  } finally {
    await page.context().close();
  }
}

export async function runDeck(browser: Browser, mock: MockHandle, seconds: number, perSecond: number): Promise<DeckResult> {
  await mock.control('reset');
  const seeded = await mock.control<Record<string, string>>('seeded');
  const deck = await openDeck(browser, mock, seeded);
  if (deck) return runAppDeck(deck, mock, seconds, perSecond);
  const states = new Map<string, StorageState>();
  for (const tab of ['Home', 'Local', 'Social', 'Global']) states.set(tab, await signedInState(browser, mock.url, tab));
  const columns: Array<{ name: string; state: StorageState; path: string }> = [
    ...[...states].map(([name, state]) => ({ name: name.toLowerCase(), state, path: '/' })),
    { name: 'list', state: states.get('Home')!, path: `/timeline/list/${seeded['list.carolFriends']}` },
    { name: 'antenna', state: states.get('Home')!, path: `/timeline/antenna/${seeded['antenna.carolMock']}` },
  ];
  const open: Array<{ name: string; page: Page; cdp: CDPSession; start: number }> = [];
  try {
    for (const c of columns) {
      const context = await benchContext(browser, mock.url, c.state);
      const page = await context.newPage();
      await page.goto(c.path);
      await waitForFirstNote(page);
      open.push({ name: c.name, page, cdp: await cdpOf(page), start: 0 });
    }
    await open[0]!.page.waitForTimeout(2000);
    for (const o of open) {
      o.start = await heapAfterGc(o.cdp);
      await o.page.evaluate(`window.__bench.startFrames()`);
    }
    const load = await liveLoad((body) => mock.control('post', body), { perSecond, seconds, users: ['alice'], text: DECK_TEXT });
    await open[0]!.page.waitForTimeout(2000);
    const out: DeckResult['columns'] = [];
    let upToDate = 0;
    for (const o of open) {
      const { deltas } = await o.page.evaluate<{ deltas: number[] }>(`window.__bench.stopFrames()`);
      const end = await heapAfterGc(o.cdp);
      const articles = await o.page.evaluate<number>(`document.querySelectorAll('[role="feed"] article').length`);
      if (await o.page.evaluate<boolean>(`document.body.textContent.includes(${JSON.stringify(`deck mock note ${load.posted - 1}:`)})`)) upToDate++;
      out.push({ name: o.name, heapStartMiB: o.start / 2 ** 20, heapEndMiB: end / 2 ** 20, growthMiB: (end - o.start) / 2 ** 20, articles, droppedPct: frameStats(deltas).droppedPct });
    }
    return {
      mode: 'six pages',
      seconds,
      perSecond,
      posted: load.posted,
      columns: out,
      totalGrowthMiB: out.reduce((s, c) => s + c.growthMiB, 0),
      maxGrowthMiB: Math.max(...out.map((c) => c.growthMiB)),
      upToDate,
    };
  } finally {
    for (const o of open) await o.page.context().close();
  }
}
