/**
 * Who reacted (a reaction's tooltip and the reactions page) and the note page: the focused note's
 * full date and counts, the thread without repeated parents, the tabs under /notes/{id}/{option}
 * and the back control.
 */
import { expect, test, type Page } from './test';
import { axe } from './axe';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/** Serious or critical axe findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`).first();

/** Twelve people react 👍 in this order (the newest ten are listed first), Grace reacts 🎉. */
const THUMBS = ['kate', 'leo', 'mallory', 'nina', 'oscar', 'peggy', 'quinn', 'rupert', 'sybil', 'trent', 'bob', 'alice'];

async function reactedNote(page: Page): Promise<string> {
  const id = await mockPost(page, { username: 'alice', text: 'Who likes this one?' });
  for (const username of THUMBS) await page.request.post('/__mock/react', { data: { username, noteId: id, reaction: '👍' } });
  await page.request.post('/__mock/react', { data: { username: 'grace', noteId: id, reaction: '🎉' } });
  return id;
}

test('hovering a reaction shows who reacted (ten names, "+2", the emoji\'s name); Show all lists everyone', async ({ page }) => {
  const id = await reactedNote(page);
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  const thumbs = note(page, id).locator('[data-reaction="👍"]');
  await expect(thumbs).toContainText('12');
  await thumbs.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(thumbs).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  await expect(tooltip).toContainText('thumbs up');
  for (const name of ['Alice', 'Bob', 'Trent', 'Mallory']) await expect(tooltip).toContainText(name);
  await expect(tooltip).not.toContainText('Kate');
  await expect(tooltip).not.toContainText('Leo');
  await expect(tooltip.locator('li')).toHaveCount(11);
  await expect(tooltip).toContainText('+2');
  expect(await axeFindings(page)).toEqual([]);

  // Leaving closes it; the action bar's icon buttons name themselves the same way.
  await note(page, id).getByText('Who likes this one?').hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const reply = note(page, id).getByRole('button', { name: 'Reply' });
  await reply.hover();
  const replyTip = page.getByRole('tooltip');
  await expect(replyTip).toHaveText('Reply');
  // Placed above the button, over the reactions: the pointer still reaches the one it moves to.
  await expect.poll(async () => ((await replyTip.boundingBox())?.y ?? Infinity) < (await reply.boundingBox())!.y).toBe(true);
  await thumbs.hover();
  await page.getByRole('tooltip').getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(new RegExp(`/notes/${id}/reactions\\?reaction=`));
  const list = page.getByRole('list', { name: 'Reacted with 👍' });
  for (const name of ['Kate', 'Leo', 'Alice']) await expect(list).toContainText(name);
});

test('/notes/{id}/reactions lists the users by emoji, with emoji tabs, and survives a reload', async ({ page }) => {
  const id = await reactedNote(page);
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}/reactions`);
  const tabs = page.getByRole('tablist', { name: 'Reactions by emoji' });
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  await expect(tabs.getByRole('tab', { selected: true })).toContainText('12');
  await expect(page.getByRole('list', { name: 'Reacted with 👍' })).toContainText('Kate');
  await tabs.locator('[data-reaction-tab="🎉"]').click();
  const party = page.getByRole('list', { name: 'Reacted with 🎉' });
  await expect(party).toContainText('Grace');
  await expect(party).not.toContainText('Kate');
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Reactions by emoji' }).getByRole('tab', { selected: true })).toContainText('1');
  await expect(page.getByRole('list', { name: 'Reacted with 🎉' })).toContainText('Grace');
  await expect(page.getByRole('navigation', { name: 'About this note' }).getByRole('link', { name: 'Reactions' })).toHaveAttribute('aria-current', 'page');
  expect(await axeFindings(page)).toEqual([]);
});

test('the note header\'s time shows the full date in a tooltip', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'When was this?' });
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  const time = note(page, id).locator('header time');
  await expect(time).not.toHaveAttribute('title');
  await time.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText((await time.getAttribute('data-tooltip'))!);
  await expect(tooltip).toContainText(String(new Date().getFullYear()));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a long press on a reaction shows who reacted, and does not toggle the reaction', async ({ page }) => {
    const id = await reactedNote(page);
    await signInAs(page, 'carol');
    await page.getByRole('tab', { name: 'Home' }).click();
    const thumbs = note(page, id).locator('[data-reaction="👍"]');
    await expect(thumbs).toContainText('12');
    const box = (await thumbs.boundingBox())!;
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect(page.getByRole('tooltip')).toContainText('Alice');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('tooltip')).toContainText('+2');
    await page.waitForTimeout(500);
    await expect(thumbs).toContainText('12');
    await expect(thumbs).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the focused note shows its full date and counts; the thread and the replies never repeat a parent', async ({ page }) => {
  const root = await mockPost(page, { username: 'alice', text: 'Root of the thread' });
  const reply = await mockPost(page, { username: 'bob', text: 'First answer', replyId: root });
  const deeper = await mockPost(page, { username: 'alice', text: 'Answer to the answer', replyId: reply });
  await mockPost(page, { username: 'bob', renoteId: root });
  await page.request.post('/__mock/react', { data: { username: 'bob', noteId: root, reaction: '👍' } });
  await page.request.post('/__mock/react', { data: { username: 'grace', noteId: root, reaction: '🎉' } });
  await signInAs(page, 'carol');

  await page.goto(`/notes/${root}`);
  const meta = page.locator('[data-focused-note-meta]');
  const createdAt = (await apiAs<{ createdAt: string }>(page, 'carol', 'notes/show', { noteId: root })).createdAt;
  const expected = await page.evaluate((d) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' }).format(new Date(d)), createdAt);
  await expect(meta.locator('time')).toHaveText(expected);
  await expect(meta).toContainText('1 reply');
  await expect(meta).toContainText('1 renote');
  await expect(meta).toContainText('2 reactions');
  // The reply is listed under the note without the note again as its "reply to" preview.
  await expect(note(page, reply)).toContainText('First answer');
  await expect(note(page, reply)).not.toContainText('Root of the thread');
  await expect(page.getByText('Root of the thread')).toHaveCount(1);

  // From the deepest note: the thread above, oldest first, each note once.
  await page.goto(`/notes/${deeper}`);
  const thread = page.getByRole('group', { name: 'Conversation' });
  await expect(thread.locator('article')).toHaveCount(2);
  await expect(thread.locator('article').first()).toContainText('Root of the thread');
  await expect(page.getByText('Root of the thread')).toHaveCount(1);
  await expect(page.getByText('First answer')).toHaveCount(1);

  // The renotes tab lists who renoted.
  await page.goto(`/notes/${root}`);
  await page.getByRole('navigation', { name: 'About this note' }).getByRole('link', { name: 'Renotes' }).click();
  await expect(page).toHaveURL(new RegExp(`/notes/${root}/renotes$`));
  await expect(page.getByRole('list', { name: 'Renoted by' })).toContainText('Bob');
});

test('the back control goes Back to the timeline, and to the timeline from a note opened directly', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Open me and come back' });
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await note(page, id).locator(`a[href$="/notes/${id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));
  const before = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(note(page, id)).toBeVisible();
  // It went back in history rather than adding an entry.
  expect(await page.evaluate(() => history.length)).toBe(before);

  // Loaded directly (a link from elsewhere): the entry before it is not the app's page, so Back goes home.
  await page.goto(`/notes/${id}/reactions`);
  await expect(note(page, id)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#app [role="feed"]')).toBeVisible();
});
