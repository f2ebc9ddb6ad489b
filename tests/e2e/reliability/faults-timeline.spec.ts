/** Fault injection on the home timeline (notes/timeline): latency, 500, 429, malformed, refused. */
import { dismissToasts, expect, expectLogged, expectNotBlank, fault, feedArticles, isClickable, test, visibleError } from './support';

test('5 s of latency: a loading state, never a blank screen, then the notes', async ({ page }) => {
  await fault(page, 'notes/timeline', 'latency', { ms: 5000 });
  await page.goto('/');
  await expect(page.locator('[data-page="timeline"]')).toBeVisible();
  await expectNotBlank(page);
  await expect(page.getByText('Loading', { exact: false }).first()).toBeVisible();
  await expect(feedArticles(page).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
});

for (const [mode, status] of [
  ['500', '500'],
  ['429', '429'],
  ['malformed', '200'],
  ['refuse', 'network'],
] as const) {
  test(`${mode}: an error with Retry, the shell stays, Retry works once the fault is lifted, the log has it`, async ({ page }) => {
    await fault(page, 'notes/timeline', mode);
    await page.goto('/');
    const alert = page.locator('[data-page="timeline"] [role="alert"]');
    await expect(alert).toBeVisible({ timeout: 12_000 });
    await expect(alert).toContainText('Could not load the timeline');
    await expectNotBlank(page);
    await expect(page.locator('nav, [data-layout] a[href="/settings"]').first()).toBeVisible();
    await fault(page, 'notes/timeline', 'off');
    await dismissToasts(page); // see the next test: toasts cover the inline Retry
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(feedArticles(page).first()).toBeVisible();
    await expect(visibleError(page).filter({ hasText: 'Could not load the timeline' })).toHaveCount(0);
    await expectLogged(page, 'notes/timeline', status);
  });
}

test('error toasts do not cover the inline Retry button', async ({ page }) => {
  await fault(page, 'notes/timeline', 'refuse');
  await page.goto('/');
  const retry = page.locator('[data-page="timeline"] [role="alert"]').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 12_000 });
  expect(await isClickable(page, retry)).toBe(true);
});

test('the stream drops and refuses for 3 s: the notes stay, it reconnects, and a note posted meanwhile arrives', async ({ page }) => {
  await page.goto('/');
  await expect(feedArticles(page).first()).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  const before = await feedArticles(page).count();
  await page.request.post('/__mock/drop-sockets', { data: { refuseMs: 3000 } });
  await expect(page.locator('[data-stream-state="reconnecting"]')).toBeAttached();
  const res = await page.request.post('/__mock/post', { data: { username: 'alice', text: 'posted while the stream was down' } });
  expect(res.ok()).toBeTruthy();
  await expectNotBlank(page);
  expect(await feedArticles(page).count()).toBeGreaterThanOrEqual(Math.min(before, 1));
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
  await expect(feedArticles(page).filter({ hasText: 'posted while the stream was down' })).toBeVisible({ timeout: 10_000 });
});
