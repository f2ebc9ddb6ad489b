/**
 * The signed-out welcome page: the server as it presents itself (name, banner, counts, rules),
 * sign-up and sign-in, its public timeline where it offers one, the meta kept for the next start,
 * and a phone-sized screen.
 */
import type { Page } from './test';
import { axe } from './axe';
import { expect, test } from './test';
import { forgetSavedCache, resetMock, waitForAppDb, withLanguage } from './helpers';
import { mockPost } from './mock-api';

const NAME = 'Welcome Test Server';

async function setMeta(page: Page, patch: Record<string, unknown>): Promise<void> {
  expect((await page.request.post('/__mock/meta', { data: patch })).ok()).toBeTruthy();
}

async function api<T>(page: Page, endpoint: string): Promise<T> {
  return (await (await page.request.post(`/api/${endpoint}`, { data: {} })).json()) as T;
}

const welcome = (page: Page) => page.locator('[data-page="welcome"]');

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await setMeta(page, { name: NAME, description: 'A place for testing the welcome page.' });
  await withLanguage(page, 'en-US');
});

test('a visitor sees the server: name, banner, sign-up, counts matching the server, notes from its local timeline', async ({ page }) => {
  const text = `welcome page note ${Date.now()}`;
  await mockPost(page, { username: 'alice', text });
  await page.goto('/');
  await expect(welcome(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page).toHaveTitle(NAME);
  await expect(welcome(page)).toContainText('A place for testing the welcome page.');
  // The banner the server's meta names, loaded.
  const meta = await api<{ bannerUrl: string; serverRules: string[] }>(page, 'meta');
  const banner = welcome(page).locator('[data-welcome-banner]');
  await expect(banner).toHaveAttribute('src', meta.bannerUrl);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The mock's registration is closed (invitations only) by default.
  await expect(welcome(page).locator('[data-action="signup"]')).toHaveText('Sign up with an invitation code');
  await expect(welcome(page).getByRole('listitem').filter({ hasText: meta.serverRules[0]! })).toBeVisible();
  // Counts as the server answers them, formatted for the UI language.
  const stats = await api<{ originalUsersCount: number; originalNotesCount: number }>(page, 'stats');
  await expect(welcome(page).locator('[data-count="users"] dd')).toHaveText(new Intl.NumberFormat('en-US').format(stats.originalUsersCount));
  await expect(welcome(page).locator('[data-count="notes"] dd')).toHaveText(new Intl.NumberFormat('en-US').format(stats.originalNotesCount));
  // The server's local timeline, read-only.
  const timeline = welcome(page).locator('[data-welcome-timeline]');
  await expect(timeline.getByRole('heading')).toHaveText('Latest notes on this server');
  await expect(timeline.locator('article').filter({ hasText: text })).toBeVisible();
  await expect(timeline.getByText('Sign in to react, reply or renote.')).toBeVisible();
  // Live: a note posted now arrives without a reload.
  const later = `welcome page live note ${Date.now()}`;
  await mockPost(page, { username: 'bob', text: later });
  await expect(timeline.locator('article').filter({ hasText: later })).toBeVisible();
  // Places a visitor may look around.
  const links = welcome(page).getByRole('navigation', { name: 'Look around this server' });
  await expect(links.getByRole('link')).toHaveText(['Explore', 'Channels', 'About this server']);

  // Open registration: a plain sign-up button that opens the sign-up dialog.
  await setMeta(page, { disableRegistration: false });
  await page.reload();
  await welcome(page).locator('[data-action="signup"]').filter({ hasText: /^Sign up$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Its first step is the server's rules (signup-onboarding.spec.ts goes through it).
  await expect(page.getByRole('dialog').locator('[data-server-rules] li')).toHaveCount(2);
});

test('with the guest timeline off there is no timeline and no request for one', async ({ page }) => {
  await setMeta(page, { enableGuestTimeline: false });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/notes\/(local-timeline|featured|global-timeline|hybrid-timeline)$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await page.goto('/');
  await expect(welcome(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(welcome(page).locator('[data-count="users"]')).toBeVisible();
  await expect(welcome(page).locator('[data-welcome-timeline]')).toHaveCount(0);
  await expect(page.locator('article')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('where the local timeline is unavailable, the server’s featured notes stand in', async ({ page }) => {
  await setMeta(page, { ltlAvailable: false });
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/notes/')) asked.push(path);
  });
  await page.goto('/');
  const timeline = welcome(page).locator('[data-welcome-timeline]');
  await expect(timeline.getByRole('heading')).toHaveText('Featured notes');
  const featured = await (await page.request.post('/api/notes/featured', { data: { limit: 5 } })).json() as Array<{ id: string }>;
  expect(featured.length).toBeGreaterThan(0);
  await expect(timeline.locator(`article[data-note-id="${featured[0]!.id}"]`).first()).toBeVisible();
  expect(asked).not.toContain('/api/notes/local-timeline');
});

test('the next start names the server from the kept meta before meta answers, and shows no generic text before that', async ({ page, mockURL }) => {
  const host = new URL(mockURL).host;
  // A first visit ever, with meta slow: the start waits for the server's answer (the splash), so no
  // welcome text is shown before it, and never this page's host.
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((r) => (releaseFirst = r));
  let metaAsked = false;
  await page.route('**/api/meta', async (route) => {
    metaAsked = true;
    await firstHeld;
    await route.continue();
  });
  await page.goto('/');
  await expect.poll(() => metaAsked).toBe(true);
  await page.waitForTimeout(500);
  expect(await page.locator('[data-page="welcome"]').count()).toBe(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(host);
  releaseFirst();
  await expect(welcome(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
  await page.unroute('**/api/meta');

  // The next start, cold (as after a new build: no saved query cache), meta held back: the kept copy
  // names the server at once.
  await waitForAppDb(page); // the app's database exists once it has settled (it opens after the first paint)
  await forgetSavedCache(page);
  let answered = false;
  let releaseNext!: () => void;
  const nextHeld = new Promise<void>((r) => (releaseNext = r));
  await page.route('**/api/meta', async (route) => {
    await nextHeld;
    await route.continue();
    answered = true;
  });
  await page.goto('/');
  await expect(welcome(page).getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByRole('banner')).toContainText(NAME);
  await expect(page).toHaveTitle(NAME);
  expect(answered).toBe(false);
  releaseNext();
});

test('on a phone-sized screen the page is one column, nothing overflows sideways, and axe finds nothing serious', async ({ page }) => {
  await setMeta(page, { description: `A long word: ${'x'.repeat(300)} and a long line of text that has to wrap on a small screen.` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(welcome(page).locator('[data-welcome-timeline] article').first()).toBeVisible();
  await expect(welcome(page).locator('[data-count="notes"]')).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  // One column: the timeline is as wide as the hero above it.
  const hero = (await welcome(page).locator('header').first().boundingBox())!;
  const feed = (await welcome(page).locator('[data-welcome-timeline]').boundingBox())!;
  expect(Math.abs(hero.width - feed.width)).toBeLessThanOrEqual(1);
  expect(hero.x + hero.width).toBeLessThanOrEqual(390);
  const found = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
