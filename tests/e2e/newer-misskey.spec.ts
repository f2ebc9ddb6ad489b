/**
 * What newer Misskey servers (and the mock's role policies) decide for the reader: a user whose role
 * policies disallow the local timeline sees no Local or Social tab, and a stored Social tab opens
 * on Home instead.
 */
import { resetMock, signInAs } from './helpers';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

test('ltlAvailable false: no Local or Social tab, the stored Social tab falls back to Home', async ({ page }) => {
  // The server's policies (meta and every user's `i`) now forbid the local timeline.
  expect((await page.request.post('/__mock/meta', { data: { ltlAvailable: false } })).ok()).toBeTruthy();
  try {
    // carol starts on the default Social tab.
    await signInAs(page, 'carol');
    const tabs = page.locator('[data-page="timeline"] [role="tablist"]');
    await expect(tabs.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Global' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Local' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Social' })).toHaveCount(0);
    await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();
  } finally {
    await page.request.post('/__mock/meta', { data: { ltlAvailable: true } });
  }
});
