/**
 * The installable app on the production build: a Lighthouse-style installability check (manifest
 * fields and icons, a service worker controlling the page, Chromium's own installability verdict),
 * the manifest named after the server's meta, page loads that do not wait for the worker, the
 * offline reload with the cached shell and the last timeline, a push message that shows a
 * notification whose click opens the note, and the "new version — reload" prompt that never
 * reloads a page by itself.
 */
import type { CDPSession } from '@playwright/test';
import { carolOnServerOrigin } from './auth-session';
import { resetMock } from './helpers';
import { mockPost } from './mock-api';
import { expect, test, type BrowserContext, type Page } from './test';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** The manifest as the page gets it (through the service worker once it controls the page). */
const pageManifest = (page: Page) => page.evaluate(async () => (await (await fetch('/manifest.webmanifest')).json()) as Record<string, unknown>);

/** The service worker registration id Chromium gives the origin (for CDP's ServiceWorker domain). */
function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (ev) => {
      const reg = ev.registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

async function serviceWorker(context: BrowserContext) {
  return context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js') ?? (await context.waitForEvent('serviceworker'));
}

test('installable: manifest fields and icons, a controlling worker, Chromium finds no installability error; the name comes from the server', async ({ page, context, mockURL }) => {
  await page.request.post('/__mock/meta', { data: { name: 'Pwa Test Server', themeColor: '#3a6ea5' } });
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
  await controlled(page);
  // The worker answers the manifest with the server's name and colour and the theme's background, the rest unchanged.
  await expect.poll(async () => (await pageManifest(page)).name, { timeout: 10_000 }).toBe('Pwa Test Server');
  const themeBg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg').trim());
  expect(await pageManifest(page)).toEqual({ ...manifest, name: 'Pwa Test Server', short_name: 'Pwa Test Server', theme_color: '#3a6ea5', background_color: themeBg });

  // Chromium's own verdict (what Lighthouse's installable audit reads). A Playwright context is an
  // incognito profile, which is the one error it may report.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const app = await cdp.send('Page.getAppManifest');
  expect(app.errors).toEqual([]);
  expect(JSON.parse(app.data!)).toMatchObject({ name: 'Pwa Test Server', theme_color: '#3a6ea5', start_url: '/' });
});

test('page loads do not wait for the worker; a reload with the network off shows the cached shell and the last timeline', async ({ page, context, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await controlled(page);
  const firstNote = (await page.locator('article').first().innerText()).slice(0, 40);
  // The worker keeps the build files the page has loaded (and the query cache persists meanwhile).
  const cachedAssets = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('shell-'));
      return name ? (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/assets/')).length : 0;
    });
  await expect.poll(cachedAssets, { timeout: 10_000 }).toBeGreaterThan(3);
  await page.waitForTimeout(1000);
  // Online, a page load does not wait for the worker to start: the browser's own routes (declared
  // at install) send it to the network and the build files to the worker's cache.
  await page.reload();
  await expect(page.locator('article').first()).toBeVisible();
  const sources = () =>
    page.evaluate(() => {
      type Routed = PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
      const nav = performance.getEntriesByType('navigation')[0] as Routed;
      const assets = (performance.getEntriesByType('resource') as Routed[]).filter((e) => new URL(e.name).pathname.startsWith('/assets/'));
      const api = (performance.getEntriesByType('resource') as Routed[]).filter((e) => new URL(e.name).pathname.startsWith('/api/'));
      return {
        page: [nav.workerMatchedSourceType, nav.workerFinalSourceType],
        assets: [...new Set(assets.map((e) => e.workerMatchedSourceType))],
        fromCache: assets.filter((e) => e.workerFinalSourceType === 'cache').length,
        api: [...new Set(api.map((e) => e.workerMatchedSourceType))],
      };
    });
  // (A build file the worker has not stored yet comes from the network: the cache route falls
  // through.) The API calls go to the network without a hop through the worker.
  // (Polled: the picture of the last session is up before the app's first API call.)
  await expect.poll(sources).toEqual({ page: ['race-network-and-fetch-handler', 'network'], assets: ['cache'], fromCache: expect.any(Number), api: ['network'] });
  expect((await sources()).fromCache).toBeGreaterThan(3);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.locator('[data-offline]')).toHaveText('You are offline. Showing what was saved.');
  await expect(page.locator('article').first()).toContainText(firstNote.split('\n')[0]!.slice(0, 20));
  // Offline, the worker's handler answered the page load with the saved shell.
  expect((await sources()).page).toEqual(['race-network-and-fetch-handler', 'fetch-event']);
  await context.setOffline(false);
});

test('a push message shows a notification for the account; clicking it opens the note in the open tab', async ({ page, context, mockURL }) => {
  await context.grantPermissions(['notifications'], { origin: mockURL });
  const noteId = await mockPost(page, { username: 'alice', text: 'A note for the push test' });
  const me = await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  await controlled(page);
  // The page has sent the worker its strings (English) and accounts.
  await expect
    .poll(() => page.evaluate(async () => !!(await (await caches.open('sw-config')).match('/__sw-config__'))))
    .toBe(true);
  const cdp = await context.newCDPSession(page);
  const push = {
    type: 'notification',
    userId: me.id,
    dateTime: Date.now(),
    body: { id: 'n1', type: 'reply', user: { username: 'alice', name: 'Alice', host: null, avatarUrl: `${mockURL}/identicon/alice` }, note: { id: noteId, text: 'A reply for you' } },
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: mockURL, registrationId: await registrationId(cdp, mockURL), data: JSON.stringify(push) });
  const shown = () =>
    page.evaluate(async () => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data as unknown }));
    });
  await expect.poll(async () => (await shown()).length).toBe(1);
  expect((await shown())[0]).toEqual({
    title: 'Alice replied',
    body: '@carol\nA reply for you',
    icon: `${mockURL}/identicon/alice`,
    tag: `account:${me.id}`,
    data: { userId: me.id, path: `/notes/${noteId}`, ids: ['n1'] },
  });

  // Headless Chromium has no notification centre to click in: the worker gets the click event the
  // browser would send for that notification.
  const sw = await serviceWorker(context);
  const left = await sw.evaluate(async () => {
    const g = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(e: Event): boolean;
    };
    const [notification] = await g.registration.getNotifications();
    const event = new g.NotificationEvent('notificationclick', { notification: notification! });
    let done: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => void (done = p) });
    g.dispatchEvent(event);
    await done;
    return (await g.registration.getNotifications()).length;
  });
  expect(left).toBe(0);
  await page.waitForURL(`${mockURL}/notes/${noteId}`);
  await expect(page.locator(`article[data-note-id="${noteId}"]`).first()).toContainText('A note for the push test');
  expect(context.pages()).toHaveLength(1);
});

test('a new version shows "reload" and never reloads a page by itself, not even one with text in the post form', async ({ page, context, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await controlled(page);
  await page.evaluate(() => void ((window as unknown as { pageLife: string }).pageLife = 'first load'));
  await page.getByRole('navigation', { name: 'main' }).getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('dialog').locator('form[data-draft-key]');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await form.locator('textarea').first().fill('Half-written thought');

  // A second tab installs the next version of the worker (a new script for the same scope, as a
  // deployment brings): it waits, and both tabs offer the reload.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.locator('article').first()).toBeVisible();
  await controlled(other);
  await other.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }).then(() => undefined));
  await expect(other.locator('[data-update-ready]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-update-ready]')).toBeVisible();
  await expect(page.locator('[data-update-ready]')).toContainText('A new version is available.');

  // The other tab takes it: the new worker controls both tabs, only the one that asked reloads.
  await Promise.all([other.waitForEvent('load'), other.locator('[data-update-ready] button').click()]);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?build=next'));
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { pageLife?: string }).pageLife)).toBe('first load');
  await expect(form.locator('textarea').first()).toHaveValue('Half-written thought');
  // The prompt stays for when the user is ready; then the page reloads and the draft is still there.
  await expect(page.locator('[data-update-ready]')).toBeVisible();
  await page.keyboard.press('Escape');
  await Promise.all([page.waitForEvent('load'), page.locator('[data-update-ready] button').click()]);
  expect(await page.evaluate(() => (window as unknown as { pageLife?: string }).pageLife)).toBeUndefined();
  await expect(page.locator('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'main' }).getByRole('button', { name: 'New note' }).click();
  await expect(form.locator('textarea').first()).toHaveValue('Half-written thought');
});

test('the push setting explains a server without push keys and a browser that blocked notifications', async ({ page, context, mockURL }) => {
  await carolOnServerOrigin(page, mockURL);
  const { swPublickey } = (await (await page.request.post('/api/meta', { data: {} })).json()) as { swPublickey: string };
  await page.request.post('/__mock/auth', { data: { swPublickey: null } });
  await page.goto('/settings/notifications');
  const toggle = page.locator('[data-push-status]');
  await expect(toggle).toHaveAttribute('data-push-status', 'noServerKey');
  await expect(toggle).toContainText('This server does not offer push notifications.');
  await expect(toggle.getByRole('switch')).toBeDisabled();

  await page.request.post('/__mock/auth', { data: { swPublickey } });
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: mockURL, browserContextId: targetInfo.browserContextId! });
  await page.reload();
  await expect(toggle).toHaveAttribute('data-push-status', 'blocked');
  await expect(toggle).toContainText('Notifications for this site are blocked in the browser.');
  await expect(toggle.getByRole('switch')).toBeDisabled();
});
