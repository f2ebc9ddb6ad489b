import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`);
// data-note-id: the app's own rows (the start picture painted before the app has the same articles, without it).
const feedNote = (page: Page, n: number) => page.locator(`[role="feed"] article[data-note-id][aria-posinset="${n}"]`);

async function carolHome(page: Page) {
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
}

test('click Reply and type at once: the text goes into the form, which stays open; d and s wait; Escape gives the focus back to Reply', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Anyone up for tea?' });
  await carolHome(page);
  const reply = note(page, id).getByRole('button', { name: 'Reply', exact: true });
  await reply.click();
  await page.keyboard.type('hello world');
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByRole('textbox', { name: 'What is happening?' });
  // Typed after the mention the reply starts with.
  await expect(text).toHaveValue('@alice hello world');
  await expect(text).toBeFocused();

  // A click on the form's text leaves the focus on the page behind the modal: the page's keys still wait.
  await dialog.getByText('Anyone up for tea?').click();
  await expect(text).not.toBeFocused();
  const scheme = await page.locator('html').getAttribute('data-color-scheme');
  await page.keyboard.press('d');
  await page.keyboard.press('s');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme!);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(text).toHaveValue('@alice hello world');

  // Emptied, Escape closes the form and the focus is back on the note's Reply button.
  await text.fill('');
  await text.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reply).toBeFocused();
});

test('the search prompt opens with the cursor in its field and gives the focus back to the note it was opened from', async ({ page }) => {
  await carolHome(page);
  await feedNote(page, 1).focus();
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('#tea');
  await expect(dialog.getByRole('textbox')).toHaveValue('#tea');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(feedNote(page, 1)).toBeFocused();
});

test('j / k and the arrows move from note to note, and r replies to the focused note', async ({ page }) => {
  await carolHome(page);
  await feedNote(page, 1).focus();
  await page.keyboard.press('j');
  await expect(feedNote(page, 2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(feedNote(page, 3)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(feedNote(page, 2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(feedNote(page, 1)).toBeFocused();
  await page.keyboard.press('j');
  const focused = feedNote(page, 2);
  await expect(focused).toBeFocused();
  // The note a reply goes to: the renoted one for a pure renote (as its Reply button does).
  const target = await focused.evaluate((a) => (a.querySelector('a[href^="/notes/"][data-note-action="open"]') as HTMLAnchorElement).pathname.split('/').pop());

  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Replied by keyboard');
  const created = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notes/create');
  await page.keyboard.press('Control+Enter');
  const body = (await created).postDataJSON() as { text: string; replyId: string };
  expect(body.replyId).toBe(target);
  expect(body.text).toMatch(/^(@\S+ )*Replied by keyboard$/);
  await expect(dialog).toBeHidden();
  await expect(focused).toBeFocused();
});

test('on a focused note: e opens the reaction picker, q the renote menu, m the note menu, o the note page', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Keys, please' });
  await carolHome(page);
  const article = note(page, id);
  await article.focus();
  await page.keyboard.press('e');
  await expect(page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('textbox')).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await article.focus();
  await page.keyboard.press('q');
  await expect(page.getByRole('menuitem', { name: 'Quote' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Quote' })).toHaveCount(0);

  await article.focus();
  await page.keyboard.press('m');
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await page.keyboard.press('Escape');

  await article.focus();
  await page.keyboard.press('o');
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));
  await expect(page.locator('[data-page="note"]')).toBeVisible();
});

test('on the note page j moves from the note to its reply and Escape leaves it', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'The question' });
  const replyId = await mockPost(page, { username: 'bob', text: 'The answer', replyId: id });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const detailed = note(page, id);
  await expect(detailed).toBeVisible();
  await expect(note(page, replyId)).toBeVisible();
  await detailed.focus();
  await page.keyboard.press('j');
  await expect(note(page, replyId)).toBeFocused();
  await page.keyboard.press('k');
  await expect(detailed).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(detailed).not.toBeFocused();
});

test('? opens the list of shortcuts', async ({ page }) => {
  await carolHome(page);
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('definition').filter({ hasText: 'Reply' })).toBeVisible();
  await expect(help.getByRole('term').filter({ hasText: 'j' }).first()).toBeVisible();
  await expect(help).toContainText('Write a note');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('the skip link is the first Tab stop and takes the focus to the timeline', async ({ page }) => {
  await carolHome(page);
  // Freshly loaded, as a reader arrives.
  await page.reload();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeAttached();
  await expect(feedNote(page, 1)).toBeVisible();
  await expect(page.locator('#start-snapshot')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(feedNote(page, 1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(feedNote(page, 2)).toBeFocused();
});
