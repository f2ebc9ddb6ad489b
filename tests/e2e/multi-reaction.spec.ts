import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const myReactions = async (page: Page, id: string) =>
  (await apiAs<{ myReactions?: string[] }>(page, 'grace', 'notes/show', { noteId: id })).myReactions ?? [];

test('a patron holds up to 3 reactions on a note: the picker shows the chosen ones, a 4th is refused, one is taken back', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Pile on the reactions' });
  await signInAs(page, 'grace');
  await page.getByRole('tab', { name: 'Home', exact: true }).first().click();
  const article = page.locator(`article[data-note-id="${id}"]`).first();
  await expect(article).toBeVisible();
  const picker = page.getByRole('dialog', { name: 'React' });
  const cell = (emoji: string) => picker.locator(`[data-emoji="${emoji}"]`).first();
  const pick = async (emoji: string) => {
    await article.getByRole('button', { name: 'React', exact: true }).click();
    await cell(emoji).click();
    await expect(picker).toHaveCount(0);
  };

  await pick('👍');
  await pick('🎉');
  await article.getByRole('button', { name: 'React', exact: true }).click();
  await expect(cell('👍')).toHaveAttribute('aria-pressed', 'true');
  await expect(cell('🎉')).toHaveAttribute('aria-pressed', 'true');
  await expect(cell('😆')).toHaveAttribute('aria-pressed', 'false');
  await expect(picker.locator('[data-chosen-count]')).toHaveText('2 of 3 chosen');
  await cell('😆').click();
  const viewer = article.getByRole('group', { name: 'Reactions' });
  await expect(viewer.locator('button[aria-pressed="true"]')).toHaveCount(3);
  await expect.poll(() => myReactions(page, id)).toEqual(['👍', '🎉', '😆']);

  // A 4th: refused with a message, nothing sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/notes/reactions/create')) sent++;
  });
  await pick('🤔');
  await expect(page.getByText('You can add up to 3 reactions to a note.')).toBeVisible();
  await expect(viewer.locator('button[data-reaction="🤔"]')).toHaveCount(0);

  // Choosing a chosen one in the picker takes that one back, and only that one.
  const removed = page.waitForRequest((r) => r.url().endsWith('/api/notes/reactions/delete'));
  await pick('🎉');
  expect((await removed).postDataJSON()).toMatchObject({ noteId: id, reaction: '🎉' });
  await expect.poll(() => myReactions(page, id)).toEqual(['👍', '😆']);
  await expect(viewer.locator('button[aria-pressed="true"]')).toHaveCount(2);
  expect(sent).toBe(0);
});
