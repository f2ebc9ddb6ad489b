/**
 * Sign-in on any server (MiAuth from another origin, denial, cancel, expiry), two-factor sign-in,
 * sign-up with an invitation code and the e-mailed completion link, the share target, and the
 * installable app (manifest, service worker, offline shell, push).
 *
 * "Another origin": the same mock server is reached as http://localhost:PORT (the app) and as
 * http://127.0.0.1:PORT (the server the user signs in on), both on loopback.
 */
import { createHmac } from 'node:crypto';
import { openSignInDialog, PASSWORD, resetMock } from './helpers';
import { tokenOf } from './mock-api';
import { expect, test, type Page } from './test';


const otherOrigin = (mockURL: string) => mockURL.replace('127.0.0.1', 'localhost');

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

/** RFC 6238 code for a base32 secret. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(msg).digest();
  const o = mac[19]! & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** carol is signed in on her server's own origin (its web UI, where the approval page runs). */
async function carolOnServerOrigin(page: Page, mockURL: string): Promise<void> {
  const token = await tokenOf(page, 'carol');
  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; id: string }>;
  const id = tokens.find((t) => t.username === 'carol')!.id;
  const account = { id, token, origin: mockURL, username: 'carol', isAdmin: false, isModerator: false };
  await page.addInitScript(
    ([origin, value]) => {
      if (location.origin === origin && !localStorage.getItem('account')) localStorage.setItem('account', value);
    },
    [mockURL, JSON.stringify(account)] as const,
  );
}

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
  await carolOnServerOrigin(page, mockURL);
  await startMiauth(page, mockURL);
  const approve = page.locator('[data-page="approve"]');
  await expect(approve.locator('[data-app-name]')).toHaveText('Misskey Web Client');
  await expect(approve.locator('li[data-permission="write:notes"]')).toHaveText('Post and delete notes');
  await expect(approve.locator('li[data-permission]')).toHaveCount(32);
  await approve.locator('[data-action="accept"]').click();

  await page.waitForURL(`${otherOrigin(mockURL)}/`);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { origin: string; username: string } | null);
  expect(stored).toMatchObject({ origin: mockURL, username: 'carol' });
  // The callback's session id does not stay in the address.
  expect(page.url()).not.toContain('session=');
  await expect(page.locator('article').first()).toBeVisible();
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
  await page.evaluate(
    ([s, server]) => {
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

test('legacy app flow: /auth/{token} on the server, then the app finishes with auth/session/userkey', async ({ page, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  const app = (await (await page.request.post('/api/app/create', { data: { name: 'Old Client', description: 'd', permission: ['read:account', 'write:notes'], callbackUrl: `${otherOrigin(mockURL)}/miauth-callback` } })).json()) as { secret: string };
  const session = (await (await page.request.post('/api/auth/session/generate', { data: { appSecret: app.secret } })).json()) as { token: string; url: string };
  // What the client remembers when it starts this flow (servers without MiAuth).
  await page.goto(`${otherOrigin(mockURL)}/errorlog`);
  await page.evaluate(
    ([server, token, appSecret]) => {
      sessionStorage.setItem('auth:pending-remote', JSON.stringify({ kind: 'legacy', server, session: token, appSecret, createdAt: Date.now(), mode: 'signin', serverInput: server }));
    },
    [mockURL, session.token, app.secret] as const,
  );
  await page.goto(session.url);
  const approve = page.locator('[data-page="approve"]');
  await expect(approve.locator('[data-app-name]')).toHaveText('Old Client');
  await expect(approve.locator('li[data-permission]')).toHaveText(['View your account information', 'Post and delete notes']);
  await approve.locator('[data-action="accept"]').click();
  await page.waitForURL(`${otherOrigin(mockURL)}/`);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null') as { origin: string; username: string; token: string } | null);
  expect(stored).toMatchObject({ origin: mockURL, username: 'carol', token: expect.stringMatching(/^[0-9a-f]{64}$/) });
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

test('installable: manifest, icons and a service worker controlling the page; offline reload shows the shell and the last timeline', async ({ page, context, mockURL }) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    share_target: { action: string; params: Record<string, string> };
    shortcuts: Array<{ url: string }>;
  };
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String), start_url: '/', display: 'standalone', theme_color: expect.stringMatching(/^#/) });
  expect(manifest.share_target).toMatchObject({ action: '/share', params: { title: 'title', text: 'text', url: 'url' } });
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/share', '/my/notifications']);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png')!;
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toContain('image/png');
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(Number(size.split('x')[0]));
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  const firstNote = (await page.locator('article').first().innerText()).slice(0, 40);
  // The worker keeps the build files the page has loaded (and the query cache persists meanwhile).
  const cachedAssets = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('shell-'));
      return name ? (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/assets/')).length : 0;
    });
  await expect.poll(cachedAssets, { timeout: 10_000 }).toBeGreaterThan(3);
  await page.waitForTimeout(1000);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.locator('[data-offline]')).toHaveText('You are offline. Showing what was saved.');
  await expect(page.locator('article').first()).toContainText(firstNote.split('\n')[0]!.slice(0, 20));
  await context.setOffline(false);
});

test('a push message to the service worker shows a notification for the account', async ({ page, context, mockURL }) => {
  await context.grantPermissions(['notifications'], { origin: mockURL });
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? '{}') as { id: string });
  // The page has sent the worker its strings (English) and accounts.
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (ev) => {
      const reg = ev.registrations.find((r) => r.scopeURL.startsWith(mockURL) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  const push = {
    type: 'notification',
    userId: me.id,
    dateTime: Date.now(),
    body: { id: 'n1', type: 'reply', user: { username: 'alice', name: 'Alice', host: null, avatarUrl: `${mockURL}/identicon/alice` }, note: { id: 'note-123', text: 'A reply for you' } },
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: mockURL, registrationId, data: JSON.stringify(push) });
  const shown = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const list = await reg.getNotifications();
      return list.length ? { title: list[0]!.title, body: list[0]!.body, icon: list[0]!.icon, tag: list[0]!.tag, data: list[0]!.data as unknown } : null;
    });
  await expect.poll(shown).not.toBeNull();
  expect(await shown()).toEqual({
    title: 'Alice replied',
    body: '@carol\nA reply for you',
    icon: `${mockURL}/identicon/alice`,
    tag: `account:${me.id}`,
    data: { userId: me.id, path: '/notes/note-123', ids: ['n1'] },
  });
});
