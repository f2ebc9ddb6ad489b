/**
 * Storage that fails cannot trap the user (issue 52, defect 1): with localStorage refusing every
 * write, or IndexedDB refusing to open, signing in, using the app and signing out work, the app
 * says plainly that this browser keeps nothing, and a start reloads the page at most once (the
 * defect: 83 reloads and 83 `i` calls in 30 s).
 */
import { carolOnServerOrigin } from '../auth-session';
import { openSignInDialog, PASSWORD, resetMock } from '../helpers';
import { expect, test, type Page } from '../test';

/** Every Storage write throws (a full quota, or site data blocked), in every document of the tab. */
async function refuseLocalStorageWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/** `indexedDB.open` fails for every database. */
async function refuseIndexedDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException('IndexedDB is blocked', 'InvalidStateError');
    };
  });
}

/** Site data blocked altogether: touching localStorage or sessionStorage throws, IndexedDB fails, cookies are dropped. */
async function blockSiteData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
    IDBFactory.prototype.open = function open() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
  });
}

/** Counts the page's document loads and `i` requests. */
function countStarts(page: Page): { navigations: number; iCalls: number } {
  const counts = { navigations: 0, iCalls: 0 };
  page.on('domcontentloaded', () => counts.navigations++);
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/i') counts.iCalls++;
  });
  return counts;
}

async function signInWithDialog(page: Page, username: string): Promise<void> {
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  // The language, stored before the writes are refused (the refusal is added after this script).
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

const inMemoryNotice = /This browser refuses to store data for this site/;

test('with localStorage refusing writes, sign-in works for the tab and says so; a reload signs in from the cookie once, without looping; sign-out works', async ({ page }) => {
  await refuseLocalStorageWrites(page);
  const counts = countStarts(page);
  await page.goto('/');
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await signInWithDialog(page, 'carol');
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.getByText(inMemoryNotice)).toBeVisible();
  // A reload finds no stored account but the token cookie: it signs in from memory, without navigating again.
  const before = { ...counts };
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  await expect(page.getByText(inMemoryNotice)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(counts.navigations - before.navigations).toBe(1);
  // The cookie's sign-in and the start's own `i` (the defect made one per reload, endlessly).
  expect(counts.iCalls - before.iCalls).toBeLessThanOrEqual(2);
  // Sign-out leaves for the welcome page and stays there.
  await page.getByRole('button', { name: '@carol' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
});

test('with IndexedDB refusing to open, sign-in, a reload and the timeline work', async ({ page }) => {
  await refuseIndexedDb(page);
  const counts = countStarts(page);
  await page.goto('/');
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await signInWithDialog(page, 'carol');
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counts.navigations).toBe(2);
  expect(counts.iCalls).toBeLessThanOrEqual(3);
});

test('with all site data blocked, the welcome page, sign-in for the tab and a reload (signed out, no loop) work', async ({ page }) => {
  await blockSiteData(page);
  const counts = countStarts(page);
  await page.goto('/');
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await signInWithDialog(page, 'carol');
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counts.navigations).toBe(2);
});

/** The app at the other origin (the same mock, as localhost), as in auth.spec.ts. */
const appOrigin = (mockURL: string) => mockURL.replace('127.0.0.1', 'localhost');

/** Asks, on the app, to sign in on the mock's own origin (another server). */
async function startSignInOn(page: Page, server: string): Promise<void> {
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="server"]').fill(server);
  const go = dialog.locator('[data-action="remote-signin"]');
  await expect(go).toBeEnabled();
  await go.click();
}

test('signing in on another server while localStorage refuses writes: the page follows the account without a reload and says so; without sessionStorage the dialog says so before leaving', async ({ page, mockURL }) => {
  const app = appOrigin(mockURL);
  await carolOnServerOrigin(page, mockURL);
  // Only the app's localStorage refuses (its sessionStorage keeps the pending sign-in; the server's page stores as usual).
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function guarded(this: Storage, key: string, value: string) {
      if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  }, app);
  const counts = countStarts(page);
  await page.goto(`${app}/`);
  await startSignInOn(page, mockURL);
  await page.waitForURL(/\/miauth\/[0-9a-f-]{36}\?/);
  await page.locator('[data-page="approve"] [data-action="accept"]').click();
  // Back on the app: signed in on the other server, in place (the defect: a reload, then the welcome page).
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(app);
  await expect(page.getByText(inMemoryNotice)).toBeVisible();
  await expect(page.getByRole('button', { name: '@carol' })).toBeVisible();
  await page.waitForTimeout(1000);
  // The app, the server's approval page, the callback: no reload after it.
  expect(counts.navigations).toBe(3);

  // Site data blocked in this tab's sessionStorage too: the pending sign-in could not be kept, so the page does not leave.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(`${app}/`);
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await startSignInOn(page, mockURL);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(`This browser refuses to store data for this site, so a sign-in on ${new URL(mockURL).host} could not come back to this page. Allow this site to store data, or sign in with an access token.`);
  expect(new URL(page.url()).origin).toBe(app);
});
