/**
 * A start is never stuck (issue 49): with the server refusing connections, answering 502 or not
 * answering, and offline, every start reaches within 15 s the saved timeline, the welcome page or
 * the page-load error screen with its reload button; the splash lists its progress after 7 s and
 * shows the long-load image after 10 s. And the server-disconnected setting: "nothing" stays quiet
 * while the stream cannot come back, "dialog" asks, "reload" waits for the network when offline.
 */
import { carolOnServerOrigin } from './auth-session';
import { resetMock, signInAs } from './helpers';
import { mockPost } from './mock-api';
import { expect, test, type Page } from './test';

const USABLE = 15_000;

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

/**
 * The server drops the stream's socket while the network is gone. A socket that was still opening
 * when the drop came (the stream reconnecting after a setting changed) is not in the server's list
 * yet and opens after it: the drop is repeated until the page has no open stream.
 */
async function dropSockets(page: Page): Promise<void> {
  await expect(async () => {
    await page.request.post('/__mock/drop-sockets');
    await expect(page.locator('[data-stream-state="connected"]')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const errorScreen = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Failed to load the page' }) });

test.describe('no service worker', () => {
  // The worker would answer the build files out of reach of page.route; these starts are first visits.
  test.use({ serviceWorkers: 'block' });

  test('a signed-out start with the server refusing connections shows the error screen, and the welcome page once the server is back', async ({ page }) => {
    await page.route(/\/api\//, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const screen = errorScreen(page);
    await expect(screen).toBeVisible({ timeout: USABLE });
    await expect(screen).toContainText('The server is not responding');
    await expect(screen).toContainText('Client version: 20230513+461d00 / Server version: ?');
    await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    // The server answers again: the screen notices it by itself and the welcome page follows.
    await page.unroute(/\/api\//);
    await expect(page.getByRole('heading', { name: /Mock Instance/ }).first()).toBeVisible({ timeout: 10_000 });
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('a signed-out start whose meta never answers lists its progress after 7 s, shows the long-load image, then the error screen', async ({ page }) => {
    test.setTimeout(30_000);
    await page.route(/\/api\/meta$/, () => new Promise(() => {}));
    const started = Date.now();
    await page.goto('/', { waitUntil: 'commit' });
    const progress = page.locator('#splash-progress li');
    await expect(progress.first()).toBeVisible({ timeout: 9_000 });
    expect(Date.now() - started).toBeGreaterThan(6_500);
    // The step the start waits for is shown under way, not done.
    await expect(progress.filter({ hasText: 'Fetching server information' })).toHaveText('… Fetching server information');
    await expect(progress.filter({ hasText: 'Preparing the screen' })).toHaveText('✓ Preparing the screen');
    await expect(page.getByRole('img', { name: 'This is taking longer than usual…' })).toBeVisible({ timeout: 5_000 });
    await expect(errorScreen(page)).toBeVisible({ timeout: USABLE - (Date.now() - started) });
    await expect(errorScreen(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('a visitor whose server stops answering gets the welcome page from what was kept of it, without waiting', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-page="welcome"]')).toBeVisible();
    // The server's meta is kept for the next start (in IndexedDB, once the page has painted).
    const kept = () =>
      page.evaluate(async () => {
        // Never create the database here (nor keep it open): the app's own open must not be blocked.
        if (!(await indexedDB.databases()).some((d) => d.name === 'misskey-client')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('misskey-client');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kv')) {
              db.close();
              return resolve(false);
            }
            const keys = db.transaction('kv').objectStore('kv').getAllKeys();
            keys.onsuccess = () => {
              db.close();
              resolve(keys.result.some((k) => String(k).startsWith('instance:')));
            };
            keys.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        });
      });
    await expect.poll(kept, { timeout: 10_000 }).toBe(true);
    await page.route(/\/api\/meta$/, () => new Promise(() => {}));
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('[data-page="welcome"]')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('a signed-in start whose `i` answers 502 is not stuck: the timeline, and the failure said', async ({ page, mockURL }) => {
    await mockPost(page, { username: 'alice', text: 'Still readable while i fails' });
    await carolOnServerOrigin(page, mockURL);
    await page.route(/\/api\/i$/, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
    await page.goto('/');
    await expect(page.locator('[role="feed"] article').filter({ hasText: 'Still readable while i fails' })).toBeVisible({ timeout: USABLE });
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('dialog').filter({ hasText: 'Could not fetch account information' })).toBeVisible();
  });
});

test('offline, a signed-in start shows the saved timeline; back online, a note posted meanwhile arrives without a reload', async ({ page, context, mockURL }) => {
  test.setTimeout(60_000);
  await mockPost(page, { username: 'alice', text: 'Saved before going offline' });
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  const feed = page.locator('#main-content [role="feed"]');
  await expect(feed.locator('article').filter({ hasText: 'Saved before going offline' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('shell-'));
      return name ? (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/assets/')).length : 0;
    }), { timeout: 10_000 })
    .toBeGreaterThan(3);
  await page.waitForTimeout(1_500); // the query cache is saved a little after it changes
  await context.setOffline(true);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#app [role="feed"] article').filter({ hasText: 'Saved before going offline' })).toBeVisible({ timeout: USABLE });
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(errorScreen(page)).toHaveCount(0);
  await expect(page.locator('[data-offline]')).toBeVisible();
  // Nothing is wrong with her account: no "could not fetch account information" while offline.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await mockPost(page, { username: 'alice', text: 'Posted while carol was offline' });
  await context.setOffline(false);
  await expect(page.locator('#app [role="feed"] article').filter({ hasText: 'Posted while carol was offline' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('server disconnected: "nothing" stays quiet while the stream cannot come back, "dialog" asks to reload, "reload" waits for the network', async ({ page, context }) => {
  test.setTimeout(45_000);
  await signInAs(page, 'carol');
  await page.goto('/settings/behavior');
  const behaviour = page.getByLabel('When the server connection is lost');
  await behaviour.selectOption({ label: 'Do nothing' });
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The network goes away (no new connection can open) and the server drops the socket.
  await context.setOffline(true);
  await dropSockets(page);
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Back online the stream reconnects by itself; then "dialog", and the next drop asks.
  await context.setOffline(false);
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
  await behaviour.selectOption({ label: 'Tell me in a dialog' });
  await context.setOffline(true);
  await dropSockets(page);
  const dialog = page.getByRole('dialog').filter({ hasText: 'The connection to the server was lost' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // "reload" with the browser offline keeps the readable page until the network is back, then reloads.
  await context.setOffline(false);
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
  await behaviour.selectOption({ label: 'Reload automatically' });
  await context.setOffline(true);
  await dropSockets(page);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await context.setOffline(false);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
});
