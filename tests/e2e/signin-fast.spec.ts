/**
 * Signing in from the signed-out state happens in place (no document reload), the new account's
 * timeline, reactions and stream work at once; a login-only address asked for while signed out is
 * where sign-in lands (MiAuth on another server included); the account menu's "add account" offers
 * sign-in and sign-up; the toast of a post sent later replaces its failure toast.
 */
import { carolOnServerOrigin } from './auth-session';
import { openSignInDialog, PASSWORD, resetMock, signInAs, withLanguage } from './helpers';
import { expect, test, type Page } from './test';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/**
 * Times, in the page, Enter in the sign-in dialog → the first note of the signed-in layout whose
 * reaction button is there and enabled (read with `signInTiming`).
 */
async function armSignInTiming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { enter: 0, usable: 0 };
    (window as unknown as { __signInTiming: typeof probe }).__signInTiming = probe;
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !probe.enter) probe.enter = performance.now();
    }, true);
    const check = () => {
      const button = document.querySelector<HTMLButtonElement>('[data-layout="universal"] [role="feed"] article [data-note-action="react"]');
      if (!probe.enter || probe.usable || !button || button.disabled) return;
      probe.usable = performance.now();
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  });
}

async function signInTiming(page: Page): Promise<number> {
  const probe = await page.evaluate(() => (window as unknown as { __signInTiming: { enter: number; usable: number } }).__signInTiming);
  return Math.round(probe.usable - probe.enter);
}

/** Fills the dialog with `username` and the seeded password and presses Enter. */
async function submitSignIn(page: Page, username: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('input[name="password"]').press('Enter');
}

test('signing in through the dialog switches in place: no reload, carol’s timeline with working reactions, live notes', async ({ page }) => {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  // Another tab of the client, signed out too: it is told and follows.
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.locator('[data-layout="visitor"]')).toBeVisible();
  await page.goto('/');
  await openSignInDialog(page);
  await page.evaluate(() => ((window as unknown as { __beforeSignIn: string }).__beforeSignIn = 'still here'));
  const loadsBefore = loads.length;

  await armSignInTiming(page);
  await submitSignIn(page, 'carol');
  const firstNote = page.locator('[role="feed"] article').first();
  await expect(firstNote.locator('[data-note-action="react"]')).toBeEnabled();
  await expect.poll(() => signInTiming(page)).toBeGreaterThan(0);
  console.log(`sign-in to first usable note: ${await signInTiming(page)} ms`);

  // The same document: the marker survived and no page load happened.
  expect(await page.evaluate(() => (window as unknown as { __beforeSignIn?: string }).__beforeSignIn)).toBe('still here');
  expect(loads.length).toBe(loadsBefore);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { username: string } | null);
  expect(stored?.username).toBe('carol');
  await expect(other.locator('[data-layout="universal"]')).toBeVisible();
  await other.close();

  // Carol's home timeline (alice and bob, whom she follows), and a reaction reaches the server.
  await page.getByRole('tab', { name: 'Home' }).click();
  const article = page.locator('[role="feed"] article').first();
  await expect(article).toBeVisible();
  await article.locator('[data-note-action="react"]').click();
  await page.getByRole('dialog', { name: 'React' }).getByRole('button', { name: '👍' }).click();
  await expect(article.locator('button[data-reaction="👍"]')).toHaveAttribute('aria-pressed', 'true');

  // The stream is carol's now: a note by bob appears on her home timeline.
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  const text = `bob after carol's sign-in ${Date.now()}`;
  const res = await page.request.post('/__mock/post', { data: { username: 'bob', text } });
  expect(res.ok()).toBeTruthy();
  await expect(page.locator('[role="feed"] article', { hasText: text })).toBeVisible({ timeout: 3000 });
});

test('a login-only address opened signed out is where sign-in lands', async ({ page }) => {
  await page.goto('/my/notifications');
  // Sent to the welcome page with the address kept, and the sign-in dialog opens by itself.
  await expect(page).toHaveURL(/\/\?redirect=%2Fmy%2Fnotifications$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sign in to open this page.')).toBeVisible();
  await submitSignIn(page, 'carol');
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(page.locator('[data-layout="universal"] [data-page="notifications"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('another site’s address in ?redirect= is ignored', async ({ page, mockURL }) => {
  await page.goto('/?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openSignInDialog(page);
  await submitSignIn(page, 'carol');
  await expect(page.locator('[data-layout="universal"] [role="feed"] article').first()).toBeVisible();
  const at = new URL(page.url());
  expect(at.origin).toBe(mockURL);
  expect(at.pathname).toBe('/');
});

test('"add account" in the account menu offers signing in and creating an account', async ({ page }) => {
  await signInAs(page, 'carol');
  const menuButton = page.locator('[data-action="account-menu"]').first();
  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByText('Add account')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign in to an existing account' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add account' })).toBeVisible();
  await expect(page.getByRole('dialog').locator('input[name="username"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await menuButton.click();
  await menu.getByRole('menuitem', { name: 'Create a new account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
});

test('a post kept after a failure and sent later: "posted" replaces the failure toast', async ({ page }) => {
  await signInAs(page, 'carol');
  const fault = async (mode: string) => expect((await page.request.post('/__mock/fault', { data: { endpoint: 'notes/create', mode } })).ok()).toBeTruthy();
  await fault('500');
  await page.locator('body').press('n');
  const form = page.getByRole('dialog').last();
  await form.locator('textarea').first().fill(`kept and sent later ${Date.now()}`);
  await form.locator('button[type="submit"]').last().click();
  const toasts = page.locator('[data-toaster] li');
  await expect(toasts.filter({ hasText: 'will be posted when the server responds' })).toBeVisible({ timeout: 10_000 });
  await fault('off');
  await expect(toasts.filter({ hasText: 'A kept note was posted.' })).toBeVisible({ timeout: 15_000 });
  await expect(toasts.filter({ hasText: 'will be posted when the server responds' })).toHaveCount(0);
  await expect(toasts).toHaveCount(1);
});

test('the page asked for survives a sign-in on another server through MiAuth', async ({ page, mockURL }) => {
  // The app at http://localhost:PORT; the server signed in on is the same mock as http://127.0.0.1:PORT.
  const appOrigin = mockURL.replace('127.0.0.1', 'localhost');
  await carolOnServerOrigin(page, mockURL);
  await page.goto(`${appOrigin}/my/notifications`);
  await expect(page).toHaveURL(`${appOrigin}/?redirect=%2Fmy%2Fnotifications`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="server"]').fill(mockURL);
  const go = dialog.locator('[data-action="remote-signin"]');
  await expect(go).toBeEnabled();
  await go.click();
  await page.waitForURL(/\/miauth\/[0-9a-f-]{36}\?/);
  await page.locator('[data-page="approve"] [data-action="accept"]').click();
  await page.waitForURL(`${appOrigin}/my/notifications`);
  await expect(page.locator('[data-layout="universal"] [data-page="notifications"]')).toBeVisible();
});
