/**
 * Sign-up on a server with rules: the rules step comes first and holds the form back until the
 * user agrees (keyboard only, and going back keeps what was typed); the new account then starts
 * signed in on the Home timeline with the starter widgets and the onboarding, where following a
 * suggested user really follows. The onboarding opens once.
 */
import { openSignInDialog, resetMock } from './helpers';
import { expect, test } from './test';

// Wide enough for the universal layout's widgets column.
test.use({ viewport: { width: 1400, height: 900 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await page.addInitScript(`localStorage.getItem('lang') || localStorage.setItem('lang', 'en-US')`);
});

test('a new user agrees to the rules, signs up, follows a suggested user and starts on Home with widgets', async ({ page }) => {
  // Open registration (the mock is invitation-only) and terms of service beside the seeded rules.
  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; token: string }>;
  const admin = tokens.find((t) => t.username === 'alice')!.token;
  expect((await page.request.post('/api/admin/update-meta', { data: { i: admin, disableRegistration: false, tosUrl: 'https://example.com/tos' } })).ok()).toBe(true);
  await page.goto('/');
  await openSignInDialog(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });

  // The rules step: the mock's rules, numbered, as text; no form before agreeing.
  await expect(dialog.locator('[data-server-rules] li')).toHaveText(['Be kind.', 'This is a mock: nothing here is real.']);
  await expect(dialog.locator('a[data-terms-link="tos"]')).toHaveAttribute('href', 'https://example.com/tos');
  await expect(dialog.locator('input[name="username"]')).toHaveCount(0);
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const agree = dialog.getByRole('checkbox', { name: 'I have read and agree to the rules and terms' });
  await expect(agree).toBeFocused();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await page.keyboard.press('Enter');

  const username = dialog.locator('input[name="username"]');
  await expect(username).toBeFocused();
  await username.fill('fresh');
  await expect(dialog.locator('[data-username-state]')).toHaveText('Available');
  await dialog.locator('input[name="password"]').fill('correct horse 42');
  await dialog.locator('input[name="retype"]').fill('correct horse 42');
  // Back to the rules and forth again: nothing typed is lost.
  await dialog.locator('[data-action="back-to-terms"]').click();
  await expect(agree).toBeChecked();
  await next.click();
  await expect(username).toHaveValue('fresh');
  await expect(dialog.locator('input[name="retype"]')).toHaveValue('correct horse 42');
  await dialog.locator('button[type="submit"]').click();

  // Signed in; the onboarding suggests the server's pinned and popular users.
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const onboarding = page.getByRole('dialog', { name: 'Welcome!' });
  const suggested = onboarding.locator('[data-suggested-users] [data-user-card]');
  await expect(suggested.first()).toBeVisible({ timeout: 10_000 });
  await expect(onboarding.locator('[data-user-card="alice"]')).toBeVisible();
  await expect(onboarding.locator('[data-user-card="fresh"]')).toHaveCount(0);

  const alice = (await (await page.request.post('/api/users/show', { data: { username: 'alice' } })).json()) as { id: string };
  const follow = page.waitForRequest((r) => r.url().endsWith('/api/following/create'));
  await onboarding.locator('[data-user-card="alice"] [data-follow-state="none"]').click();
  expect((await follow).postDataJSON()).toMatchObject({ userId: alice.id });
  await expect(onboarding.locator('[data-user-card="alice"] [data-follow-state="following"]')).toBeVisible();

  await onboarding.getByRole('button', { name: 'Next' }).click();
  for (const name of ['notifications', 'trends', 'onlineUsers', 'calendar']) await expect(onboarding.locator(`[data-starter-widget="${name}"]`)).toBeChecked();
  await onboarding.locator('[data-action="finish-onboarding"]').click();
  await expect(onboarding).toHaveCount(0);

  // The starter widgets beside the timeline, and the Home timeline, now with alice's notes.
  const widgets = page.locator('[data-widgets-place="right"]');
  for (const name of ['notifications', 'trends', 'onlineUsers', 'calendar']) await expect(widgets.locator(`[data-widget="${name}"]`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role=feed] article').first()).toBeVisible();

  // Once only: the next start has no onboarding, and stays on Home.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-widgets-place="right"] [data-widget="calendar"]')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? '{}') as { id: string; origin: string });
  expect(await page.evaluate((key) => localStorage.getItem(key), `onboarding:${me.origin}:${me.id}`)).toBe('done');
});
