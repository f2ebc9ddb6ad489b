/**
 * Issue #52, defect 4: six 100 KB notes at the top of the timeline froze the tab for 4–11 s, and a
 * note of 5,000 unknown `:shortcode:`s asked for 5,083 images. Posted by another user through the
 * mock's control API; the main thread's long tasks and the emoji image requests are counted.
 */
import { MFM_MAX_EMOJI_IMAGES } from '../../src/mfm/limits';
import { worstTexts } from '../../src/mfm/worst-texts';
import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

/** Before the limits the six notes blocked the main thread 4–11 s; now a few ordinary notes' worth. */
const MAX_BLOCKED_MS = 1_500;

const blockedSince = (page: Page, since: number) =>
  page.evaluate((t) => ((window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks ?? []).filter((e) => e.start >= t).reduce((sum, e) => sum + e.duration, 0), since);

test('six 100 KB notes at the top of the timeline do not block the tab; unknown emoji are not requested one by one', async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const unknownEmoji: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('unknown_1_')) unknownEmoji.push(r.url());
  });
  await signInAs(page, 'carol');
  const feed = page.locator('[role="feed"]');
  await expect(feed.locator('article').first()).toBeVisible();

  // Alice (whom carol follows) posts the six; the shortcode note last, so it is on top.
  const texts = worstTexts(1);
  const start = await page.evaluate(() => performance.now());
  const ids: string[] = [];
  for (const text of [worstTexts(2).plain100k, texts.plain100k, texts.mfm100k, texts.deepNesting, texts.mentionsLinks, texts.shortcodes5k]) {
    ids.push(await mockPost(page, { username: 'alice', text }));
  }
  const top = feed.locator(`article[data-note-id="${ids[5]}"]`);
  await expect(top).toBeVisible();
  await expect(feed.locator(`article[data-note-id="${ids[3]}"]`)).toBeAttached();
  await page.waitForTimeout(500);
  expect(await blockedSince(page, start)).toBeLessThan(MAX_BLOCKED_MS);

  // The shortcode note asks for at most the cap of images, one request each; the rest reads as text.
  await expect.poll(() => unknownEmoji.length).toBeGreaterThan(0);
  expect(unknownEmoji.length).toBeLessThanOrEqual(MFM_MAX_EMOJI_IMAGES);
  expect(new Set(unknownEmoji).size).toBe(unknownEmoji.length);
  await expect(top).toContainText(`:unknown_1_${MFM_MAX_EMOJI_IMAGES + 5}:`);

  // Opening the timeline afresh (another tab) draws the six again, as cheaply.
  const again = await page.evaluate(() => performance.now());
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(feed.locator(`article[data-note-id="${ids[5]}"]`)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await blockedSince(page, again)).toBeLessThan(MAX_BLOCKED_MS);

  // A collapsed note holds only its start; "Show more" shows all of it.
  const plain = feed.locator(`article[data-note-id="${ids[1]}"]`);
  await plain.scrollIntoViewIfNeeded();
  expect((await plain.textContent())!.length).toBeLessThan(2_000);
  await plain.getByRole('button', { name: 'Show more' }).click();
  await expect(plain).toContainText(texts.plain100k.slice(-60));
});
