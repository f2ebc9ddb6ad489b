/**
 * Sign-in on any server (MiAuth from another origin, denial, cancel, expiry), two-factor sign-in,
 * sign-up with an invitation code and the e-mailed completion link, and the share target (the
 * installable app is in pwa.spec.ts).
 *
 * "Another origin": the same mock server is reached as http://localhost:PORT (the app) and as
 * http://127.0.0.1:PORT (the server the user signs in on), both on loopback.
 */
import { totp } from '../support/totp';
import { carolOnServerOrigin } from './auth-session';
import { openSignInDialog, PASSWORD, resetMock } from './helpers';
import { expect, test, type Page } from './test';


const otherOrigin = (mockURL: string) => mockURL.replace('127.0.0.1', 'localhost');

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

/** On the app at the other origin, asks to sign in on the mock's own origin; returns at its approval page. */
async function startMiauth(page: Page, mockURL: string): Promise<void> {
  await page.goto(`${otherOrigin(mockURL)}/`);
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="server"]').fill(mockURL);
  const go = dialog.locator('[data-action="remote-signin"]');
  await expect(go).toHaveText(`Sign in on ${new URL(mockURL).host}`);
  await expect(go).toBeEnabled();
  await go.click();
  await page.waitForURL(/\/miauth\/[0-9a-f-]{36}\?/);
}

test('carol signs in from another origin through MiAuth and lands on her timeline there', async ({ page, mockURL }) => {
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  await carolOnServerOrigin(page, mockURL);
  await startMiauth(page, mockURL);
  const approve = page.locator('[data-page="approve"]');
  await expect(approve.locator('[data-app-name]')).toHaveText('Misskey Web Client');
  await expect(approve.locator('li[data-permission="write:notes"]')).toHaveText('Post and delete notes');
  await expect(approve.locator('li[data-permission="write:report-abuse"]')).toHaveText('Report users to the moderators');
  await expect(approve.locator('li[data-permission]')).toHaveCount(33); // spec section 3's 32 and write:report-abuse
  await approve.locator('[data-action="accept"]').click();

  await page.waitForURL(`${otherOrigin(mockURL)}/`);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { origin: string; username: string; token: string } | null);
  expect(stored).toMatchObject({ origin: mockURL, username: 'carol' });
  // The callback's session id does not stay in the address.
  expect(page.url()).not.toContain('session=');
  await expect(page.locator('article').first()).toBeVisible();
  // The token is an app token with what the client asked for (the mock enforces each endpoint's kind).
  const posted = await page.request.post(`${mockURL}/api/notes/create`, { data: { i: stored!.token, text: 'via MiAuth' } });
  expect(posted.status()).toBe(200);
  expect((await page.request.post(`${mockURL}/api/i/registry/get-all`, { data: { i: stored!.token, scope: [] } })).status()).toBe(400);
  // No token in any console message.
  expect(consoleLines.filter((line) => line.includes(stored!.token))).toEqual([]);
});

test('denial, cancel and an expired session end with their message and the dialog filled in', async ({ page, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  const host = new URL(mockURL).host;

  // Denied on the server.
  await startMiauth(page, mockURL);
  await page.locator('[data-page="approve"] [data-action="deny"]').click();
  await page.waitForURL(`${otherOrigin(mockURL)}/miauth-callback`);
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(`Access was denied on ${host}.`);
  await expect(dialog.locator('input[name="server"]')).toHaveValue(mockURL);

  // Cancelled: the browser's Back button from the server's page.
  await startMiauth(page, mockURL);
  const session = new URL(page.url()).pathname.split('/').pop()!;
  await page.goBack();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(`Signing in on ${host} was cancelled.`);
  await expect(dialog.locator('input[name="server"]')).toHaveValue(mockURL);

  // Expired: the server sends the browser back after the client stopped waiting (15 minutes).
  // The hour-old pending sign-in is put in place as the callback page starts (set earlier, a sign-in button still
  // mounting on the page before it would take it and drop it, as it does with any attempt that old).
  await page.addInitScript(
    ([s, server]) => {
      if (location.pathname !== '/miauth-callback') return;
      const createdAt = Date.now() - 3_600_000;
      sessionStorage.setItem('auth:pending-remote', JSON.stringify({ kind: 'miauth', server, session: s, createdAt, mode: 'signin', serverInput: server }));
    },
    [session, mockURL] as const,
  );
  await page.goto(`${otherOrigin(mockURL)}/miauth-callback?session=${session}`);
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(`The sign-in on ${host} expired or was already used. Start again.`);
  await expect(dialog.locator('input[name="server"]')).toHaveValue(mockURL);
  expect(page.url()).toBe(`${otherOrigin(mockURL)}/miauth-callback`);
});

test('a server without MiAuth: the dialog says so, and the legacy app flow (/auth/{token}, auth/session/userkey) signs carol in', async ({ page, mockURL }) => {
  await page.request.post('/__mock/hide-endpoints', { data: { prefixes: ['miauth/'] } });
  await carolOnServerOrigin(page, mockURL);
  const host = new URL(mockURL).host;
  await page.goto(`${otherOrigin(mockURL)}/`);
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="server"]').fill(mockURL);
  await expect(dialog).toContainText(`${host} does not offer MiAuth`);
  const go = dialog.locator('[data-action="remote-signin"]');
  await expect(go).toBeEnabled();
  await go.click();
  await page.waitForURL(new RegExp(`^${mockURL}/auth/[A-Za-z0-9]+$`));
  const approve = page.locator('[data-page="approve"]');
  await expect(approve.locator('[data-app-name]')).toHaveText('Misskey Web Client');
  await expect(approve.locator('li[data-permission="write:notes"]')).toHaveText('Post and delete notes');
  await approve.locator('[data-action="accept"]').click();
  await page.waitForURL(`${otherOrigin(mockURL)}/`);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { origin: string; username: string; token: string } | null);
  expect(stored).toMatchObject({ origin: mockURL, username: 'carol', token: expect.stringMatching(/^[0-9a-f]{64}$/) });
  await expect(page.locator('article').first()).toBeVisible();
  // The app's token has the app's permissions.
  expect((await page.request.post(`${mockURL}/api/notes/create`, { data: { i: stored!.token, text: 'via the app flow' } })).status()).toBe(200);
});

test('dave with a TOTP second factor signs in with password and code', async ({ page }) => {
  const { secret } = (await (await page.request.post('/__mock/totp', { data: { username: 'dave' } })).json()) as { secret: string };
  await page.goto('/');
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('dave');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  const code = dialog.locator('input[name="totp"]');
  await expect(code).toBeVisible();
  await code.fill(totp(secret) === '000000' ? '111111' : '000000');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toHaveText('That code is not correct. Try the current one.');
  await code.fill(totp(secret));
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('account') ?? '{}') as { username?: string }).username)).toBe('dave');
});

test('a new user signs up with an invitation code and finishes on the signup-complete page', async ({ page }) => {
  await page.request.post('/__mock/invite', { data: { code: 'WELCOME-1' } });
  await page.request.post('/__mock/auth', { data: { emailRequiredForSignup: true } });
  await page.goto('/');
  await openSignInDialog(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  // The mock's rules come first (signup-onboarding.spec.ts has the step itself).
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the rules and terms' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('This server is invitation-only: you need an invitation code.')).toBeVisible();
  await dialog.locator('input[name="invitationCode"]').fill('WELCOME-1');
  await dialog.locator('input[name="username"]').fill('carol');
  await expect(dialog.locator('[data-username-state]')).toHaveText('Already taken');
  await dialog.locator('input[name="username"]').fill('newbie');
  await expect(dialog.locator('[data-username-state]')).toHaveText('Available');
  await dialog.locator('input[name="email"]').fill('newbie@example.com');
  await dialog.locator('input[name="password"]').fill('correct horse 42');
  await expect(dialog.locator('[data-strength]')).toHaveAttribute('data-strength', 'strong');
  await dialog.locator('input[name="retype"]').fill('correct horse 42');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-signup-state="mailed"]')).toContainText('newbie@example.com');

  const mails = (await (await page.request.get('/__mock/mailbox')).json()) as Array<{ kind: string; code: string; to: string }>;
  const mail = mails.find((m) => m.kind === 'signup' && m.to === 'newbie@example.com')!;
  await page.goto(`/signup-complete/${mail.code}`);
  await expect(page.locator('[data-page="signup-complete"]')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  // Signed up through the e-mailed link too, the new account starts on Home with its onboarding.
  await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('account') ?? '{}') as { username?: string }).username)).toBe('newbie');
  // The link works once.
  await page.goto(`/signup-complete/${mail.code}`);
  await expect(page.locator('[data-page="signup-complete"]')).toHaveAttribute('data-state', 'failed');
});

test('/share?text=… opens a filled post form', async ({ page, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/share?title=Look&text=Shared%20words&url=https%3A%2F%2Fexample.com%2Fa');
  const form = page.locator('[data-page="share"] form');
  await expect(form.locator('textarea').first()).toHaveValue('Look\nShared words\nhttps://example.com/a');
});
