/**
 * A MiAuth sign-in (a token made for an app) sends nothing the server refuses: no `secure` endpoint
 * (the registry, two-factor, password, sign-in history …), no 400 or 403. Account-scope settings are
 * kept in this browser (and the settings say so), and survive a reload.
 *
 * As in auth.spec.ts, the same mock server is reached as http://localhost:PORT (the app) and as
 * http://127.0.0.1:PORT (the server the user signs in on).
 */
import { SECURE_ENDPOINTS } from '../../mocks/instance/auth/endpoint-kinds';
import { carolOnServerOrigin } from './auth-session';
import { openSignInDialog, resetMock } from './helpers';
import { expect, test } from './test';

const otherOrigin = (mockURL: string) => mockURL.replace('127.0.0.1', 'localhost');
const NOTICE = 'This sign-in cannot sync settings with the server; they are kept in this browser.';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

test('a MiAuth session calls no secure endpoint, gets no refusal and keeps account settings in this browser', async ({ page, mockURL }) => {
  const app = otherOrigin(mockURL);
  await carolOnServerOrigin(page, mockURL);
  await page.goto(`${app}/`);
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="server"]').fill(mockURL);
  await dialog.locator('[data-action="remote-signin"]').click();
  await page.waitForURL(/\/miauth\/[0-9a-f-]{36}\?/);
  // Every API request the app (at the other origin) sends from here on, and its answer; the approval
  // page on the server's origin (carol's own credential) is not the app.
  const sent: Array<{ endpoint: string; status: number }> = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== mockURL || !url.pathname.startsWith('/api/')) return;
    let from = app; // a service worker's request has no frame: the app's
    try {
      from = new URL(res.frame().url()).origin;
    } catch {
      // no frame
    }
    if (from !== app) return;
    sent.push({ endpoint: url.pathname.slice('/api/'.length), status: res.status() });
  });
  await page.locator('[data-page="approve"] [data-action="accept"]').click();
  await page.waitForURL(`${app}/`);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { tokenKind?: string } | null);
  expect(stored?.tokenKind).toBe('miauth');

  await page.goto(`${app}/settings`);
  const index = page.locator('[data-settings-index]');
  await expect(index.locator('[data-notice="settings-local"]')).toHaveText(NOTICE);

  await page.goto(`${app}/settings/postform`);
  const frame = page.locator('[data-settings-page-frame="postform"]');
  await expect(frame.locator('[data-notice="settings-local"]')).toHaveText(NOTICE);
  const keepCw = frame.locator('input[name="keepCw"]');
  await expect(keepCw).toBeChecked();
  await keepCw.uncheck();
  await expect(keepCw).not.toBeChecked();

  await page.reload();
  await expect(page.locator('[data-settings-page-frame="postform"] input[name="keepCw"]')).not.toBeChecked();

  // The security page explains instead of asking the server.
  await page.locator('[data-settings-link="security"]').click();
  await expect(page.locator('[data-settings-page-frame="security"] [data-notice="app-token"]')).toContainText('only be managed when you sign in with your password');
  await expect(page.locator('input[name="current-password"]')).toHaveCount(0);
  // A page without account-scope settings shows no such notice.
  await page.locator('[data-settings-link="profile"]').click();
  await expect(page.locator('[data-settings-page-frame="profile"]')).toBeVisible();
  await expect(page.locator('[data-settings-page-frame="profile"] [data-notice="settings-local"]')).toHaveCount(0);

  // The other pages that hold something only the account's own credential may do.
  for (const id of ['api', 'apps', 'preferences-backups', 'import-export', 'email', 'migration', 'delete-account']) {
    await page.locator(`[data-settings-link="${id}"]`).click();
    await expect(page.locator(`[data-settings-page-frame="${id}"]`)).toBeVisible();
  }
  await expect(page.locator('[data-settings-page-frame="delete-account"] [data-action="delete-account"]')).toHaveCount(0);

  expect(sent.length).toBeGreaterThan(5);
  expect(sent.filter((r) => SECURE_ENDPOINTS.has(r.endpoint))).toEqual([]);
  expect(sent.filter((r) => r.status === 400 || r.status === 403)).toEqual([]);
});

test('with a password sign-in the settings sync through the registry and no notice is shown', async ({ page, mockURL }) => {
  const registry: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === mockURL && url.pathname.startsWith('/api/i/registry/')) registry.push(url.pathname);
  });
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/settings/postform');
  await expect(page.locator('[data-settings-page-frame="postform"] input[name="keepCw"]')).toBeVisible();
  await expect.poll(() => registry).toContain('/api/i/registry/get-all');
  await expect(page.locator('[data-notice="settings-local"]')).toHaveCount(0);
});

test('a pasted app token of unknown kind is refused the registry once, then kept local on every later start', async ({ page, mockURL }) => {
  const { id, token: native } = await carolOnServerOrigin(page, mockURL);
  const made = await page.request.post(`${mockURL}/api/miauth/gen-token`, { data: { i: native, session: null, name: 'pasted', permission: ['read:account', 'write:account', 'write:notes'] } });
  const token = ((await made.json()) as { token: string }).token;
  const app = otherOrigin(mockURL);
  // As a pasted token (or an account stored before kinds were kept): no kind.
  await page.addInitScript(
    ([origin, value]) => {
      if (location.origin === origin && !localStorage.getItem('account')) localStorage.setItem('account', value);
    },
    [app, JSON.stringify({ id, token, origin: mockURL, username: 'carol', isAdmin: false, isModerator: false })] as const,
  );
  const registry: Array<{ path: string; status: number }> = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === mockURL && url.pathname.startsWith('/api/i/registry/')) registry.push({ path: url.pathname, status: res.status() });
  });
  await page.goto(`${app}/settings/postform`);
  await expect.poll(() => registry).toEqual([{ path: '/api/i/registry/get-all', status: 400 }]);
  // Learnt: said at once, and remembered for the account.
  await expect(page.locator('[data-settings-page-frame="postform"] [data-notice="settings-local"]')).toHaveText(NOTICE);
  await page.locator('[data-settings-page-frame="postform"] input[name="keepCw"]').uncheck();
  await page.reload();
  await expect(page.locator('[data-settings-page-frame="postform"] input[name="keepCw"]')).not.toBeChecked();
  await expect(page.locator('[data-settings-page-frame="postform"] [data-notice="settings-local"]')).toHaveText(NOTICE);
  // The registry and the backups explain themselves instead of asking.
  await page.locator('[data-settings-link="preferences-backups"]').click();
  await expect(page.locator('[data-settings-page-frame="preferences-backups"] [data-notice="app-token"]')).toContainText("Backups are kept in the server's registry");
  await page.goto(`${app}/registry`);
  await expect(page.locator('[data-page="registry"] [data-notice="app-token"]')).toContainText("cannot use the server's registry");
  expect(registry).toEqual([{ path: '/api/i/registry/get-all', status: 400 }]);
});
