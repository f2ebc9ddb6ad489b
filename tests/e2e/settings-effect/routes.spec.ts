/**
 * Settings effects of the routes helper's items (issue 48): the interface language. Carol on the mock,
 * starting in English; each setting is changed on its settings page and observed where the user sees it.
 */
import { expect, test } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
});

test('`language`: the picker offers the twelve complete languages in their own names; Deutsch turns the interface and the dates German', async ({ page }) => {
  await page.goto('/settings/general');
  const picker = page.locator('#setting-language');
  await expect(picker).toBeVisible();
  const names = await picker.locator('option').allTextContents();
  expect(names).toHaveLength(12);
  expect(names).toEqual(expect.arrayContaining(['日本語', 'English', 'Deutsch', 'Français', 'Español', '한국어', '简体中文', '繁體中文', 'Русский']));
  expect(names).not.toContain('Català');

  await picker.selectOption({ label: 'Deutsch' });
  await expect(page.getByText('Anzeigesprache').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // A note's time on the home timeline: the relative label and the full date both in German.
  await page.goto('/');
  const time = page.locator('#app [role="feed"] article time').first();
  await expect(time).toBeVisible();
  await expect(time).toHaveText(/^vor |^gerade eben$/);
  const iso = await time.getAttribute('datetime');
  const full = (await time.getAttribute('title')) ?? (await time.getAttribute('data-tooltip'));
  const german = await page.evaluate((d) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(d!)), iso);
  expect(full).toBe(german);
});
