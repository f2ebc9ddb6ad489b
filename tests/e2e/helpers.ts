import { expect, type Page } from './test';

export const PASSWORD = 'password';

/** Puts the mock instance back to its seeded state. */
export async function resetMock(page: Page): Promise<void> {
  const res = await page.request.post('/__mock/reset');
  expect(res.ok()).toBeTruthy();
}

/** Stores a language before the app starts (the default UI language is ja-JP). */
export async function withLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
}

/** Opens the sign-in dialog from the visitor header (in any UI language). */
export async function openSignInDialog(page: Page): Promise<void> {
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Signs in through the visitor's sign-in dialog with username and password. */
export async function signInWithDialog(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(username);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
}

/** Forgets the Query cache the app saved (same origin, outside the app): the next start is cold. */
export async function forgetSavedCache(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('misskey-client');
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const all = store.getAllKeys();
          all.onsuccess = () => {
            for (const key of all.result) if (String(key).startsWith('queryCache:')) store.delete(key);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
        open.onerror = () => resolve();
      }),
  );
}
