import { expect, test } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

test('mention suggestions put a recently mentioned user first (recentlyUsedUsers)', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.keyboard.press('n');
  const form = page.getByRole('dialog').filter({ has: page.locator('form[data-draft-key]') });
  await expect(form.locator('form[data-ready="true"]')).toBeAttached();
  const box = form.locator('textarea[data-field="text"]');
  await box.click();
  await box.pressSequentially('@b', { delay: 30 });
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  // Mention the user suggested last, then start a new mention.
  await options.last().click();
  const chosen = (await box.inputValue()).trim();
  await box.pressSequentially('@b', { delay: 30 });
  await expect(options.first()).toContainText(chosen);
});
