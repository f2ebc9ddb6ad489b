/** Shared fixtures for the reliability suite: carol signed in once per worker, faults, "not blank". */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '../test';
import { PASSWORD } from '../helpers';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs carol in through the dialog, picks the Home tab, and keeps localStorage + IndexedDB. */
async function signInState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
  const page = await context.newPage();
  await page.request.post('/__mock/reset');
  await page.goto('/');
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('carol');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-layout]')).toBeVisible();
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await page.waitForTimeout(800); // the tab setting reaches IndexedDB
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return withoutSavedQueryCache(state);
}

/**
 * These tests are about a cold load under faults: the saved Query cache (the warm start, covered by
 * perf.spec.ts) would paint the old timeline before any request and hide the loading and error states.
 */
function withoutSavedQueryCache(state: StorageState): StorageState {
  type Rec = { key?: unknown; value?: { key?: unknown } };
  type Origin = StorageState['origins'][number] & { indexedDB?: Array<{ stores: Array<{ records: Rec[] }> }> };
  const saved = (r: Rec) => [r.key, r.value?.key].some((k) => typeof k === 'string' && k.startsWith('queryCache:'));
  return {
    ...state,
    origins: (state.origins as Origin[]).map((o) => ({
      ...o,
      // Nor the start snapshot and request plan (src/app/early) of that sign-in.
      localStorage: o.localStorage.filter((e) => e.name !== 'startSnapshot' && e.name !== 'earlyPlan'),
      ...(o.indexedDB
        ? { indexedDB: o.indexedDB.map((db) => ({ ...db, stores: db.stores.map((store) => ({ ...store, records: store.records.filter((r) => !saved(r)) })) })) }
        : {}),
    })),
  };
}

/** `page` is carol's, signed in, home timeline chosen; the mock is reset before each test. */
export const test = base.extend<{ resetBefore: void }, { carolState: StorageState }>({
  carolState: [
    async ({ browser, mockURL }, provide) => {
      await provide(await signInState(browser, mockURL));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ carolState }, provide) => provide(carolState),
  resetBefore: [
    async ({ page }, provide) => {
      await page.request.post('/__mock/reset');
      await provide();
      await page.request.post('/__mock/fault', { data: { endpoint: '*', mode: 'off' } });
    },
    { auto: true },
  ],
});
export { expect };

export type FaultMode = 'latency' | '500' | '429' | 'malformed' | 'refuse' | 'off';

export async function fault(page: Page, endpoint: string, mode: FaultMode, extra: { ms?: number; count?: number } = {}): Promise<void> {
  const res = await page.request.post('/__mock/fault', { data: { endpoint, mode, ...extra } });
  expect(res.ok()).toBeTruthy();
}

/**
 * The screen is never blank: the app's layout (or the load-error screen) is visible, and it shows
 * content, a loading state or an error — some visible text beyond the chrome.
 */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.locator('[data-layout], main.load-error').first()).toBeVisible();
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { message: 'visible text on the page' }).toBeGreaterThan(20);
  // Nothing left covering the screen: the splash is gone.
  await expect(page.locator('#splash')).toHaveCount(0);
}

/** An error the user can see: an alert (inline or toast). */
export function visibleError(page: Page) {
  return page.locator('[role="alert"]').first();
}

/** Closes every toast (the user can; they would otherwise sit over the top of the page). */
export async function dismissToasts(page: Page): Promise<void> {
  // Behind an open modal dialog the page is inert: the toasts cannot be reached (nor do they cover anything).
  if ((await page.locator('dialog[open]').count()) > 0) return;
  const close = page.locator('[role="region"] li button');
  for (let n = await close.count(); n > 0; n = await close.count()) await close.first().click();
}

/** True when a click at the centre of the element would reach it (nothing painted over it). */
export async function isClickable(page: Page, selectorHandle: ReturnType<Page['locator']>): Promise<boolean> {
  return selectorHandle.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

/** The error log page lists an entry for this endpoint (the log is kept in IndexedDB). */
export async function expectLogged(page: Page, endpoint: string, status?: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.goto('/errorlog');
  const entry = page.locator('[data-page="errorlog"] li', { hasText: endpoint });
  await expect(entry.first()).toBeVisible();
  if (status) await expect(page.locator('[data-page="errorlog"] li', { hasText: endpoint }).filter({ hasText: status }).first()).toBeVisible();
}

export async function tokenOf(page: Page, username: string): Promise<string> {
  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; token: string }>;
  return tokens.find((t) => t.username === username)!.token;
}

export async function api<T>(page: Page, username: string, endpoint: string, params: Record<string, unknown> = {}): Promise<{ status: number; body: T }> {
  const res = await page.request.post(`/api/${endpoint}`, { data: { ...params, i: await tokenOf(page, username) } });
  return { status: res.status(), body: (res.status() === 204 ? undefined : await res.json().catch(() => undefined)) as T };
}

export async function mockPost(page: Page, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/__mock/post', { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

/** The timeline's notes (the early script's picture of the first page, inert, is not the timeline). */
export const feedArticles = (page: Page) => page.locator('[role="feed"] article:not(#start-snapshot *)');
