/** Faults on the note page, a route that fails to load, and a malformed note inside a timeline. */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, expectLogged, expectNotBlank, fault, feedArticles, mockPost, test } from './support';

// Requests the service worker answers would pass page.route by.
test.use({ serviceWorkers: 'block' });

/** The settings route's own chunks (its page, frame and general section). */
const SETTINGS_CHUNKS = /\/assets\/(settings|SettingsPageFrame|GeneralSettingsPage)-[\w-]+\.js$/;

/**
 * Opens the home page with the settings route's code unreachable from the start (so an idle-time or
 * hover preload cannot fetch it first), then, once the timeline is up, every other chunk not loaded
 * yet too (a deploy replaced them, the network dropped...). Returns how to lift both.
 */
async function homeWithSettingsCodeUnreachable(page: Page): Promise<() => Promise<void>> {
  const loaded = new Set<string>();
  let refused = 0;
  page.on('response', (r) => void loaded.add(r.url()));
  await page.route(SETTINGS_CHUNKS, (route) => {
    refused++;
    return route.abort();
  });
  await page.goto('/');
  await expect(feedArticles(page).first()).toBeVisible();
  const rest = /\/assets\/.*\.js$/;
  await page.route(rest, (route) => {
    const url = route.request().url();
    if (SETTINGS_CHUNKS.test(url)) return route.fallback(); // refused (and counted) above
    return loaded.has(url) ? route.continue() : route.abort();
  });
  return async () => {
    // The premise: the settings route's code was asked for and refused.
    expect(refused).toBeGreaterThan(0);
    await page.unroute(rest);
    await page.unroute(SETTINGS_CHUNKS);
  };
}

for (const [mode, status] of [
  ['latency', ''],
  ['500', '500'],
  ['429', '429'],
  ['malformed', '200'],
  ['refuse', 'network'],
] as const) {
  test(`note page, ${mode}: ${mode === 'latency' ? 'a loading state, then the note' : 'an error with Retry that works once lifted; logged'}`, async ({ page }) => {
    const id = await mockPost(page, { username: 'alice', text: `a note to open under ${mode}` });
    await fault(page, 'notes/show', mode, mode === 'latency' ? { ms: 5000 } : {});
    await page.goto(`/notes/${id}`);
    await expect(page.locator('[data-page="note"]')).toBeVisible();
    await expectNotBlank(page);
    const note = page.locator(`article[data-note-id="${id}"]`);
    if (mode === 'latency') {
      await expect(page.locator('[data-page="note"]')).toContainText('Loading');
      await expect(note).toBeVisible({ timeout: 10_000 });
      return;
    }
    const alert = page.locator('[data-page="note"] [role="alert"]');
    await expect(alert).toBeVisible({ timeout: 12_000 });
    await fault(page, 'notes/show', 'off');
    await dismissToasts(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(note).toBeVisible();
    void status;
  });
}

test('a note page failure is recorded in the error log', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'a note whose page fails' });
  await fault(page, 'notes/show', '500');
  await page.goto(`/notes/${id}`);
  await expect(page.locator('[data-page="note"] [role="alert"]')).toBeVisible();
  await expectLogged(page, 'notes/show', '500');
});

test('a route whose code fails to load shows an error inside the shell; navigation still works', async ({ page }) => {
  const lift = await homeWithSettingsCodeUnreachable(page);
  await page.locator('[data-layout] a[href="/settings"]').first().click();
  await expectNotBlank(page);
  await expect(page.locator('[data-layout]')).toBeVisible();
  const alert = page.locator('[data-layout] [role="alert"]').first();
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await lift();
  await page.locator('[data-layout] a[href="/"]').first().click();
  await expect(feedArticles(page).first()).toBeVisible();
  await page.locator('[data-layout] a[href="/settings"]').first().click();
  await expect(page.locator('[data-page="settings"]')).toBeVisible();
});

test('Try again on a route whose code failed to load works once the network is back', async ({ page }) => {
  const lift = await homeWithSettingsCodeUnreachable(page);
  // The page is not reloaded behind the reader's back (the router's own lazy routes did, once per
  // chunk: the settings then opened by themselves, or the error came back after a reload).
  let loads = 0;
  page.on('load', () => loads++);
  await page.locator('[data-layout] a[href="/settings"]').first().click();
  const alert = page.locator('[data-layout] [role="alert"]').first();
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await lift();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-page="settings"]')).toBeVisible();
  expect(loads, 'one load: the one Try again asked for').toBe(1);
});

test('a user page whose data is malformed shows an error with Retry; navigation still works', async ({ page }) => {
  await fault(page, 'users/show', 'malformed');
  await page.goto('/@alice');
  await expectNotBlank(page);
  const alert = page.locator('[data-layout] [role="alert"]').first();
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await fault(page, 'users/show', 'off');
  await dismissToasts(page);
  await page.locator('[data-layout] a[href="/"]').first().click();
  await expect(feedArticles(page).first()).toBeVisible();
});

test('one malformed note does not break its timeline', async ({ page }) => {
  const good = await mockPost(page, { username: 'alice', text: 'a good note next to broken ones' });
  // The mock cannot serve a broken note, so the test rewrites one timeline answer on its way in.
  await page.route('**/api/notes/timeline', async (route) => {
    const res = await route.fetch();
    const notes = (await res.json()) as Array<Record<string, unknown>>;
    // The catch-up once the stream is live asks for notes since the newest: usually none.
    if (notes.length === 0) return route.fulfill({ response: res });
    const base = notes[0]!;
    const broken: unknown[] = [
      { ...base, id: 'broken1', text: 12345, cw: { x: 1 }, reactions: 'nope', reactionEmojis: 7, files: null, fileIds: 'x', emojis: 5, poll: { choices: 'x' }, renote: 'not a note', reply: 7, tags: 'x', mentions: {}, visibility: 'weird', createdAt: 'not a date', user: { ...(base.user as object), username: null, name: { x: 1 }, avatarUrl: 'javascript:alert(1)', emojis: 'x' } },
      { ...base, id: 'broken2', user: { id: 'u' }, text: null, cw: null, renote: { id: 'r', user: null }, reactions: { '👍': 'many', ':x@.:': -1 }, reactionCount: 'NaN' },
      { id: 'broken3', createdAt: new Date().toISOString(), user: {} },
      null,
      42,
      'a string',
      { id: 'broken4' },
    ];
    notes.splice(1, 0, ...(broken as Array<Record<string, unknown>>));
    await route.fulfill({ response: res, json: notes });
  });
  await page.goto('/');
  await expect(page.locator(`article[data-note-id="${good}"]`)).toBeVisible();
  await expectNotBlank(page);
  expect(await feedArticles(page).count()).toBeGreaterThan(3);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // Scrolling past the broken ones still renders the rest.
  await page.mouse.wheel(0, 3000);
  await expect(feedArticles(page).nth(3)).toBeVisible();
  const alive = await page.evaluate(() => new Promise<boolean>((r) => requestAnimationFrame(() => r(true))));
  expect(alive).toBe(true);
});
