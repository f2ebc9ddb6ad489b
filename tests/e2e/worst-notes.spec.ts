/**
 * Issue #52, defect 4: six 100 KB notes at the top of the timeline froze the tab for 4–11 s, and a
 * note of 5,000 unknown `:shortcode:`s made 5,083 image requests. Posted by another user through the
 * mock's control API; the main thread's long tasks and the emoji image requests are counted.
 */
import { MFM_MAX_GUESSED_EMOJI } from '../../src/mfm/limits';
import { worstTexts } from '../../src/mfm/worst-texts';
import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

/**
 * Before the limits the six notes blocked the main thread 4–11 s (the tab did not answer for 7 s here); now at most a
 * few times what six ordinary notes cost, plus this margin for a busy machine.
 */
const MAX_BLOCKED_MS = 1_000;

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
  const emojiLists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/emojis') emojiLists.push(r.url());
    // Image loads (the mock's proxy answers with a redirect to the original: that hop is not another image).
    if (r.url().includes('unknown_1_') && !r.redirectedFrom()) unknownEmoji.push(r.url());
  });
  await signInAs(page, 'carol');
  const feed = page.locator('[role="feed"]');
  await expect(feed.locator('article').first()).toBeVisible();

  // The control: alice (whom carol follows) posts six ordinary notes, drawn at the top as they come.
  const postSix = async (texts: string[]) => {
    const start = await page.evaluate(() => performance.now());
    const ids: string[] = [];
    for (const text of texts) ids.push(await mockPost(page, { username: 'alice', text }));
    await expect(feed.locator(`article[data-note-id="${ids[5]}"]`)).toBeVisible();
    await expect(feed.locator(`article[data-note-id="${ids[3]}"]`)).toBeAttached();
    await page.waitForTimeout(500);
    return { ids, blocked: await blockedSince(page, start) };
  };
  const control = await postSix([0, 1, 2, 3, 4, 5].map((i) => worstTexts(10 + i).ordinary));
  // Then the six worst; the shortcode note last, so it is on top.
  const texts = worstTexts(1);
  const { ids, blocked } = await postSix([worstTexts(2).plain100k, texts.plain100k, texts.mfm100k, texts.deepNesting, texts.mentionsLinks, texts.shortcodes5k]);
  console.log(`six worst notes: ${blocked.toFixed(0)} ms of long tasks; six ordinary: ${control.blocked.toFixed(0)} ms`);
  expect(blocked).toBeLessThan(Math.max(control.blocked * 3, 300) + MAX_BLOCKED_MS);
  const top = feed.locator(`article[data-note-id="${ids[5]}"]`);

  // The shortcode note guesses at a few names (each its server route, then once through the image proxy when that
  // fails, as every custom emoji does) and has the server's emoji list fetched once, which says none of them exist:
  // then every name reads as text.
  await expect(top).toContainText(`:unknown_1_${MFM_MAX_GUESSED_EMOJI + 5}:`);
  await expect.poll(() => emojiLists.length).toBe(1);
  await expect(top).toContainText(':unknown_1_0:'); // text content: an image's alt would not count
  await expect(top.locator('img[alt^=":unknown_1_"]')).toHaveCount(0);
  const names = new Set(unknownEmoji.map((u) => /unknown_1_\d+/.exec(decodeURIComponent(u))![0]));
  expect(names.size).toBeLessThanOrEqual(MFM_MAX_GUESSED_EMOJI);
  expect(unknownEmoji.length).toBeLessThanOrEqual(2 * MFM_MAX_GUESSED_EMOJI);

  // Opening the timeline afresh (another tab) draws the six again, as cheaply.
  const again = await page.evaluate(() => performance.now());
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(feed.locator(`article[data-note-id="${ids[5]}"]`)).toBeVisible();
  await page.waitForTimeout(500);
  const reopened = await blockedSince(page, again);
  console.log(`Local tab with the six: ${reopened.toFixed(0)} ms of long tasks`);
  expect(reopened).toBeLessThan(Math.max(control.blocked * 3, 300) + MAX_BLOCKED_MS);

  // A collapsed note holds only its start; "Show more" shows all of it.
  const plain = feed.locator(`article[data-note-id="${ids[1]}"]`);
  await plain.scrollIntoViewIfNeeded();
  expect((await plain.textContent())!.length).toBeLessThan(2_000);
  await plain.getByRole('button', { name: 'Show more' }).click();
  await expect(plain).toContainText(texts.plain100k.slice(-60));
});
