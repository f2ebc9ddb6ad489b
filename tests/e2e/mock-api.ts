import { expect, type Page } from './test';

/** Seeded items by name (GET /__mock/seeded). */
export async function seeded(page: Page, name: string): Promise<string> {
  const map = (await (await page.request.get('/__mock/seeded')).json()) as Record<string, string>;
  const id = map[name];
  if (!id) throw new Error(`nothing seeded as ${name}`);
  return id;
}

/** A user of the mock posts; returns the new note's id. */
export async function mockPost(page: Page, data: { username: string; text?: string; cw?: string; renoteId?: string; replyId?: string; visibility?: string }): Promise<string> {
  const res = await page.request.post('/__mock/post', { data });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

export async function tokenOf(page: Page, username: string): Promise<string> {
  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; token: string }>;
  return tokens.find((t) => t.username === username)!.token;
}

/** Calls the mock's API as a user. */
export async function apiAs<T>(page: Page, username: string, endpoint: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(`/api/${endpoint}`, { data: { ...params, i: await tokenOf(page, username) } });
  return (res.status() === 204 ? undefined : await res.json()) as T;
}
