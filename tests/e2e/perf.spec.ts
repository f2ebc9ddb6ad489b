/**
 * The warm start (issue 11): the Query cache saved on IndexedDB is put back before the first paint
 * and the reader's position is remembered, so a reload paints the timeline at the same note before
 * any request returns; the notes posted meanwhile wait behind the "since you left" pill.
 */
import type { Page } from './test';
import { expect, test } from './reliability/support';
import { forgetSavedCache } from './helpers';

/** The text of the note at the top of the viewport (below the sticky page header). */
async function noteAtTop(page: Page): Promise<string> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-page="timeline"] header');
    const below = header ? header.getBoundingClientRect().bottom : 0;
    for (const article of document.querySelectorAll<HTMLElement>('[role="feed"] article')) {
      const r = article.getBoundingClientRect();
      if (r.bottom > below + 20) return article.querySelector('[data-note-text], p')?.textContent ?? article.textContent ?? '';
    }
    return '';
  });
}

/** Carol reads down a few notes of the live timeline (the wheel over the feed, not the menu); resolves the "<prefix> #n" at the top. */
async function readDown(page: Page, prefix: string): Promise<string> {
  const liveFeed = page.locator('#app [role="feed"]');
  const box = (await liveFeed.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 300, 700));
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.waitForTimeout(600);
  const reading = (await noteAtTop(page)).match(new RegExp(`${prefix} #\\d+`))?.[0];
  expect(reading, 'a note at the top of the viewport').toBeTruthy();
  return reading!;
}

test('carol reloads on a slow network and sees her timeline at the same note before any request returns', async ({ page }) => {
  test.setTimeout(60_000);
  const posted = await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 60, prefix: 'resume' } });
  expect(posted.ok()).toBeTruthy();
  await page.goto('/');
  // The live timeline (a cold start shows the early script's drawing of the first page for a moment).
  const liveFeed = page.locator('#app [role="feed"]');
  await expect(liveFeed.locator('article', { hasText: 'resume #59' })).toBeVisible();
  const feed = page.locator('[role="feed"]');
  const reading = await readDown(page, 'resume');
  // The position is saved within 0.4 s of scrolling, the cache ~2 s after it last changed.
  await page.waitForTimeout(3_500);

  // A note posted while she is away, and every API request now takes 3 s.
  await page.request.post('/__mock/post', { data: { username: 'alice', text: 'posted while carol was away' } });
  const answered: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/')) answered.push(r.url());
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  await page.reload();

  // The start snapshot and the live app may both hold it for a moment (the picture on top).
  const same = feed.locator('article', { hasText: new RegExp(`${reading}(?!\\d)`) }).first();
  await expect(same).toBeVisible({ timeout: 2_500 });
  await expect.poll(async () => (await noteAtTop(page)).includes(reading), { timeout: 1_500 }).toBe(true);
  const paintedAfter = Date.now() - started;
  expect(answered, `API answers before the timeline was painted (${paintedAfter} ms)`).toEqual([]);
  expect(paintedAfter).toBeLessThan(3_000);

  // Then the timeline catches up: the new note waits behind the pill, she stays where she was.
  await expect(page.getByRole('button', { name: /1 new notes? since you left/ })).toBeVisible({ timeout: 10_000 });
  expect(await noteAtTop(page)).toContain(reading);
  await page.getByRole('button', { name: /since you left/ }).click();
  await expect(feed.locator('article', { hasText: 'posted while carol was away' })).toBeVisible();
});

test('a note still waiting behind the pill when carol reloads is counted again, not slipped in unseen', async ({ page }) => {
  test.setTimeout(45_000);
  await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 40, prefix: 'waiting' } });
  await page.goto('/');
  const liveFeed = page.locator('#app [role="feed"]');
  await expect(liveFeed.locator('article', { hasText: 'waiting #39' })).toBeVisible();
  const reading = await readDown(page, 'waiting');

  // A note arrives while she reads further down: it waits behind the pill, and she leaves without taking it.
  await page.request.post('/__mock/post', { data: { username: 'alice', text: 'arrived while carol read on' } });
  await expect(page.getByRole('button', { name: /^1 new note/ })).toBeVisible();
  // The saved cache (which now holds that note) is written ~2 s after it changed.
  await page.waitForTimeout(3_500);
  await page.reload();

  await expect(page.getByRole('button', { name: /1 new notes? since you left/ })).toBeVisible({ timeout: 10_000 });
  expect(await noteAtTop(page)).toContain(reading);
  await expect(page.locator('#app [role="feed"] article', { hasText: 'arrived while carol read on' })).toHaveCount(0);
  await page.getByRole('button', { name: /since you left/ }).click();
  await expect(page.locator('#app [role="feed"] article', { hasText: 'arrived while carol read on' })).toBeVisible();
});

test('a cold start asks for meta, i and the first timeline page once each, in parallel; the screens’ messages follow the first note', async ({ page }) => {
  // Cold: forget the Query cache saved when carol signed in (same origin, outside the app).
  await forgetSavedCache(page);
  const calls: Array<{ endpoint: string; at: number; done?: number }> = [];
  const t0 = Date.now();
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/api\/(.+)$/);
    // A sinceId request is the catch-up once the stream is live, not the first page asked again.
    if (m && !/"sinceId"/.test(r.postData() ?? '')) calls.push({ endpoint: m[1]!, at: Date.now() - t0 });
  });
  page.on('requestfinished', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/api\/(.+)$/);
    const c = m && calls.find((x) => x.endpoint === m[1] && x.done === undefined);
    if (c) c.done = Date.now() - t0;
  });
  // When the first note entered the page (page clock), to place the language's two parts around it.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstNoteAt?: number };
    const mo = new MutationObserver(() => {
      if (w.__firstNoteAt === undefined && document.querySelector('#app [role="feed"] article')) {
        w.__firstNoteAt = performance.now();
        mo.disconnect();
      }
    });
    mo.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await page.waitForTimeout(1500);
  // The messages in two parts: what every start needs before the first note, the screens around the
  // timeline only after it (src/core/i18n/loaders.ts).
  const parts = await page.evaluate(() => {
    const config = JSON.parse(document.querySelector('meta[name="early-config"]')?.getAttribute('content') ?? '{}') as { locales?: Record<string, string[]> };
    const base = new Set(config.locales?.['en-US'] ?? []);
    const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\/assets\/en-US-[^/]+\.js$/.test(e.name));
    const started = (pick: (path: string) => boolean) => chunks.filter((e) => pick(new URL(e.name).pathname)).map((e) => e.startTime);
    return { firstNote: (window as unknown as { __firstNoteAt?: number }).__firstNoteAt ?? -1, base: started((p) => base.has(p)), screens: started((p) => !base.has(p)) };
  });
  expect(parts.base, JSON.stringify(parts)).toHaveLength(1);
  expect(parts.screens, JSON.stringify(parts)).toHaveLength(1);
  expect(parts.firstNote, JSON.stringify(parts)).toBeGreaterThan(0);
  expect(parts.base[0]!, JSON.stringify(parts)).toBeLessThan(parts.firstNote);
  expect(parts.screens[0]!, JSON.stringify(parts)).toBeGreaterThan(parts.firstNote);
  const count = (e: string) => calls.filter((c) => c.endpoint === e).length;
  expect(count('meta'), JSON.stringify(calls)).toBe(1);
  expect(count('i'), JSON.stringify(calls)).toBe(1);
  expect(count('notes/timeline'), JSON.stringify(calls)).toBe(1);
  // No serial chain: meta and i are both asked for before either has answered.
  const first = (e: string) => calls.find((c) => c.endpoint === e)!;
  test.info().annotations.push({ type: 'requests', description: JSON.stringify(calls) });
  expect(first('meta').at).toBeLessThan(first('i').done ?? Infinity);
  expect(first('i').at).toBeLessThan(first('meta').done ?? Infinity);
  // The settings registry waits until the first note is on screen (the page's own clock: the test's
  // clock sees the timeline's answer finish late, sometimes in the same millisecond).
  const registryAt = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('/api/i/registry/get-all')).map((e) => e.startTime),
  );
  expect(registryAt, JSON.stringify(parts)).toHaveLength(1);
  expect(registryAt[0]!, JSON.stringify(parts)).toBeGreaterThan(parts.firstNote);
});

test('a first start at / with no plan from an earlier one sends the chosen timeline’s first page with meta and i, before the app’s code runs', async ({ page }) => {
  await forgetSavedCache(page);
  // No plan and no picture: as on the first start after signing in, or after a start on another page.
  await page.evaluate(() => {
    localStorage.removeItem('earlyPlan');
    localStorage.removeItem('startSnapshot');
  });
  const timelines: string[] = [];
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/^\/api\/(notes\/[a-z-]*timeline)$/);
    if (m && !/"sinceId"/.test(r.postData() ?? '')) timelines.push(m[1]!);
  });
  await page.goto('/');
  await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => ({
    appMain: performance.getEntriesByName('app:main')[0]?.startTime ?? -1,
    timeline: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\/api\/notes\/[a-z-]*timeline$/.test(e.name)).map((e) => e.startTime),
  }));
  test.info().annotations.push({ type: 'timing', description: JSON.stringify(timing) });
  // Asked once (the app took the early answer instead of asking again), and before its code ran.
  expect(timelines, JSON.stringify(timing)).toHaveLength(1);
  // The first entry is that page; a later one is the catch-up once the stream is live.
  expect(timing.timeline.length, JSON.stringify(timing)).toBeGreaterThan(0);
  expect(timing.appMain, JSON.stringify(timing)).toBeGreaterThan(0);
  expect(timing.timeline[0]!, JSON.stringify(timing)).toBeLessThan(timing.appMain);
});

test('the reaction picker and the note menu load while the page is idle: the first click opens them without asking for code', async ({ page }) => {
  await page.goto('/');
  const note = page.locator('#app [role="feed"] article').first();
  await expect(note).toBeVisible();
  // Idle after the start: the picker's and the menu's chunks arrive without any click.
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\/assets\/(EmojiPicker|NoteMenu)-[\w-]+\.js$/.test(p)).map((p) => p.replace(/-[\w-]+\.js$/, '')));
  await expect.poll(loaded, { timeout: 10_000 }).toEqual(expect.arrayContaining(['/assets/EmojiPicker', '/assets/NoteMenu']));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await note.locator('[data-note-action="react"]').click();
  await expect(page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('textbox')).first()).toBeVisible();
  expect(scripts.filter((s) => /\/assets\/(EmojiPicker|NoteMenu|Popover)-/.test(s))).toEqual([]);
});
