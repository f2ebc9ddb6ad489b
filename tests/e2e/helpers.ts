import { expect, type Locator, type Page } from './test';

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

/**
 * Signs a seeded user in without the dialog: the account the app stores on sign-in (localStorage) and
 * its token cookie, set before the app starts, then the app opened at `/`. For tests about what comes
 * after sign-in; the sign-in itself is covered through the dialog (foundation, auth). The saved-accounts
 * list is not filled.
 */
export async function signInAs(page: Page, username: string): Promise<void> {
  const res = await page.request.get('/__mock/tokens');
  const origin = new URL(res.url()).origin;
  const token = ((await res.json()) as Array<{ username: string; token: string }>).find((t) => t.username === username)?.token;
  if (!token) throw new Error(`no token for ${username}`);
  const me = (await (await page.request.post('/api/i', { data: { i: token } })).json()) as { id: string; isAdmin?: boolean; isModerator?: boolean };
  const account = { id: me.id, token, origin, username, isAdmin: me.isAdmin === true, isModerator: me.isModerator === true };
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token), url: origin, sameSite: 'Lax' }]);
  // Written once, by the first document of this tab on the origin (a sign-out later stays signed out).
  const once = `e2e-sign-in-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ([at, value, flag]) => {
      if (location.origin !== at || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('account', value);
    },
    [origin, JSON.stringify(account), once] as const,
  );
  await page.goto('/');
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
}

/**
 * Waits until the app has created its IndexedDB database with the `kv` store. The app opens it lazily, after its
 * first paint, and a bare `indexedDB.open` before that would create an empty database of its own.
 */
export async function waitForAppDb(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const listed = (await indexedDB.databases()).some((d) => d.name === 'misskey-client');
          if (!listed) return false;
          return new Promise<boolean>((resolve) => {
            const open = indexedDB.open('misskey-client');
            open.onsuccess = () => {
              const ready = open.result.objectStoreNames.contains('kv');
              open.result.close();
              resolve(ready);
            };
            open.onerror = () => resolve(false);
          });
        }),
      { message: 'the app created its IndexedDB database' },
    )
    .toBe(true);
}

/** Forgets the Query cache the app saved (same origin, outside the app): the next start is cold. */
export async function forgetSavedCache(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await waitForAppDb(page);
  await deleteAppKeys(page, 'queryCache:');
}

/** Deletes the entries of the app's IndexedDB `kv` store whose key starts with `prefix`. */
export async function deleteAppKeys(page: Page, prefix: string): Promise<void> {
  await page.evaluate(
    (start) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('misskey-client');
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const all = store.getAllKeys();
          all.onsuccess = () => {
            for (const key of all.result) if (String(key).startsWith(start)) store.delete(key);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
        open.onerror = () => resolve();
      }),
    prefix,
  );
}

/**
 * Wheels down the page in steps shorter than the viewport until `target` is visible, letting each step's scroll
 * settle before looking. (A wheel returns before its scroll lands: looking between two quick wheels can see a row
 * that the next one carries away, and the virtualized timeline then unmounts it.)
 */
export async function scrollUntilVisible(page: Page, target: Locator, steps = 60): Promise<void> {
  for (let i = 0; i < steps && !(await target.isVisible()); i++) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 500);
    // Wait for the step to land (or 500 ms, at the end of the page), then for three still frames.
    await page.evaluate(
      (start) =>
        new Promise<void>((resolve) => {
          const began = performance.now();
          let last = window.scrollY;
          let still = 0;
          const tick = () => {
            const moved = window.scrollY !== start || performance.now() - began > 500;
            still = moved && window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 3) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      before,
    );
  }
  await expect(target).toBeVisible();
}
