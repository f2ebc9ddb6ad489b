/** Fault injection on sign-in (the `signin` endpoint), from a signed-out browser. */
import { test as base } from '../test';
import { PASSWORD } from '../helpers';
import { expect, expectNotBlank, fault } from './support';

const test = base;

test.beforeEach(async ({ page }) => {
  await page.request.post('/__mock/reset');
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});
test.afterEach(async ({ page }) => {
  await page.request.post('/__mock/fault', { data: { endpoint: '*', mode: 'off' } });
});

for (const mode of ['latency', '500', '429', 'malformed', 'refuse'] as const) {
  test(`sign-in, ${mode}: ${mode === 'latency' ? 'busy, then signed in' : 'the dialog says what failed; submitting again after the fault signs in'}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').locator('[data-action="signin"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('carol');
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await fault(page, 'signin', mode, mode === 'latency' ? { ms: 5000 } : {});
    await dialog.locator('button[type="submit"]').click();
    await expectNotBlank(page);
    if (mode === 'latency') {
      await expect(dialog.locator('form[aria-busy="true"]')).toBeAttached();
      await expect(page.locator('[data-layout="universal"]')).toBeVisible({ timeout: 12_000 });
      return;
    }
    await expect(dialog.locator('[role="alert"]')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator('input[name="password"]')).toHaveValue(PASSWORD);
    await fault(page, 'signin', 'off');
    await dialog.locator('button[type="submit"]').click();
    await expect(page.locator('[data-layout="universal"]')).toBeVisible({ timeout: 10_000 });
  });
}
