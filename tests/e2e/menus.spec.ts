import { expect, test, type Locator, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const noteArticle = (page: Page, id: string): Locator => page.locator(`article[data-note-id="${id}"]`).first();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens a note's menu from the keyboard: focus its menu button, press Enter. */
async function openNoteMenu(page: Page, id: string): Promise<Locator> {
  const button = noteArticle(page, id).locator('[data-action="menu"]');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the note menu works from the keyboard alone: Enter opens it, arrows, End, Home and type-ahead move, Escape returns to the button', async ({ page }) => {
  const id = await mockPost(page, { username: 'carol', text: `Keyboard menu ${Date.now()}` });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const menu = await openNoteMenu(page, id);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Copy content' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Copy content' })).toBeFocused();
  await page.keyboard.press('p');
  await expect(menu.getByRole('menuitem', { name: 'Pin to profile' })).toBeFocused();
  // Type-ahead letters stay in the menu: `d` did not toggle dark mode, `s` opened no search.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(noteArticle(page, id).locator('[data-action="menu"]')).toBeFocused();
  // The renote menu is the same component.
  const renote = noteArticle(page, id).locator('[data-action="renote"]');
  await renote.focus();
  await page.keyboard.press('Enter');
  const renoteMenu = page.getByRole('menu', { name: 'Renote' });
  await expect(renoteMenu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(renoteMenu.getByRole('menuitem', { name: 'Quote' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(renoteMenu).toHaveCount(0);
  await expect(renote).toBeFocused();
});

test('the user menu and the account menu work from the keyboard alone and give focus back on Escape', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/@alice');
  const userButton = page.locator('[data-action="user-menu"]').first();
  await userButton.focus();
  await page.keyboard.press('Enter');
  const userMenu = page.getByRole('menu', { name: 'User menu' });
  await expect(userMenu.getByRole('menuitem').first()).toBeFocused();
  const first = await focusedText(page);
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).not.toBe(first);
  await page.keyboard.press('End');
  await expect(userMenu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(userMenu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(userMenu).toHaveCount(0);
  await expect(userButton).toBeFocused();

  const accountButton = page.locator('[data-action="account-menu"]').first();
  await accountButton.focus();
  await page.keyboard.press('Enter');
  const accountMenu = page.getByRole('menu', { name: 'Account' });
  await expect(accountMenu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // "Add account" heads its two choices (a heading, not an item).
  await expect(accountMenu.getByRole('menuitem', { name: 'Sign in to an existing account' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(accountMenu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('m');
  await expect(accountMenu.getByRole('menuitem', { name: 'Manage accounts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(accountMenu).toHaveCount(0);
  await expect(accountButton).toBeFocused();
});

test('pin a note to the profile from its menu, see it there, then unpin it', async ({ page }) => {
  const text = `Pin me ${Date.now()}`;
  const id = await mockPost(page, { username: 'carol', text });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  await (await openNoteMenu(page, id)).getByRole('menuitem', { name: 'Pin to profile' }).click();
  await expect(page.getByText('Pinned to your profile.')).toBeVisible();
  await page.goto('/@carol');
  const pinned = page.getByRole('region', { name: 'Pinned notes' });
  await expect(pinned.getByText(text)).toBeVisible();
  await pinned.locator(`article[data-note-id="${id}"] [data-action="menu"]`).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Unpin from profile' }).click();
  await expect(page.getByRole('region', { name: 'Pinned notes' })).toHaveCount(0);
  expect(((await apiAs<{ pinnedNoteIds: string[] }>(page, 'carol', 'i')).pinnedNoteIds)).not.toContain(id);
});

test('delete and edit deletes the note and puts its text and CW back in the post form', async ({ page }) => {
  const text = `Typo here ${Date.now()}`;
  const id = await mockPost(page, { username: 'carol', text, cw: 'careful' });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  await (await openNoteMenu(page, id)).getByRole('menuitem', { name: 'Delete and edit' }).click();
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/notes/delete'));
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  expect((await deleted).postDataJSON()).toMatchObject({ noteId: id });
  const form = page.getByRole('dialog').filter({ has: page.locator('form[data-draft-key]') });
  await expect(form.getByRole('textbox', { name: 'What is happening?' })).toHaveValue(text);
  await expect(form.locator('input[value="careful"]')).toBeVisible();
  expect((await page.request.post('/api/notes/show', { data: { noteId: id } })).status()).toBe(400);
});

test('report sends an abuse report about the note’s author with the note’s address in the comment', async ({ page }) => {
  // dave: an ordinary author (the server refuses reports about administrators).
  const id = await mockPost(page, { username: 'dave', text: `Report me ${Date.now()}` });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const menu = await openNoteMenu(page, id);
  await expect(menu.getByRole('menuitem', { name: 'Delete and edit' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this note' });
  const input = dialog.getByRole('textbox');
  await expect(input).toHaveValue(new RegExp(`/notes/${id}`));
  await input.press('End');
  await input.pressSequentially(' spam');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/users/report-abuse'));
  await dialog.getByRole('button', { name: 'OK' }).click();
  const body = (await sent).postDataJSON() as { userId: string; comment: string };
  const dave = await apiAs<{ id: string }>(page, 'dave', 'i');
  expect(body.userId).toBe(dave.id);
  expect(body.comment).toContain(`/notes/${id}`);
  expect(body.comment).toContain('spam');
  await expect(page.getByText('Reported.')).toBeVisible();
});

test('mute thread mutes the note’s thread and the menu then offers to unmute it', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: `Noisy thread ${Date.now()}` });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/notes/thread-muting/create'));
  await (await openNoteMenu(page, id)).getByRole('menuitem', { name: 'Mute thread' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ noteId: id });
  await expect(page.getByText('Thread muted.')).toBeVisible();
  expect(await apiAs(page, 'carol', 'notes/state', { noteId: id })).toMatchObject({ isMutedThread: true });
  await expect((await openNoteMenu(page, id)).getByRole('menuitem', { name: 'Unmute thread' })).toBeVisible();
});

test('a drive file has a context menu: right click opens it on the file, arrows move, Rename renames, Escape returns focus to the file', async ({ page }) => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await signInAs(page, 'carol');
  await page.goto('/my/drive');
  await page.getByTestId('drive-file-input').setInputFiles([{ name: 'menu.png', mimeType: 'image/png', buffer: PNG }]);
  const files = page.getByRole('list', { name: 'Files' });
  const fileButton = files.locator('[data-file="menu.png"]').getByRole('button', { name: 'menu.png' });
  await expect(fileButton).toBeVisible();
  await fileButton.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'menu.png' });
  await expect(menu.getByRole('menuitem', { name: 'File details' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(fileButton).toBeFocused();
  await fileButton.click({ button: 'right' });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  const input = page.getByRole('dialog').getByRole('textbox');
  await input.fill('renamed.png');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(files.locator('[data-file="renamed.png"]')).toBeVisible();
});
