/** The post form, selected robustly (it is being rebuilt): the dialog, its text box, its submit button. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

export async function openPostForm(page: Page): Promise<Locator> {
  await page.locator('body').press('n');
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  return dialog;
}

export const textBox = (dialog: Locator) => dialog.locator('textarea').first();

export async function submitButton(dialog: Locator): Promise<Locator> {
  const submit = dialog.locator('button[type="submit"]');
  if ((await submit.count()) > 0) return submit.last();
  return dialog.getByRole('button', { name: /^(Post|Note)\b/ }).last();
}

/** Carol's notes on the server with exactly this text. */
export async function postedCount(page: Page, token: string, text: string): Promise<number> {
  const me = (await (await page.request.post('/api/i', { data: { i: token } })).json()) as { id: string };
  const res = await page.request.post('/api/users/notes', { data: { i: token, userId: me.id, limit: 100 } });
  const notes = (await res.json()) as Array<{ text: string | null }>;
  return notes.filter((n) => n.text === text).length;
}
