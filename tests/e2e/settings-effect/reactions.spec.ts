/**
 * Settings effects of the reaction area: each test sets its settings through their settings page,
 * as a user would, then looks for the effect on a note of the timeline or in what the client sends.
 */
import { expect, test, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { apiAs, mockPost } from '../mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`).first();

async function openHome(page: Page, id: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Home', exact: true }).first().click();
  await expect(note(page, id)).toBeVisible();
}

async function myReaction(page: Page, id: string): Promise<string | null> {
  return (await apiAs<{ myReaction?: string | null }>(page, 'carol', 'notes/show', { noteId: id })).myReaction ?? null;
}

test('`favButtonReaction` and `enableEmojiReactions`: the favourite button reacts with the chosen emoji; with emoji reactions off it replaces the picker and, set to favourites, adds the note to them', async ({ page }) => {
  await signInAs(page, 'carol');
  const bar = (id: string) => note(page, id).locator('footer');

  await page.goto('/settings/reaction');
  await page.locator('select[name="favButtonReaction"]').selectOption('🎉');
  // Each step on a note of its own (the timeline after a reload shows what it last kept of older notes).
  const first = await mockPost(page, { username: 'alice', text: 'A note to like' });
  await openHome(page, first);
  await expect(bar(first).getByRole('button', { name: 'React', exact: true })).toBeVisible();
  await bar(first).getByRole('button', { name: 'React with 🎉' }).click();
  await expect(bar(first).getByRole('button', { name: 'React with 🎉' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => myReaction(page, first)).toBe('🎉');

  await page.goto('/settings/reaction');
  await page.locator('input[name="enableEmojiReactions"]').uncheck();
  const second = await mockPost(page, { username: 'alice', text: 'Another note to like' });
  await openHome(page, second);
  await expect(bar(second).getByRole('button', { name: 'React', exact: true })).toHaveCount(0);
  const like = bar(second).getByRole('button', { name: 'React with 🎉' });
  await like.click();
  await expect.poll(() => myReaction(page, second)).toBe('🎉');
  // Pressed again, the one-tap reaction is taken back.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => myReaction(page, second)).toBeNull();

  await page.goto('/settings/reaction');
  await page.locator('select[name="favButtonReaction"]').selectOption('favorite');
  const third = await mockPost(page, { username: 'alice', text: 'A note to keep' });
  await openHome(page, third);
  await expect(bar(third).getByRole('button', { name: 'React', exact: true })).toHaveCount(0);
  const favorite = page.waitForRequest((r) => r.url().endsWith('/api/notes/favorites/create') && r.postDataJSON().noteId === third);
  await bar(third).getByRole('button', { name: 'Add to favorites' }).click();
  await favorite;
  await expect.poll(async () => (await apiAs<{ isFavorited: boolean }>(page, 'carol', 'notes/state', { noteId: third })).isFavorited).toBe(true);
  await expect(bar(third).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
});

test('`reactionMutedWords` and `reactionsDisplaySize`: a muted reaction leaves the list, the others show at the chosen size', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'React to me, everyone' });
  await page.request.post('/__mock/react', { data: { username: 'bob', noteId: id, reaction: '👍' } });
  await page.request.post('/__mock/react', { data: { username: 'grace', noteId: id, reaction: ':blobcat:' } });
  await signInAs(page, 'carol');
  await openHome(page, id);
  const viewer = note(page, id).getByRole('group', { name: 'Reactions' });
  await expect(viewer.locator('button[data-reaction]')).toHaveCount(2);
  const mediumHeight = (await viewer.locator('button[data-reaction="👍"]').boundingBox())!.height;

  await page.goto('/settings/word-mute');
  await page.locator('textarea[name="reaction"]').fill('blobcat');
  await page.locator('[data-action="save-reaction"]').click();
  await expect(page.locator('[data-action="save-reaction"]')).toBeDisabled();
  await page.goto('/settings/reaction');
  await page.locator('select[name="reactionsDisplaySize"]').selectOption('large');

  await openHome(page, id);
  await expect(viewer.locator('button[data-reaction="👍"]')).toBeVisible();
  await expect(viewer.locator('button[data-reaction^=":blobcat"]')).toHaveCount(0);
  await expect.poll(async () => (await viewer.locator('button[data-reaction="👍"]').boundingBox())!.height).toBeGreaterThan(mediumHeight + 4);
});

test('`reactions`, `reactions2`, `reactions3`, `reactions4`, `reactions5`, `reactionPickerSize`, `reactionPickerWidth` and `reactionPickerHeight`: the deck and its folders fill the picker, which has the chosen cell size, columns and height', async ({ page }) => {
  test.setTimeout(60_000);
  const id = await mockPost(page, { username: 'alice', text: 'Open the picker here' });
  await signInAs(page, 'carol');
  await page.goto('/settings/reaction');
  // The deck without 👍; pages 2–5 as named folders of one emoji each, page 2 closed at first.
  await page.getByRole('button', { name: 'Remove 👍' }).click();
  const folders = [
    [2, 'Cats', 'blobcat'],
    [3, 'Food', 'sushi'],
    [4, 'Fun', 'party'],
    [5, 'Misc', 'pizza'],
  ] as const;
  for (const [n, name, search] of folders) {
    await page.getByRole('textbox', { name: `Page ${n}: Folder name` }).fill(name);
    await page.getByRole('button', { name: `Add: Page ${n}` }).click();
    const adding = page.getByRole('dialog', { name: `Page ${n}` });
    await adding.locator('[data-emoji-search]').fill(search);
    await expect(adding.locator('[data-index="0"]')).toBeVisible();
    await adding.locator('[data-emoji-search]').press('Enter');
    await adding.press('Escape');
    await expect(adding).toHaveCount(0);
  }
  await page.locator('input[name="reactions3-open"]').check();
  await page.locator('input[name="reactionPickerSize"]').fill('5');
  await page.locator('input[name="reactionPickerWidth"]').fill('5');
  await page.locator('input[name="reactionPickerHeight"]').fill('90');

  await openHome(page, id);
  await note(page, id).getByRole('button', { name: 'React', exact: true }).click();
  const picker = page.locator('[data-emoji-picker]');
  const cell = picker.locator('[data-index="0"]');
  await expect(cell).toBeVisible();
  // The deck comes first, without 👍.
  await expect(cell).toHaveAttribute('data-emoji', /^❤/);
  // Size 5: 48 px cells (36 at the default 3); 5 columns in a row.
  expect((await cell.boundingBox())!.width).toBe(48);
  await expect(cell.locator('xpath=..').locator('button')).toHaveCount(5);
  // Height 90: the list takes most of the window (300 px by default).
  const list = picker.getByRole('group', { name: 'Emoji', exact: true });
  const viewport = page.viewportSize()!;
  expect((await list.boundingBox())!.height).toBeGreaterThan(Math.min(0.9 * viewport.height - 140, 400));
  // The folders by name: page 3 open as set, page 2 closed until opened.
  for (const [, name] of folders) await expect(list.getByRole('button', { name })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-expanded', 'true');
  const cats = list.getByRole('button', { name: 'Cats' });
  await expect(cats).toHaveAttribute('aria-expanded', 'false');
  await cats.click();
  await expect(cats).toHaveAttribute('aria-expanded', 'true');
  await expect(cats.locator('xpath=../following-sibling::div[1]').locator('[data-emoji=":blobcat:"]')).toBeVisible();
});

test('`useReactionPickerForContextMenu`: a right click on a note opens its reaction picker', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Right click me' });
  await signInAs(page, 'carol');
  await openHome(page, id);
  // Off (the default): the right click is the browser's.
  await note(page, id).getByText('Right click me').click({ button: 'right' });
  await expect(page.locator('[data-emoji-picker]')).toHaveCount(0);

  await page.goto('/settings/behavior');
  await page.locator('input[name="useReactionPickerForContextMenu"]').check();
  await openHome(page, id);
  await note(page, id).getByText('Right click me').click({ button: 'right' });
  await expect(page.locator('[data-emoji-picker]')).toBeVisible();
  await page.getByRole('dialog', { name: 'React' }).getByRole('button', { name: '😆' }).click();
  await expect.poll(() => myReaction(page, id)).toBe('😆');
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 800 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('`reactionPickerUseDrawerForMobile`: the picker opens in a drawer along the bottom; off, in a popover', async ({ page }) => {
    const id = await mockPost(page, { username: 'alice', text: 'React on a phone' });
    await signInAs(page, 'carol');
    await openHome(page, id);
    await note(page, id).getByRole('button', { name: 'React', exact: true }).click();
    const drawer = page.locator('[data-reaction-drawer]');
    await expect(drawer.locator('[data-emoji-picker]')).toBeVisible();
    const box = (await page.getByRole('dialog', { name: 'React' }).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.goto('/settings/behavior');
    await page.locator('input[name="reactionPickerUseDrawerForMobile"]').uncheck();
    await openHome(page, id);
    await note(page, id).getByRole('button', { name: 'React', exact: true }).click();
    await expect(page.locator('[data-emoji-picker]')).toBeVisible();
    await expect(drawer).toHaveCount(0);
  });
});
