import { expect, test, type Locator, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';

const USER_SEARCH = '/api/users/search-by-username-and-host';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

/** Signs carol in with a UI language (the first language stored wins). */
async function carol(page: Page, lang = 'en-US'): Promise<void> {
  await withLanguage(page, lang);
  await signInAs(page, 'carol');
}

/** The open post form (the modal). */
const form = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('form[data-draft-key]') });
const textField = (f: Locator) => f.locator('textarea[data-field="text"]');
const listbox = (page: Page) => page.getByRole('listbox');

async function openForm(page: Page): Promise<Locator> {
  await page.keyboard.press('n');
  const f = form(page);
  await expect(f.locator('form[data-ready="true"]')).toBeAttached();
  await textField(f).click();
  return f;
}

/** Counts the requests sent to an endpoint from now on. */
function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) n++;
  });
  return () => n;
}

test('@ali suggests alice after the debounce; ArrowDown and Enter insert "@alice "', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  const searches = countRequests(page, USER_SEARCH);
  const box = textField(f);
  await box.pressSequentially('hi @ali', { delay: 30 });
  const list = listbox(page);
  await expect(list).toBeVisible();
  await expect(list).toHaveAccessibleName('User suggestions');
  await expect(list.getByRole('option').first()).toContainText('@alice');
  // The field is the list's combobox while it is open.
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  // One search for what was typed once the typing paused, not one per keystroke.
  expect(searches()).toBe(1);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('hi @alice ');
  await expect(list).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-expanded');
  await expect(f).toBeVisible();
});

test('a remote user: @zoe@rem inserts "@zoe@remote.example "', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await textField(f).pressSequentially('@zoe@rem', { delay: 20 });
  const option = listbox(page).getByRole('option', { name: /@zoe@remote\.example/ });
  await expect(option).toBeVisible();
  await option.click();
  await expect(textField(f)).toHaveValue('@zoe@remote.example ');
  await expect(textField(f)).toBeFocused();
});

test(':thumbsup suggests 👍 first and inserts the character', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await textField(f).pressSequentially('nice :thumbsup', { delay: 20 });
  const list = listbox(page);
  await expect(list).toHaveAccessibleName('Emoji suggestions');
  await expect(list.getByRole('option').first()).toContainText('👍');
  await expect(list.getByRole('option').first()).toContainText(':thumbsup:');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(textField(f)).toHaveValue('nice 👍');
});

test(':blobc in the content warning field inserts the custom emoji with Tab', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await f.getByRole('button', { name: 'Content warning' }).click();
  const cw = f.locator('input[data-field="cw"]');
  await cw.click();
  await cw.pressSequentially('spoiler :blobc', { delay: 20 });
  await expect(listbox(page).getByRole('option').first()).toContainText(':blobcat:');
  await page.keyboard.press('Tab');
  await expect(cw).toHaveValue('spoiler :blobcat: ');
  await expect(cw).toBeFocused();
});

test('Japanese: :いいね suggests 👍 and :泣く 😭 in the first row', async ({ page }) => {
  await carol(page, 'ja-JP');
  const f = await openForm(page);
  await textField(f).pressSequentially(':いいね', { delay: 20 });
  await expect(listbox(page).getByRole('option').first()).toContainText('👍');
  await page.keyboard.press('Escape');
  await textField(f).fill('');
  await textField(f).pressSequentially(':泣く', { delay: 20 });
  const firstRow = listbox(page).getByRole('option').filter({ hasText: '😭' });
  await expect(firstRow).toHaveCount(1);
  const index = await listbox(page).getByRole('option').evaluateAll((els) => els.findIndex((e) => e.textContent?.includes('😭')));
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(7);
});

test('#mi suggests the server\'s hashtags; a click inserts "#misskey "', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await textField(f).pressSequentially('#mi', { delay: 20 });
  const list = listbox(page);
  await expect(list).toHaveAccessibleName('Hashtag suggestions');
  const option = list.getByRole('option', { name: '#misskey', exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(textField(f)).toHaveValue('#misskey ');
});

test('a hashtag used in a post is suggested at once for "#"', async ({ page }) => {
  await carol(page);
  let f = await openForm(page);
  const tag = `autotag${Date.now() % 100000}`;
  await textField(f).fill(`remember #${tag}`);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  f = await openForm(page);
  await textField(f).pressSequentially('#', { delay: 20 });
  await expect(listbox(page).getByRole('option', { name: `#${tag}` })).toBeVisible();
});

test('$[ lists the MFM functions; Tab inserts the first with the caret inside', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await textField(f).pressSequentially('$[', { delay: 20 });
  const list = listbox(page);
  await expect(list).toHaveAccessibleName('MFM function suggestions');
  await expect(list.getByRole('option', { name: '$[tada]' })).toBeVisible();
  await page.keyboard.type('tad');
  await expect(list.getByRole('option').first()).toHaveText('$[tada]');
  await page.keyboard.press('Tab');
  await expect(textField(f)).toHaveValue('$[tada ]');
  await page.keyboard.type('hi');
  await expect(textField(f)).toHaveValue('$[tada hi]');
});

test('Escape closes the list but keeps the form and the text', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await textField(f).pressSequentially(':blob', { delay: 20 });
  await expect(listbox(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await expect(f).toBeVisible();
  await expect(textField(f)).toHaveValue(':blob');
  await expect(textField(f)).toBeFocused();
  // Typing on in the dismissed token keeps the list closed; a second Escape closes the form.
  await page.keyboard.type('c');
  await page.waitForTimeout(200);
  await expect(listbox(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(form(page)).toHaveCount(0);
});

test('a restored draft ending in "@ali" sends no user search; typing on does', async ({ page }) => {
  await carol(page);
  let f = await openForm(page);
  // Put the text in without typing (as a script would): the form keeps it as its draft.
  await textField(f).evaluate((el: HTMLTextAreaElement) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, 'draft for @ali');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const searches = countRequests(page, USER_SEARCH);
  f = await openForm(page);
  await expect(textField(f)).toHaveValue('draft for @ali');
  await textField(f).focus();
  await textField(f).press('End');
  await page.waitForTimeout(1_800);
  expect(searches()).toBe(0);
  await expect(listbox(page)).toHaveCount(0);
  // What the user types is searched.
  await page.keyboard.type('c');
  await expect(listbox(page).getByRole('option').first()).toContainText('@alice');
  expect(searches()).toBe(1);
});

test('the chat input suggests users; Enter inserts instead of sending', async ({ page }) => {
  await carol(page);
  await page.goto('/my/messaging/alice');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('hey @bo', { delay: 30 });
  const option = listbox(page).getByRole('option').filter({ hasText: '@bob' }).first();
  await expect(option).toBeVisible();
  const index = await listbox(page).getByRole('option').evaluateAll((els) => els.findIndex((e) => e.textContent?.includes('@bob')));
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const field = page.locator('textarea[aria-label="Message"]');
  await expect(field).toHaveValue('hey @bob ');
  await page.keyboard.type(':tada');
  await expect(listbox(page).getByRole('option').nth(1)).toContainText('🎉');
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('hey @bob :tada');
  await expect(field).toHaveValue('');
});

test('the emoji picker finds GitHub shortcodes: sob, +1, pray and smile give the right emoji first', async ({ page }) => {
  await carol(page);
  const f = await openForm(page);
  await f.locator('[data-action="emoji"]').click();
  const picker = page.locator('[data-emoji-picker]');
  const search = picker.locator('[data-emoji-search]');
  await expect(search).toBeFocused();
  for (const [query, emoji] of [
    ['sob', '😭'],
    ['+1', '👍'],
    ['pray', '🙏'],
    ['smile', '😄'],
    ['joy', '😂'],
  ] as const) {
    await search.fill(query);
    await expect(picker.locator('[data-index="0"]')).toHaveAttribute('data-emoji', emoji);
  }
  await page.keyboard.press('Enter');
  await expect(textField(f)).toHaveValue('😂');
});
