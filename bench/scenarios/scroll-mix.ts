/**
 * 3b: scrolling the real mix (issue #51). The mock's seeded home timeline as carol (every note
 * feature the seed has, in its proportions: counted from the server's answer and reported), the
 * production build, real input: the mouse wheel (120 px every 50 ms, 2,400 px/s) and a touch fling
 * (CDP Input.dispatchTouchEvent: a swipe let go at speed, the browser's fling after it;
 * Input.synthesizeScrollGesture with gestureSourceType touch did not scroll headless Chromium), at 1× and 4× CPU,
 * through `notes` notes with page fetches on the way; and the wheel on a six-column deck.
 * With BENCH_DIST_BASE=<dir> (a build before the fixes) a second mock serves that build and each
 * run is made on both builds, one after the other, so every figure has its before in the same run.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { cdpOf, signedInState, throttle, VIEWPORT, waitForFirstNote, type StorageState } from '../lib/browser';
import { withDeck } from '../lib/deck-state';
import { MIX_PROBE, NO_LATE_FRAMES_FOR_THE_APP, type MixRecording } from '../lib/mix-probe';
import { kindMix, kindsInLateFrames, loafCauses, longestRun, noteKinds, type CauseSplit, type KindLateness, type NoteLike } from '../lib/mix-stats';
import { captureRows, serveFloor, type CapturedRows } from '../lib/floor-page';
import { startMock, type MockHandle } from '../lib/mock-server';
import { PROBE_SCRIPT } from '../lib/probes';
import { frameStats } from '../lib/stats';

export type MixInput = 'wheel' | 'fling';
export type MixLayout = 'page' | 'deck';
/** `floor`: the candidate's rows with no app (bench/lib/floor-page.ts). */
export type MixBuild = 'candidate' | 'base' | 'floor';

export interface MixSample {
  build: MixBuild;
  input: MixInput;
  layout: MixLayout;
  cpu: number;
  p50: number;
  p95: number;
  droppedPct: number;
  frames: number;
  longTasks: number;
  longTaskMs: number;
  causes: CauseSplit;
  lateKinds: { kinds: KindLateness[]; lateFrames: number; lateWithRows: number };
  blankFrames: number;
  blankLongest: number;
  endFrames: number;
  maxNodes: number;
  maxArticles: number;
  notesReached: number;
  /** Rows that entered drawn as a sketch (the cheap stand-in while flinging), in percent. */
  sketchedPct: number;
  pageFetches: number;
  seconds: number;
  pxPerSecond: number;
  /** Main-thread CPU time during the run (thread ticks: not stretched by other work on the machine), ms. */
  work: MainThreadWork;
}

export interface MainThreadWork {
  thread: number;
  script: number;
  layout: number;
  style: number;
}

export interface MixConfig {
  notes: number;
  /** Runs of each (input, layout, cpu) per build. */
  runs: number;
  baseDist?: string;
  log?: (msg: string) => void;
}

export interface MixResult {
  notes: number;
  timelineNotes: number;
  mix: Array<[string, number]>;
  samples: MixSample[];
  hasBase: boolean;
}

const WHEEL_PX = 120;
const WHEEL_EVERY_MS = 50;
/** A swipe of 10 × 60 px at 60 Hz (3,600 px/s when let go), then the fling runs for 600 ms before the next. */
const FLING = { moves: 10, step: 60, pauseMs: 600 };
const DECK_VIEWPORT = { width: 2000, height: 900 };

/** carol's home timeline as the server has it (for the kinds of the notes the run passes). */
async function homeTimeline(mock: MockHandle, upTo: number): Promise<NoteLike[]> {
  const token = await mock.token('carol');
  const all: NoteLike[] = [];
  let untilId: string | undefined;
  while (all.length < upTo) {
    const page = await mock.api<NoteLike[]>('notes/timeline', { limit: 100, ...(untilId ? { untilId } : {}) }, token);
    if (!page.length) break;
    all.push(...page);
    untilId = page[page.length - 1]!.id;
  }
  return all;
}

interface Target {
  mock: MockHandle;
  state: StorageState;
  deckState: StorageState;
}

/** The main thread's CPU time so far and its script, layout and style parts (ms; Performance.enable with thread ticks). */
async function mainThreadWork(cdp: CDPSession): Promise<MainThreadWork> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => 1000 * (metrics.find((m) => m.name === name)?.value ?? 0);
  return { thread: get('ThreadTime'), script: get('ScriptDuration'), layout: get('LayoutDuration'), style: get('RecalcStyleDuration') };
}

async function targetFor(browser: Browser, mock: MockHandle): Promise<Target> {
  await mock.control('reset');
  const state = await signedInState(browser, mock.url);
  const seeded = await mock.control<Record<string, string>>('seeded');
  const deckState = withDeck(state, [
    ...['home', 'local', 'social', 'global'].map((tl) => ({ id: tl, type: 'timeline' as const, tl })),
    { id: 'list', type: 'list', listId: seeded['list.carolFriends']! },
    { id: 'antenna', type: 'antenna', antennaId: seeded['antenna.carolMock']! },
  ]);
  return { mock, state, deckState };
}

async function openPage(browser: Browser, t: Target, layout: MixLayout, input: MixInput, fullRows = process.env.BENCH_MIX_FULL_ROWS === '1'): Promise<{ context: BrowserContext; page: Page }> {
  // A fresh context has no saved reading position: the timeline opens at its top.
  const context = await browser.newContext({
    baseURL: t.mock.url,
    locale: 'en-US',
    viewport: layout === 'deck' ? DECK_VIEWPORT : VIEWPORT,
    hasTouch: input === 'fling',
    storageState: layout === 'deck' ? t.deckState : t.state,
  });
  await context.addInitScript(PROBE_SCRIPT);
  await context.addInitScript(MIX_PROBE);
  if (fullRows) await context.addInitScript(NO_LATE_FRAMES_FOR_THE_APP);
  return { context, page: await context.newPage() };
}

const FLOOR_PATH = '/__bench-floor';

/** The app's rows for the floor: carol's home timeline walked through once, every row drawn in full. */
async function captureFloor(browser: Browser, t: Target, notes: number, log: (m: string) => void): Promise<CapturedRows> {
  const { context, page } = await openPage(browser, t, 'page', 'wheel', true);
  try {
    await page.goto('/');
    await waitForFirstNote(page);
    await page.waitForTimeout(1500);
    return await captureRows(page, notes + 40, log);
  } finally {
    await context.close();
  }
}

/** One run: open, wait, throttle, scroll with real input until `notes` is reached (or 240 s), record. */
async function runOnce(browser: Browser, t: Target, build: MixBuild, input: MixInput, layout: MixLayout, cpu: number, notes: number, kindsOf: (id: string) => string[], floor?: CapturedRows): Promise<MixSample> {
  const { context, page } = await openPage(browser, t, layout, input);
  try {
    let pageFetches = 0;
    page.on('request', (r) => {
      if (/\/api\/(notes\/timeline|notes\/[a-z-]+-timeline|notes\/user-list-timeline|antennas\/notes)$/.test(r.url()) && r.method() === 'POST') pageFetches++;
    });
    const cdp = await cdpOf(page);
    const feedSel = layout === 'deck' ? '[data-deck-column] [role="feed"]' : '[role="feed"]';
    if (build === 'floor' && floor) {
      await serveFloor(context, t.mock.url + FLOOR_PATH, floor);
      await page.goto(FLOOR_PATH);
      await page.locator('[role="feed"] article').first().waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1500);
    } else {
      await page.goto('/');
      await waitForFirstNote(page);
      if (layout === 'deck') for (const id of ['home', 'local', 'social', 'global', 'list', 'antenna']) await page.locator(`[data-deck-column="${id}"] [role="feed"] article`).first().waitFor({ timeout: 20_000 });
      // A fresh context installs the service worker, which fetches and stores every static file: on a
      // reader's device that happens once, not while she scrolls. Wait for it (its install holds that).
      await Promise.race([page.evaluate('navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => true) : true'), page.waitForTimeout(20_000)]);
      await page.waitForTimeout(1500);
    }
    const box = await page.locator(layout === 'deck' ? '[data-deck-column="home"] [role="feed"]' : '[role="feed"]').first().boundingBox();
    const x = box ? box.x + box.width / 2 : 640;
    const y = (layout === 'deck' ? DECK_VIEWPORT : VIEWPORT).height / 2;
    await page.mouse.move(x, y);
    if (cpu > 1) await throttle(cdp, cpu);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
    const work0 = await mainThreadWork(cdp);
    await page.evaluate(`window.__mix.start(${JSON.stringify(feedSel)})`);
    pageFetches = 0;
    const t0 = Date.now();
    const limitMs = 240_000;
    let sentPx = 0;
    const reached = async () => ((await page.evaluate<{ maxPos: number } | null>('window.__mix.progress()'))?.maxPos ?? 0) >= notes;
    if (input === 'wheel') {
      // CDP directly, not page.mouse.wheel: that waits for each event's handling, which at 4× CPU
      // slowed the input to a quarter of the reader's pace. Events go at the reader's pace; at most
      // a second's worth waits unanswered.
      let inFlight = 0;
      for (let k = 0; Date.now() - t0 < limitMs; k++) {
        const wait = t0 + k * WHEEL_EVERY_MS - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (inFlight >= 20) continue;
        inFlight++;
        void cdp
          .send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY: WHEEL_PX })
          .catch(() => undefined)
          .finally(() => inFlight--);
        sentPx += WHEEL_PX;
        if (k % 20 === 19 && (await reached())) break;
      }
    } else {
      // A finger's swipe up (touch events at 60 Hz), let go at speed: the browser flings on. The
      // events are not awaited one by one (each answer waits for the page: at 4× CPU the finger
      // then moved at a tenth of its pace and let go too slowly to fling) and carry the times they
      // were meant for, which the browser's fling velocity is computed from.
      const startY = VIEWPORT.height - 100;
      const touch = (type: string, points: Array<{ x: number; y: number }>) =>
        void cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart', touchPoints: points, timestamp: Date.now() / 1000 }).catch(() => undefined);
      while (Date.now() - t0 < limitMs) {
        touch('touchStart', [{ x, y: startY }]);
        for (let i = 1; i <= FLING.moves; i++) {
          await new Promise((r) => setTimeout(r, 16));
          touch('touchMove', [{ x, y: startY - i * FLING.step }]);
        }
        touch('touchEnd', []);
        sentPx += FLING.moves * FLING.step;
        await new Promise((r) => setTimeout(r, FLING.pauseMs));
        if (await reached()) break;
      }
    }
    const seconds = (Date.now() - t0) / 1000;
    const rec = await page.evaluate<MixRecording>('window.__mix.stop()');
    const work1 = await mainThreadWork(cdp);
    if (cpu > 1) await throttle(cdp, 1);
    const f = frameStats(rec.deltas);
    return {
      build,
      input,
      layout,
      cpu,
      p50: f.p50,
      p95: f.p95,
      droppedPct: f.droppedPct,
      frames: f.frames,
      longTasks: rec.longTasks.length,
      longTaskMs: rec.longTasks.reduce((s, l) => s + l[1], 0),
      causes: loafCauses(rec.loaf),
      lateKinds: kindsInLateFrames(rec.deltas, rec.inserted, kindsOf),
      blankFrames: rec.blank.filter(Boolean).length,
      blankLongest: longestRun(rec.blank),
      endFrames: rec.end.filter(Boolean).length,
      maxNodes: rec.maxNodes,
      maxArticles: rec.maxArticles,
      notesReached: rec.maxPos,
      sketchedPct: (100 * rec.sketched) / Math.max(1, rec.entered),
      pageFetches,
      seconds,
      pxPerSecond: sentPx / seconds,
      // CPU throttling stretches the thread's own time: divided back, the figures of 1× and 4× compare.
      work: { thread: (work1.thread - work0.thread) / cpu, script: (work1.script - work0.script) / cpu, layout: (work1.layout - work0.layout) / cpu, style: (work1.style - work0.style) / cpu },
    };
  } finally {
    await context.close();
  }
}

export async function runScrollMix(browser: Browser, mock: MockHandle, cfg: MixConfig): Promise<MixResult> {
  const log = cfg.log ?? (() => {});
  const candidate = await targetFor(browser, mock);
  const baseMock = cfg.baseDist ? await startMock(cfg.baseDist, 4460) : null;
  try {
    const base = baseMock ? await targetFor(browser, baseMock) : null;
    const timeline = await homeTimeline(mock, cfg.notes + 200);
    const kinds = new Map(timeline.map((n) => [n.id, noteKinds(n)]));
    const kindsOf = (id: string) => kinds.get(id) ?? ['(not in home)'];
    const samples: MixSample[] = [];
    // BENCH_MIX_FLOOR=0: no floor runs (they need a walk through the timeline first, about a minute).
    const floor = process.env.BENCH_MIX_FLOOR === '0' ? undefined : await captureFloor(browser, candidate, cfg.notes, log);
    const plan: Array<[MixInput, MixLayout, number]> = [
      ['wheel', 'page', 1],
      ['wheel', 'page', 4],
      ['fling', 'page', 1],
      ['fling', 'page', 4],
      ['wheel', 'deck', 4],
    ];
    // BENCH_MIX_RUNS=wheel-page-4,fling-page-4: some of the plan only.
    const only = process.env.BENCH_MIX_RUNS ? new Set(process.env.BENCH_MIX_RUNS.split(',')) : null;
    for (const [input, layout, cpu] of plan.filter(([i, l, c]) => !only || only.has(`${i}-${l}-${c}`))) {
      for (let i = 0; i < cfg.runs; i++) {
        // Interleaved: base then candidate, then (next run) candidate then base.
        const order: Array<[MixBuild, Target]> = [['candidate', candidate]];
        if (base) order[i % 2 === 0 ? 'unshift' : 'push'](['base', base]);
        if (floor && layout === 'page') order.push(['floor', candidate]);
        for (const [build, t] of order) {
          const s = await runOnce(browser, t, build, input, layout, cpu, cfg.notes, kindsOf, floor);
          log(`scroll-mix ${build} ${input} ${layout} ${cpu}×: main-thread CPU ${((100 * s.work.thread) / Math.max(1, s.notesReached)).toFixed(0)} ms per 100 notes (script ${((100 * s.work.script) / Math.max(1, s.notesReached)).toFixed(0)}), p95 ${s.p95.toFixed(1)} ms, ${s.droppedPct.toFixed(1)} % > 25 ms, blank ${s.blankFrames} (longest ${s.blankLongest}), ${s.sketchedPct.toFixed(0)} % rows sketched, ${s.notesReached} notes, ${s.pageFetches} fetches, ${s.seconds.toFixed(0)} s`);
          samples.push(s);
        }
      }
    }
    return { notes: cfg.notes, timelineNotes: timeline.length, mix: kindMix(timeline.slice(0, cfg.notes)), samples, hasBase: !!base };
  } finally {
    await baseMock?.stop();
  }
}
