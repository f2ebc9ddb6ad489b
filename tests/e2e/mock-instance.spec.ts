import { expect, test } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('carol’s home timeline is full and the simulator’s notes arrive live', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect.poll(() => page.locator('[role="feed"] article').count()).toBeGreaterThanOrEqual(8);
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  const firstBefore = await page.locator('[role="feed"] article').first().getAttribute('data-note-id');
  await page.request.post('/__mock/simulate', { data: { on: true, intervalMs: 300 } });
  try {
    await expect.poll(() => page.locator('[role="feed"] article').first().getAttribute('data-note-id'), { timeout: 10_000 }).not.toBe(firstBefore);
  } finally {
    await page.request.post('/__mock/simulate', { data: { on: false } });
  }
});

test('alice posts from her own browser and carol sees it within a second', async ({ browser, page }) => {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();

  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await withLanguage(alice, 'en-US');
  await signInAs(alice, 'alice');
  const text = `Hello carol, from alice ${Date.now()}`;
  await alice.keyboard.press('n');
  const form = alice.getByRole('dialog');
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(alice.getByRole('dialog')).toHaveCount(0);
  const posted = Date.now();
  await expect(page.locator('[role="feed"] article', { hasText: text })).toBeVisible({ timeout: 1000 });
  expect(Date.now() - posted).toBeLessThan(1000);
  await aliceContext.close();
});
