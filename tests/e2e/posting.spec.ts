import { expect, test, type Locator, type Page } from './test';
import { PASSWORD, resetMock, signInAs, signInWithDialog, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

interface ApiNote {
  id: string;
  text: string | null;
  cw: string | null;
  visibility: string;
  localOnly?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  visibleUserIds?: string[];
  poll?: { choices: Array<{ text: string }> } | null;
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/** The open post form (the modal). */
const form = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('form[data-draft-key]') });

async function openForm(page: Page): Promise<Locator> {
  await page.keyboard.press('n');
  const f = form(page);
  await expect(f.locator('form[data-ready="true"]')).toBeAttached();
  return f;
}

/** Notes of `username` whose text is exactly `text` (through the API). */
async function notesWithText(page: Page, username: string, text: string): Promise<ApiNote[]> {
  const me = await apiAs<{ id: string }>(page, username, 'i');
  const notes = await apiAs<ApiNote[]>(page, username, 'users/notes', { userId: me.id, limit: 100, includeReplies: true });
  return notes.filter((n) => n.text === text);
}

async function postedNote(page: Page, username: string, text: string): Promise<ApiNote> {
  await expect.poll(async () => (await notesWithText(page, username, text)).length).toBe(1);
  return (await notesWithText(page, username, text))[0]!;
}

test('posting text: the modal closes and the note exists once', async ({ page }) => {
  await signInAs(page, 'carol');
  const f = await openForm(page);
  const text = `Hello from the post form ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await expect(f.getByTestId('text-counter')).toHaveText(String(1000 - text.length));
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  const note = await postedNote(page, 'carol', text);
  expect(note.visibility).toBe('public');
});

test('Ctrl+Enter posts with the main button', async ({ page }) => {
  await signInAs(page, 'carol');
  const f = await openForm(page);
  const text = `Keyboard post ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await page.keyboard.press('Control+Enter');
  await expect(form(page)).toHaveCount(0);
  await postedNote(page, 'carol', text);
});

test('a content-warning note', async ({ page }) => {
  await signInAs(page, 'carol');
  const f = await openForm(page);
  await f.getByRole('button', { name: 'Content warning' }).click();
  await f.getByRole('textbox', { name: 'Content warning' }).fill('Spoilers');
  const text = `The ending ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  expect((await postedNote(page, 'carol', text)).cw).toBe('Spoilers');
});

test('a poll', async ({ page }) => {
  await signInAs(page, 'carol');
  const f = await openForm(page);
  const text = `Vote please ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await f.getByRole('button', { name: 'Poll', exact: true }).click();
  await f.getByRole('textbox', { name: 'Choice 1' }).fill('Cats');
  await f.getByRole('textbox', { name: 'Choice 2' }).fill('Dogs');
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  const note = await postedNote(page, 'carol', text);
  expect(note.poll?.choices.map((c) => c.text)).toEqual(['Cats', 'Dogs']);
});

test('a reply starts with the mention and carries replyId', async ({ page }) => {
  const target = await mockPost(page, { username: 'alice', text: 'Reply to me' });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${target}`);
  await page.locator(`article[data-note-id="${target}"]`).getByRole('button', { name: 'Reply' }).first().click();
  const f = form(page);
  await expect(f.locator('[data-preview="reply"]')).toContainText('Reply to me');
  const textbox = f.getByRole('textbox', { name: 'What is happening?' });
  await expect(textbox).toHaveValue('@alice ');
  const text = `@alice sure thing ${Date.now()}`;
  await textbox.fill(text);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  expect((await postedNote(page, 'carol', text)).replyId).toBe(target);
});

test('a quote links the quoted note and carries renoteId', async ({ page }) => {
  const target = await mockPost(page, { username: 'alice', text: 'Quote me' });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${target}`);
  await page.locator(`article[data-note-id="${target}"]`).getByRole('button', { name: 'Renote' }).first().click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const f = form(page);
  await expect(f.locator('[data-line="quote"] a')).toHaveAttribute('href', `/notes/${target}`);
  const text = `Look at this ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  expect((await postedNote(page, 'carol', text)).renoteId).toBe(target);
});

test('a specified note goes to the chosen recipients', async ({ page }) => {
  await signInAs(page, 'carol');
  const bob = await apiAs<{ id: string }>(page, 'bob', 'i');
  const f = await openForm(page);
  await f.getByRole('button', { name: 'Visibility' }).click();
  await f.getByRole('menuitemradio', { name: /Direct/ }).click();
  await f.getByRole('searchbox', { name: 'Add a recipient' }).fill('bob');
  await f.locator('[data-user="@bob"]').click();
  await expect(f.locator('[data-recipient="@bob"]')).toBeVisible();
  const text = `Just for bob ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  const note = await postedNote(page, 'carol', text);
  expect(note.visibility).toBe('specified');
  expect(note.visibleUserIds).toContain(bob.id);
});

test('dave (mini-silenced) must wait 7 s before confirming a public post, which goes out as home', async ({ page }) => {
  test.setTimeout(60_000);
  // The page's clock runs as usual until the post is sent, then is moved on by hand: the 7 s are
  // checked in page time, without spending them (and without a busy machine spending some of them).
  await page.clock.install();
  await signInAs(page, 'dave');
  const f = await openForm(page);
  const text = `Dave speaks ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await f.getByRole('button', { name: 'Post', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Your account is restricted' });
  await expect(confirm).toBeVisible();
  const ok = confirm.getByRole('button', { name: /^Yes/ });
  await expect(ok).toBeDisabled();
  await expect(ok).toHaveText(/\(7\)/);
  // React renders in message-channel tasks, which the paused clock does not hold: let a tick's render finish.
  const settle = () => page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); });
  });
  const shown = async () => Number((await ok.textContent())?.match(/\((\d)\)/)?.[1] ?? 0);
  /** Moves the page's time on one second and waits for the countdown to show it (it counts in 1 s steps). */
  const oneSecond = async () => {
    await settle();
    const before = await shown();
    await page.clock.runFor(1000);
    if (before > 1) await expect(ok).toHaveText(new RegExp(`\\(${before - 1}\\)`));
  };
  for (let s = 0; s < 4; s++) await oneSecond();
  await expect(ok).toBeDisabled();
  for (let s = 0; s < 4 && !(await ok.isEnabled()); s++) await oneSecond();
  await expect(ok).toBeEnabled();
  await page.clock.resume();
  await ok.click();
  await expect(form(page)).toHaveCount(0);
  expect((await postedNote(page, 'dave', text)).visibility).toBe('home');
});

test('erin (blockPostPublic) cannot pick public', async ({ page }) => {
  await signInAs(page, 'erin');
  const f = await openForm(page);
  const picker = f.getByRole('button', { name: 'Visibility' });
  await expect(picker).toHaveAttribute('data-visibility', 'home');
  await picker.click();
  await expect(f.getByRole('menuitemradio', { name: /Public/ })).toBeDisabled();
  await expect(f.getByRole('menuitemradio', { name: /Home/ })).toBeEnabled();
});

test('a reload in the middle of typing restores the draft', async ({ page }) => {
  await signInAs(page, 'carol');
  const f = await openForm(page);
  const text = `Half-written thought ${Date.now()}`;
  await f.getByRole('textbox', { name: 'What is happening?' }).pressSequentially(text, { delay: 5 });
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  const again = await openForm(page);
  await expect(again.getByRole('textbox', { name: 'What is happening?' })).toHaveValue(text);
});

test("a draft stays with the account that wrote it: another account's form starts empty", async ({ page }) => {
  // Through the dialog: switching back needs carol in the saved accounts, as a real sign-in leaves her.
  await signInWithDialog(page, 'carol');
  const box = (f: Locator) => f.getByRole('textbox', { name: 'What is happening?' });
  const text = `Carol's half-written thought ${Date.now()}`;
  await box(await openForm(page)).pressSequentially(text, { delay: 5 });
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  // Add dave, then switch to him.
  const menu = page.getByRole('button', { name: '@carol' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign in to an existing account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill('dave');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toHaveCount(0);
  await menu.click();
  await page.getByRole('menuitem', { name: /Switch to .*dave/ }).click();
  await expect(page.getByRole('button', { name: '@dave' })).toBeVisible();
  const daves = await openForm(page);
  await expect(box(daves)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(form(page)).toHaveCount(0);
  // Back to carol: her draft is still hers.
  await page.getByRole('button', { name: '@dave' }).click();
  await page.getByRole('menuitem', { name: /Switch to .*carol/ }).click();
  await expect(page.getByRole('button', { name: '@carol' })).toBeVisible();
  await expect(box(await openForm(page))).toHaveValue(text);
});

/**
 * The fault stays on until `recover` runs. Chromium silently re-sends a POST whose reused
 * connection was reset, so `refuse` is switched off explicitly rather than counted.
 */
const faults = [
  { mode: '500', data: { endpoint: 'notes/create', mode: '500', count: 3 }, recover: async () => undefined },
  { mode: 'refuse', data: { endpoint: 'notes/create', mode: 'refuse' }, recover: async (page: Page) => void (await page.request.post('/__mock/fault', { data: { endpoint: 'notes/create', mode: 'off' } })) },
] as const;

for (const fault of faults) {
  test(`a post made while the server fails (${fault.mode}) is kept and posted exactly once after it recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'carol');
    expect((await page.request.post('/__mock/fault', { data: fault.data })).ok()).toBeTruthy();
    const f = await openForm(page);
    const text = `Through the storm (${fault.mode}) ${Date.now()}`;
    await f.getByRole('textbox', { name: 'What is happening?' }).fill(text);
    await f.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.locator('[data-unsent-count="1"]')).toBeAttached();
    // The form stays open and unlocked; posting the same note again is refused as a duplicate.
    await f.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('A duplicate post was detected, so the request was cancelled.')).toBeVisible();
    await page.waitForTimeout(1500);
    await fault.recover(page);
    await expect(form(page)).toHaveCount(0, { timeout: 25_000 });
    await expect(page.locator('[data-unsent-count]')).toHaveCount(0);
    await postedNote(page, 'carol', text);
    await page.waitForTimeout(1500);
    expect(await notesWithText(page, 'carol', text)).toHaveLength(1);
  });
}

test('the timeline’s MFM animations pause behind the post form and play again when it closes; the preview’s play on', async ({ page }) => {
  await mockPost(page, { username: 'alice', text: 'behind the form $[spin ⭐]' });
  await signInAs(page, 'carol');
  const star = page.locator('#app [role="feed"] article').filter({ hasText: 'behind the form' }).locator('span[class*="animated"]');
  await expect(star).toBeVisible();
  const playState = (el: Locator) => el.evaluate((e) => e.getAnimations().map((a) => a.playState).join(',') || 'none');
  await expect.poll(() => playState(star)).toBe('running');
  const f = await openForm(page);
  await expect.poll(() => playState(star)).toBe('paused');
  // MFM in the form's own preview animates.
  await f.getByRole('textbox', { name: 'What is happening?' }).fill('in the form $[spin 🌀]');
  await f.locator('button[data-action="preview"]').click();
  const swirl = f.locator('span[class*="animated"]');
  await expect(swirl).toBeVisible();
  await expect.poll(() => playState(swirl)).toBe('running');
  await page.keyboard.press('Escape');
  await expect(form(page)).toHaveCount(0);
  await expect.poll(() => playState(star)).toBe('running');
});
