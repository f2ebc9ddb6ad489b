/**
 * Secrets never stored (issue 52, defect 2): a password change refused for a wrong current
 * password leaves an error log entry — on /errorlog and in its IndexedDB copy — without either
 * password in it.
 */
import { resetMock, signInAs, waitForAppDb, withLanguage } from '../helpers';
import { expect, test } from '../test';

const CURRENT = 'wrong-current-pw-31';
const NEXT = 'brand-new-pw-47';

test('a refused password change is logged without the passwords, in its IndexedDB copy and on /errorlog', async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.goto('/settings/security');
  await page.locator('input[name="current-password"]').fill(CURRENT);
  await page.locator('input[name="new-password"]').fill(NEXT);
  await page.locator('input[name="new-password-again"]').fill(NEXT);
  const refused = page.waitForResponse((res) => res.url().endsWith('/api/i/change-password'));
  await page.getByRole('button', { name: 'Change password' }).click();
  expect((await refused).status()).toBe(400);

  // The copy kept in IndexedDB, once written; then the log page of a fresh start, which reads it back.
  const stored = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('misskey-client');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('kv').objectStore('kv').get('errorLog');
            get.onsuccess = () => {
              open.result.close();
              resolve(JSON.stringify(get.result ?? null));
            };
            get.onerror = () => reject(get.error);
          };
        }),
    );
  await waitForAppDb(page);
  await expect.poll(stored).toContain('i/change-password');
  expect(await stored()).not.toContain(CURRENT);
  expect(await stored()).not.toContain(NEXT);

  await page.goto('/errorlog');
  const entry = page.locator('[data-page="errorlog"] li').filter({ hasText: 'i/change-password' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('currentPassword');
  const text = await page.locator('[data-page="errorlog"]').innerText();
  expect(text).not.toContain(CURRENT);
  expect(text).not.toContain(NEXT);
});
