import { expect, test, type Locator, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs } from './mock-api';

/** A 1×1 PNG (67 bytes): small enough to stay uncompressed, big enough to exceed a 10-byte limit. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function control(page: Page, action: string, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`/__mock/${action}`, { data });
  expect(res.ok()).toBeTruthy();
}

/** Signs in as carol and opens the post form with the `n` hotkey. */
async function openPostForm(page: Page): Promise<Locator> {
  await signInAs(page, 'carol');
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  return form;
}

/** Attaches files through the form's file input (the attach menu's "upload from device"). */
async function attach(form: Locator, ...names: string[]): Promise<void> {
  await form.locator('input[type="file"]').setInputFiles(names.map(png));
}

const uploadList = (form: Locator) => form.getByTestId('upload-list');
const toast = (page: Page, text: string) => page.getByRole('region').getByRole('alert').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await withLanguage(page, 'en-US');
  });

  test('two files show progress bars, then thumbnails and the 2/16 counter', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'latency', ms: 1500, count: 2 });
    await attach(form, 'first.png', 'second.png');
    const list = uploadList(form);
    await expect(list.getByRole('progressbar')).toHaveCount(2);
    await expect(list.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d+/);
    await expect(list.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    await expect(list.getByRole('img')).toHaveCount(2);
    for (const img of await list.getByRole('img').all()) await expect(img).toHaveAttribute('src', /^https?:\/\//);
    await expect(list.getByTestId('upload-counter')).toHaveText('2/16');
    await expect(list).toContainText('first.png');
    await expect(list).toContainText('second.png');
  });

  test('a file over the size limit (HTTP 413) says the limit was exceeded', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'limits', { maxUploadBytes: 10 });
    await attach(form, 'big.png');
    await expect(uploadList(form).getByRole('alert')).toHaveText('This file cannot be uploaded because it exceeds the file size limit.');
    await expect(toast(page, 'Upload failed.')).toBeVisible();
    await expect(uploadList(form).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await uploadList(form).getByRole('button', { name: 'Remove big.png' }).click();
    await expect(uploadList(form)).toHaveCount(0);
  });

  test('inappropriate content is refused with its message', async ({ page }) => {
    const form = await openPostForm(page);
    await attach(form, 'nsfw-reject.png');
    await expect(uploadList(form).getByRole('alert')).toHaveText('This file cannot be uploaded because it may contain inappropriate content.');
  });

  test('a full drive is refused with the no-free-space message', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'limits', { username: 'carol', capacity: 1 });
    await attach(form, 'full.png');
    await expect(uploadList(form).getByRole('alert')).toHaveText('This file cannot be uploaded because there is no free space left in your drive.');
  });

  test('another server error shows message, code and id, and can be retried', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'limits', { uploadInternalErrors: 1 });
    await attach(form, 'flaky.png');
    const alert = uploadList(form).getByRole('alert');
    await expect(alert).toContainText('INTERNAL_ERROR');
    await expect(alert).toContainText('id:');
    await uploadList(form).getByRole('button', { name: 'Retry' }).click();
    await expect(uploadList(form).getByRole('img')).toHaveCount(1);
  });

  test('a network error offers a retry that then succeeds', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'refuse' });
    await attach(form, 'offline.png');
    await expect(uploadList(form).getByRole('alert')).toHaveText('Failed to upload: network error. You can retry.');
    await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'off' });
    await uploadList(form).getByRole('button', { name: 'Retry' }).click();
    await expect(uploadList(form).getByRole('img')).toHaveCount(1);
    await expect(uploadList(form).getByRole('alert')).toHaveCount(0);
  });

  test('an unparsable answer shows the raw response', async ({ page }) => {
    const form = await openPostForm(page);
    await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'malformed', count: 1 });
    await attach(form, 'garbled.png');
    await expect(uploadList(form).getByRole('alert')).toContainText('{"id":"9xmock","createdAt":"2026-');
  });

  test('a wide WebP is converted to a PNG of at most 2048 px before upload', async ({ page }) => {
    const form = await openPostForm(page);
    await form.locator('input[type="file"]').evaluate(async (el) => {
      const canvas = new OffscreenCanvas(3000, 1000);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#3a7';
      ctx.fillRect(0, 0, 3000, 1000);
      const blob = await canvas.convertToBlob({ type: 'image/webp' });
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'wide.webp', { type: 'image/webp' }));
      const input = el as HTMLInputElement;
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const list = uploadList(form);
    await expect(list.getByRole('img')).toHaveCount(1);
    await expect(list).toContainText('wide.png');
    const files = await apiAs<Array<{ name: string; type: string; properties: { width: number; height: number } }>>(page, 'carol', 'drive/files', { limit: 1 });
    expect(files[0]).toMatchObject({ name: 'wide.png', type: 'image/png', properties: { width: 2048, height: 683 } });
  });

  test('the attach menu uploads from a URL (only http/https)', async ({ page }) => {
    const form = await openPostForm(page);
    await form.getByRole('button', { name: 'Attach files' }).click();
    await form.getByRole('menuitem', { name: 'Upload from URL' }).click();
    const prompt = page.getByRole('dialog', { name: 'Upload from URL' });
    await prompt.getByRole('textbox').fill('ftp://images.example/cat.png');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page, 'invalid url')).toBeVisible();
    await form.getByRole('button', { name: 'Attach files' }).click();
    await form.getByRole('menuitem', { name: 'Upload from URL' }).click();
    await prompt.getByRole('textbox').fill('https://images.example/cat.png');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(uploadList(form)).toContainText('cat.png');
    await expect(uploadList(form).getByRole('img')).toHaveCount(1);
  });
});

test('in Japanese the failure toast says アップロードに失敗しました。', async ({ page }) => {
  await withLanguage(page, 'ja-JP');
  const form = await openPostForm(page);
  await control(page, 'limits', { maxUploadBytes: 10 });
  await attach(form, 'big.png');
  await expect(toast(page, 'アップロードに失敗しました。')).toContainText('ファイルサイズの制限を超えているためアップロードできません。');
});
