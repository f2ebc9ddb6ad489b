/**
 * Settings effect: how a note and its author show. Each test sets its settings on their settings page
 * as a user would, then looks at the notes of the home timeline.
 */
import { expect, test, type Locator, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { apiAs, mockPost } from '../mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const noteOf = (page: Page, id: string) => page.locator(`[role="feed"] article[data-note-id="${id}"]`);

/** Carol's home timeline, with the note `id` in it. */
async function home(page: Page, id: string): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Home' }).click();
  const article = noteOf(page, id);
  await expect(article).toBeVisible();
  return article;
}

/** Opens the settings page and sets its switches (setting name → on). */
async function setSwitches(page: Page, path: string, switches: Record<string, boolean>): Promise<void> {
  await page.goto(path);
  for (const [setting, on] of Object.entries(switches)) {
    const box = page.locator(`input[name="${setting}"]`);
    if (on) await box.check();
    else await box.uncheck();
  }
}

test('`showFullAcct`, `enableCondensedLineForAcct` and `showRelationMarks`: the header shows the local host, stays on one line and marks the relation', async ({ page }) => {
  await apiAs(page, 'alice', 'i/update', { name: 'Alice Wonderland-Liddell of the Looking Glass Inn' });
  const id = await mockPost(page, { username: 'alice', text: 'Header check' });
  // Carol follows Alice, Alice no longer follows Carol: the mark is "You follow them".
  await page.request.post('/__mock/unfollow', { data: { username: 'alice', target: 'carol' } });
  await page.setViewportSize({ width: 600, height: 900 });
  await signInAs(page, 'carol');
  const host = new URL(page.url()).host;

  let article = await home(page, id);
  const header = article.locator('header').first();
  const nameBox = () => header.locator('a[href^="/@alice"]').first().boundingBox();
  const acctBox = () => header.getByText(/^@alice/).boundingBox();
  await expect(header.getByText(/^@alice/)).toHaveText('@alice');
  await expect(header.locator('[data-relation]')).toHaveCount(0);
  // Without the condensed line, the long name pushes the acct below it at this width.
  expect((await acctBox())!.y).toBeGreaterThan((await nameBox())!.y + 5);

  await setSwitches(page, '/settings/general', { showFullAcct: true });
  await setSwitches(page, '/settings/timeline', { enableCondensedLineForAcct: true, showRelationMarks: true });
  article = await home(page, id);
  await expect(article.locator('header').first().getByText(/^@alice/)).toHaveText(`@alice@${host}`);
  await expect(article.locator('header').first().locator('[data-relation="youFollow"]')).toHaveText('You follow them');
  // Name and acct share one line.
  expect(Math.abs((await acctBox())!.y - (await nameBox())!.y)).toBeLessThan(8);
});

test('`showNoteActionsOnlyHover`, `showClipButtonInNoteFooter`, `showGapBetweenNotesInTimeline` and `squareAvatars`: the bar on hover or focus, a clip button, cards with gaps, square avatars', async ({ page }) => {
  await mockPost(page, { username: 'bob', text: 'The note below' });
  const id = await mockPost(page, { username: 'alice', text: 'Clip me' });
  await signInAs(page, 'carol');
  await setSwitches(page, '/settings/timeline', { showNoteActionsOnlyHover: true, showClipButtonInNoteFooter: true, showGapBetweenNotesInTimeline: true });
  await setSwitches(page, '/settings/appearance', { squareAvatars: true });

  const article = await home(page, id);
  const bar = article.locator('footer');
  await page.mouse.move(5, 5);
  await expect(bar).toBeHidden();
  await article.hover();
  await expect(bar).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(bar).toBeHidden();
  // The keyboard reaches it: focus on the note shows the bar, Tab goes on into it.
  await article.focus();
  await expect(bar).toBeVisible();
  const reply = bar.locator('[data-note-action="reply"]');
  for (let i = 0; i < 12 && !(await reply.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(reply).toBeFocused();
  await expect(reply).toBeVisible();

  // A gap between this note and the next one.
  const next = page.locator('[role="feed"] [data-index="1"] article');
  const gap = (await next.boundingBox())!.y - ((await article.boundingBox())!.y + (await article.boundingBox())!.height);
  expect(gap).toBeGreaterThanOrEqual(8);

  // Square avatars: rounded corners, not a circle.
  await expect(article.locator('img').first()).toHaveCSS('border-radius', '20%');

  // The clip button opens the clip flow and sends the note to the clip chosen.
  const clip = await apiAs<{ id: string; name: string }>(page, 'carol', 'clips/create', { name: 'Keepers' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/clips/add-note'));
  await article.hover();
  await bar.getByRole('button', { name: 'Clip' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('select').selectOption({ label: 'Keepers' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ clipId: clip.id, noteId: id });
});

test('`collapseRenotes`: a renote of your own note is one line until clicked; off, it shows whole', async ({ page }) => {
  const mine = await mockPost(page, { username: 'carol', text: 'My own thought, renoted by alice' });
  const renote = await mockPost(page, { username: 'alice', renoteId: mine });
  const other = await mockPost(page, { username: 'bob', text: 'Bob says hello' });
  const otherRenote = await mockPost(page, { username: 'alice', renoteId: other });
  await signInAs(page, 'carol');

  let article = await home(page, renote);
  // On by default: folded to one line with the text, no action bar; a renote of someone else's note stays whole.
  await expect(article).toContainText('Renoted by');
  await expect(article.locator('[data-collapsed-renote]')).toContainText('My own thought');
  await expect(article.locator('footer')).toHaveCount(0);
  await expect(noteOf(page, otherRenote).locator('footer')).toBeVisible();
  await article.locator('[data-collapsed-renote]').click();
  await expect(article.locator('[data-collapsed-renote]')).toHaveCount(0);
  await expect(article.locator('footer')).toBeVisible();

  await setSwitches(page, '/settings/timeline', { collapseRenotes: false });
  article = await home(page, renote);
  await expect(article.locator('[data-collapsed-renote]')).toHaveCount(0);
  await expect(article.locator('footer')).toBeVisible();
  await expect(article).toContainText('My own thought');
});

test('`thumbnailCover`, `loadRawImages`, `imageNewTab`, `mediaListWithOneImageAppearance` and `disableShowingAnimatedImages`: how a note’s image and emoji load and show', async ({ page }) => {
  const files = await apiAs<Array<{ id: string; type: string; url: string; thumbnailUrl: string | null; properties?: { width?: number; height?: number } }>>(page, 'alice', 'drive/files', { limit: 100 });
  const image = files.find((f) => f.type.startsWith('image/') && f.thumbnailUrl && f.thumbnailUrl !== f.url && f.properties?.width && f.properties.width !== f.properties.height)!;
  const { createdNote } = await apiAs<{ createdNote: { id: string } }>(page, 'alice', 'notes/create', { text: 'One photo :blobcat:', fileIds: [image.id] });
  await signInAs(page, 'carol');

  let article = await home(page, createdNote.id);
  const img = () => article.locator('[data-testid="media-list"] img');
  await expect(img()).toHaveCSS('object-fit', 'cover');
  await expect(img()).toHaveAttribute('src', image.thumbnailUrl!);
  await expect(article.locator('[data-testid="media-list"] a[target="_blank"]')).toHaveCount(0);
  await expect(article.locator('img[alt=":blobcat:"]')).not.toHaveAttribute('src', /static=1/);
  // A lone image takes its own proportions.
  await expect(article.locator('[data-testid="media-list"]')).not.toHaveCSS('aspect-ratio', '1 / 1');

  await setSwitches(page, '/settings/timeline', { thumbnailCover: false, loadRawImages: true, imageNewTab: true, disableShowingAnimatedImages: true });
  await page.locator('select[name="mediaListWithOneImageAppearance"]').selectOption('1_1');

  article = await home(page, createdNote.id);
  await expect(img()).toHaveCSS('object-fit', 'contain');
  await expect(img()).toHaveAttribute('src', image.url);
  await expect(article.locator('[data-testid="media-list"] a[target="_blank"]')).toHaveAttribute('href', image.url);
  await expect(article.locator('img[alt=":blobcat:"]')).toHaveAttribute('src', /\/proxy\/static\.webp\?.*static=1/);
  await expect(article.locator('[data-testid="media-list"]')).toHaveCSS('aspect-ratio', '1 / 1');
});
