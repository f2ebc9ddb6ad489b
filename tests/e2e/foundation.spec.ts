import { expect, test } from './test';
import { resetMock, signInAs, signInWithDialog, withLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test('a visitor sees the welcome page in the visitor layout', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-layout="visitor"]')).toBeVisible();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  // Default language is ja-JP.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.locator('#splash')).toHaveCount(0);
});

test('carol signs in through the dialog, keeps the session on reload, and signs out', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await signInWithDialog(page, 'carol');
  await expect(page.locator('[data-page="timeline"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' })).toBeVisible();
  await expect(page.locator('[data-page="timeline"] article').first()).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  await expect(page.getByRole('button', { name: '@carol' })).toBeVisible();

  await page.getByRole('button', { name: '@carol' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
});

test('a wrong password shows an error in the dialog and keeps what was typed', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('carol');
  await dialog.locator('input[name="password"]').fill('not-the-password');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('alert')).toContainText('Sign-in failed');
  await expect(dialog.locator('input[name="username"]')).toHaveValue('carol');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signing in with an access token works', async ({ page }) => {
  await withLanguage(page, 'en-US');
  const res = await page.request.post('/api/signin', { data: { username: 'bob', password: 'password' } });
  const { i } = (await res.json()) as { i: string };
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with an access token' }).click();
  await dialog.locator('input[name="token"]').fill(i);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: '@bob' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
});

test('/settings while signed out lands on / (remembering /settings for after sign-in)', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?redirect=%2Fsettings$/);
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
});

test('/admin: carol sees not-found, alice sees the admin page', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/admin');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await expect(page.locator('[data-page="admin"]')).toHaveCount(0);

  await page.evaluate(() => localStorage.removeItem('account'));
  await page.context().clearCookies();
  await signInAs(page, 'alice');
  await page.goto('/admin');
  await expect(page.locator('[data-page="admin"]')).toBeVisible();
});

test('?zen gives the zen layout', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/?zen');
  await expect(page.locator('[data-layout="zen"]')).toBeVisible();
  await expect(page.locator('[data-layout="universal"]')).toHaveCount(0);
  await expect(page.locator('[data-page="timeline"]')).toBeVisible();
});

test('switching the language to en-US changes the UI text', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('設定');
  await page.locator('select[name="language"]').selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('the login cookie restores a session; a bad one shows Oops!', async ({ page, context, baseURL }) => {
  const res = await page.request.post('/api/signin', { data: { username: 'carol', password: 'password' } });
  const { i } = (await res.json()) as { i: string };
  await context.addCookies([{ name: 'token', value: i, url: baseURL! }]);
  await page.goto('/');
  // Signed in and reloaded well before 5 s: that is the fallback of start-up's hold on the database,
  // which a start that signs in before anything else once waited for (it paints no note to end it).
  await expect(page.locator('[data-layout="universal"]')).toBeVisible({ timeout: 4_500 });

  await page.evaluate(() => localStorage.removeItem('account'));
  await context.clearCookies();
  await context.addCookies([{ name: 'token', value: 'not-a-token', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByText('Oops!')).toBeVisible();
  // The bad cookie is cleared: the next visit is a plain visitor.
  await page.goto('/');
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
});

test('a suspended account is told so and signed out', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.request.post('/__mock/user', { data: { username: 'carol', patch: { isSuspended: true } } });
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('suspended');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-page="welcome"]')).toBeVisible();
});
