/** #52 item 3: no screen is blank while its data is slow; a failure or a timeout offers Retry. */
import type { Page } from '@playwright/test';
import { dismissToasts, expect, fault, feedArticles, test } from './support';

// Requests the service worker answers would pass page.route by.
test.use({ serviceWorkers: 'block' });

const NOTIFICATIONS = /\/api\/i\/notifications(-grouped)?$/;

/** Counts the page's requests to an API path. */
function countRequests(page: Page, path: RegExp): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (path.test(new URL(r.url()).pathname)) n++;
  });
  return () => n;
}

async function slowNotifications(page: Page, ms: number): Promise<void> {
  await fault(page, 'i/notifications', 'latency', { ms });
  await fault(page, 'i/notifications-grouped', 'latency', { ms });
}

test('slow notifications: the loading indicator, then the notifications', async ({ page }) => {
  await slowNotifications(page, 3000);
  await page.goto('/my/notifications');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.locator('[data-page="notifications"] [role="feed"] article').first()).toBeVisible({ timeout: 8000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
});

test('opening notifications from the menu shows the navigation is on its way, then the page', async ({ page }) => {
  await page.goto('/');
  await expect(feedArticles(page).first()).toBeVisible();
  await slowNotifications(page, 2500);
  await page.locator('[data-layout] a[href="/my/notifications"]').first().click();
  const progress = page.getByRole('progressbar', { name: 'Opening the page…' });
  await expect(progress).toBeVisible();
  // The old page gives way to the loading indicator while the new one waits for its data.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.locator('[data-page="notifications"] [role="feed"] article').first()).toBeVisible({ timeout: 8000 });
  await expect(progress).toHaveCount(0);
});

test('notifications that time out: one request, the reason and Retry, which loads them', async ({ page }) => {
  const requests = countRequests(page, NOTIFICATIONS);
  await page.clock.install();
  await slowNotifications(page, 60_000);
  await page.goto('/my/notifications');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect.poll(requests).toBe(1);
  // The client's 30 s limit passes without waiting for it.
  await page.clock.fastForward(31_000);
  const alert = page.locator('[data-page="notifications"] [role="alert"]');
  await expect(alert).toContainText('timed out');
  // Nothing is sent again by itself: the reader decides.
  await page.clock.fastForward(60_000);
  await expect(alert).toBeVisible();
  expect(requests()).toBe(1);
  await fault(page, 'i/notifications', 'off');
  await fault(page, 'i/notifications-grouped', 'off');
  await dismissToasts(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-page="notifications"] [role="feed"] article').first()).toBeVisible();
  expect(requests()).toBe(2);
});

test('featured channels that fail: the error with Retry, which loads them once the server is back', async ({ page }) => {
  const requests = countRequests(page, /\/api\/channels\/featured$/);
  await fault(page, 'channels/featured', '500');
  await page.goto('/channels');
  const alert = page.locator('[data-page="channels"] [role="alert"]');
  await expect(alert).toBeVisible();
  await expect(page.locator('[data-channel]')).toHaveCount(0);
  await fault(page, 'channels/featured', 'off');
  await dismissToasts(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-channel]').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(requests()).toBe(2);
});
