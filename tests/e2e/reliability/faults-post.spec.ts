/** Fault injection on posting (notes/create) and uploading (drive/files/create). */
import { openPostForm, postedCount, submitButton, textBox } from './post-form';
import { dismissToasts, expect, expectLogged, expectNotBlank, fault, feedArticles, test, tokenOf } from './support';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(feedArticles(page).first()).toBeVisible();
});

test('5 s of latency: the form shows it is busy, the note is posted once', async ({ page }) => {
  const text = `slow post ${Date.now()}`;
  const token = await tokenOf(page, 'carol');
  await fault(page, 'notes/create', 'latency', { ms: 5000 });
  const dialog = await openPostForm(page);
  await textBox(dialog).fill(text);
  await (await submitButton(dialog)).click();
  await expectNotBlank(page);
  await expect.poll(() => postedCount(page, token, text), { timeout: 12_000 }).toBe(1);
  await expect(page.locator('[role="alert"]', { hasText: /error|failed|could not/i })).toHaveCount(0);
  await expect(feedArticles(page).filter({ hasText: text })).toBeVisible({ timeout: 5000 });
});

for (const [mode, status] of [
  ['500', '500'],
  ['429', '429'],
  ['malformed', '200'],
  ['refuse', 'network'],
] as const) {
  test(`${mode}: an error, the text is kept, posting again once the fault is lifted posts exactly one note`, async ({ page }) => {
    // Client bug (reported): src/core/queue/queue-rules.ts classifies a 2xx with an unreadable body as
    // `done`, so the form says "Posted." and drops the text although nothing was created (a proxy or
    // captive portal answering 200 does the same). `retry-verify` would look for the note first.
    const text = `post under ${mode} ${Date.now()}`;
    const token = await tokenOf(page, 'carol');
    await fault(page, 'notes/create', mode);
    const dialog = await openPostForm(page);
    await textBox(dialog).fill(text);
    await (await submitButton(dialog)).click();
    await expect(page.locator('[role="alert"]').first()).toBeVisible({ timeout: 10_000 });
    await expectNotBlank(page);
    if (mode === '500') await page.screenshot({ path: test.info().outputPath('post-error.png') });
    expect(await postedCount(page, token, text)).toBe(0);
    await fault(page, 'notes/create', 'off');
    await dismissToasts(page);
    if (await dialog.isVisible()) {
      // The form stayed open with the text: the way to retry is to post again.
      await expect(textBox(dialog)).toHaveValue(text);
      // The unsent-request queue may send the queued copy first and close the form while the
      // button is being reached for: then there is nothing left to click.
      await (await submitButton(dialog)).click({ timeout: 10_000 }).catch(async (e: unknown) => {
        if (await dialog.isVisible()) throw e;
      });
    }
    // Either way (posted again, or sent by the unsent-request queue), exactly one note.
    await expect.poll(() => postedCount(page, token, text), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(await postedCount(page, token, text)).toBe(1);
    void status;
  });
}

test('a failed post is recorded in the error log', async ({ page }) => {
  await fault(page, 'notes/create', '500');
  const dialog = await openPostForm(page);
  await textBox(dialog).fill(`logged failure ${Date.now()}`);
  await (await submitButton(dialog)).click();
  await expect(page.locator('[role="alert"]').first()).toBeVisible({ timeout: 10_000 });
  await fault(page, 'notes/create', 'off');
  await expectLogged(page, 'notes/create', '500');
});

test('upload: a failed upload says so and can be retried', async ({ page }) => {
  const dialog = await openPostForm(page);
  const input = dialog.locator('input[type="file"]');
  test.skip((await input.count()) === 0, 'the post form has no file input yet (uploader of issue 6 not present in this build)');
  await fault(page, 'drive/files/create', '500');
  await input.first().setInputFiles({ name: 'reliability.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.locator('[role="alert"]').first()).toBeVisible({ timeout: 10_000 });
  await expectNotBlank(page);
  await fault(page, 'drive/files/create', 'off');
  await dismissToasts(page);
  const retry = dialog.getByRole('button', { name: /retry|try again/i }).first();
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(dialog.getByRole('button', { name: /retry|try again/i })).toHaveCount(0, { timeout: 10_000 });
  await expectLogged(page, 'drive/files/create', '500');
});

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
