/** Chromium for the bench: launch, a signed-in storage state for carol, CDP helpers. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { PROBE_SCRIPT } from './probes';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

export const VIEWPORT = { width: 1280, height: 800 };

/** Opens the app signed out, then its sign-in dialog with carol's name and password typed in (not sent). */
export async function openSignInFilled(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('carol');
  await dialog.locator('input[name="password"]').fill('password');
  return dialog;
}

/**
 * Signs carol in through the sign-in dialog and picks a timeline tab, then returns the storage
 * (localStorage and IndexedDB, where the app keeps the account and the `tl` setting).
 */
export async function signedInState(browser: Browser, url: string, tab = 'Home'): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: url, locale: 'en-US', viewport: VIEWPORT });
  await context.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
  const page = await context.newPage();
  const dialog = await openSignInFilled(page);
  await dialog.locator('button[type="submit"]').click();
  await page.locator('[data-layout="universal"]').waitFor();
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('[role="feed"] article').first().waitFor();
  await page.waitForTimeout(800); // let the settings write reach IndexedDB
  const state = withoutSavedQueryCache(await context.storageState({ indexedDB: true }));
  await context.close();
  return state;
}

/**
 * The state without the Query cache, start snapshot and request plan the app saved while signing
 * in: a "cold" visit must start with no server data on the device (the warm visit then reads what
 * the cold one saved).
 */
export function withoutSavedQueryCache(state: StorageState): StorageState {
  type Stored = { key?: unknown; value?: { key?: unknown } };
  type Db = { stores: Array<{ name: string; records: Stored[] }> };
  const origins = (state.origins as Array<(typeof state.origins)[number] & { indexedDB?: Db[] }>).map((o) => ({
    ...o,
    // Nor the start snapshot and request plan (src/app/early): a cold visit starts from nothing.
    localStorage: o.localStorage.filter((e) => e.name !== 'startSnapshot' && e.name !== 'earlyPlan'),
    ...(o.indexedDB && {
      indexedDB: o.indexedDB.map((db) => ({
        ...db,
        stores: db.stores.map((st) => (st.name === 'kv' ? { ...st, records: st.records.filter((r) => !String(r.key ?? r.value?.key ?? '').startsWith('queryCache:')) } : st)),
      })),
    }),
  }));
  return { ...state, origins };
}

/** A context for carol from the saved state, with the bench probes installed. */
export async function benchContext(browser: Browser, url: string, state: StorageState | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, locale: 'en-US', viewport: VIEWPORT, ...(state ? { storageState: state } : {}) });
  await context.addInitScript(PROBE_SCRIPT);
  return context;
}

export async function cdpOf(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** JS heap in use after a full garbage collection (bytes). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export async function heapNow(cdp: CDPSession): Promise<number> {
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Main-thread busy time so far (seconds), from CDP Performance metrics. */
export async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/**
 * Polls a page-side expression until it is truthy (page.evaluate of a string is not subject to the
 * app's CSP; waitForFunction with a string would need eval).
 */
export async function pollUntil<T>(page: Page, expression: string, timeoutMs = 30_000, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await page.evaluate<T>(expression);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface FirstNoteTimes {
  /** Any note on screen (the early script's picture counts), entered the page / painted (ms). */
  inserted: number;
  painted: number;
  /** The app's own first note (#app), painted. */
  live: number;
  /** The first note a reader can act on (the app's, with its reaction button enabled), entered / painted. */
  usableInserted: number;
  usable: number;
}

/**
 * The first-note times of a page with the probes installed. With `usable`, also waits for the first
 * usable note (the load scenario); without it (a page whose notes have no buttons, such as the bare
 * baseline, or a scenario that only needs the page up) the usable times are the first note's.
 */
export async function waitForFirstNote(page: Page, timeoutMs = 30_000, usable = false): Promise<FirstNoteTimes> {
  const actionable = usable;
  const b = 'window.__bench';
  const t = await pollUntil<FirstNoteTimes>(
    page,
    `${b} && ${b}.firstNotePainted !== null && ${b}.liveNotePainted !== null && (${!actionable} || ${b}.usableNotePainted !== null) && { inserted: ${b}.firstNoteInserted, painted: ${b}.firstNotePainted, live: ${b}.liveNotePainted, usableInserted: ${b}.usableNoteInserted, usable: ${b}.usableNotePainted }`,
    timeoutMs,
  );
  return actionable ? t : { ...t, usableInserted: t.inserted, usable: t.painted };
}

/**
 * `work`, or an error once `ms` have passed. A page whose main thread stopped (no frame for
 * minutes) never answers an evaluate; the error then says where its script was, read by pausing it.
 */
export async function withWatchdog<T>(cdp: CDPSession, work: Promise<T>, ms: number, what: string, progressExpression?: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((r) => (timer = setTimeout(() => r('expired'), ms)));
  const first = await Promise.race([work, expired]);
  clearTimeout(timer);
  if (first !== 'expired') return first;
  const progress = progressExpression ? `; progress ${await pageValue(cdp, progressExpression)}` : '';
  throw new Error(`${what}: no answer from the page in ${Math.round(ms / 1000)} s${progress}; ${await pausedStack(cdp)}`);
}

/** A page expression's value as JSON, or why it could not be read (a busy page may not answer). */
async function pageValue(cdp: CDPSession, expression: string): Promise<string> {
  const answer = cdp.send('Runtime.evaluate', { expression: `JSON.stringify(${expression})`, returnByValue: true });
  const result = await Promise.race([answer.catch((e: unknown) => String(e)), new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
  if (result === null) return '(no answer in 15 s)';
  return typeof result === 'string' ? result : String(result.result?.value);
}

/** Where the page's script is now (pauses it), as a short stack, or why it could not be read. */
async function pausedStack(cdp: CDPSession): Promise<string> {
  const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
  try {
    // The debugger is enabled on the page's main thread: a thread that never frees answers nothing.
    if ((await within(cdp.send('Debugger.enable'), 15_000)) === null) return 'its main thread answers nothing (a loop in script, layout or paint)';
    type Frame = { functionName: string; url: string; location: { lineNumber: number; columnNumber?: number } };
    const paused = new Promise<{ callFrames: Frame[] }>((r) => cdp.once('Debugger.paused', r));
    await cdp.send('Debugger.pause');
    const ev = await within(paused, 15_000);
    if (!ev) return 'the page ran no script in 15 s';
    return `stack: ${ev.callFrames
      .slice(0, 12)
      .map((f) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`)
      .join(' < ')}`;
  } catch (e) {
    return `stack unavailable (${e instanceof Error ? e.message : String(e)})`;
  }
}

/** Opens the home timeline and waits for its first note and a connected stream. */
export async function openConnectedHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForFirstNote(page);
  await page.locator('[data-stream-state="connected"]').waitFor({ state: 'attached' });
}
