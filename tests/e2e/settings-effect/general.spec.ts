/**
 * Settings effects of the general, drive, sounds and backup pages: each test sets settings through
 * their page, as a user would, and checks what the user sees or what the server receives.
 */
import { expect, test, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { apiAs, seeded } from '../mock-api';
import { addTimelineColumn, switchToDeck } from '../deck-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'main' });
const chooseOn = async (page: Page, path: string, name: string, label: string) => {
  await page.goto(path);
  await page.locator(`select[name="${name}"]`).selectOption({ label });
};

test('`menuDisplay`, `overridedDeviceKind` and `ui`: the general page moves the menu, makes a phone of the desktop and switches the layout', async ({ page }) => {
  await signInAs(page, 'carol');
  const timelineLink = nav(page).getByRole('link', { name: 'Timeline' });
  const box = async () => (await nav(page).boundingBox())!;
  const side = await box();
  expect(side.height).toBeGreaterThan(side.width); // a column at the side, with labels

  await chooseOn(page, '/settings/general', 'menuDisplay', 'Side (icons)');
  await expect.poll(async () => (await box()).width).toBeLessThan(side.width / 2);
  await expect(timelineLink).toHaveAccessibleName('Timeline'); // its name stays, the visible label goes

  await chooseOn(page, '/settings/general', 'menuDisplay', 'Top');
  await expect.poll(async () => { const b = await box(); return b.width > b.height && b.y < 10; }).toBe(true);

  // Treated as a phone: the bottom bar replaces the side menu.
  await chooseOn(page, '/settings/general', 'overridedDeviceKind', 'Smartphone');
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  await expect(nav(page)).toBeHidden();
  await chooseOn(page, '/settings/general', 'overridedDeviceKind', 'Automatic');
  await expect(nav(page)).toBeVisible();

  // The deck layout: columns instead of one page.
  await chooseOn(page, '/settings/general', 'ui', 'Deck');
  await page.goto('/');
  await expect(page.locator('[data-layout="deck"] [data-deck-column-type]').first()).toBeVisible();
});

test('`nsfw`: sensitive media shows at once when ignored, and every image is covered when forced', async ({ page }) => {
  const sensitive = await seeded(page, 'note.sensitiveImage');
  const plain = await seeded(page, 'note.manyImages');
  await signInAs(page, 'carol');
  const covers = (id: string) => page.locator(`article[data-note-id="${id}"]`).first().getByTestId('sensitive-cover');
  await page.goto(`/notes/${sensitive}`);
  await expect(covers(sensitive).first()).toBeVisible(); // 'respect' by default

  await chooseOn(page, '/settings/timeline', 'nsfw', 'Show');
  await page.goto(`/notes/${sensitive}`);
  await expect(page.locator(`article[data-note-id="${sensitive}"]`).first().locator('img').first()).toBeVisible();
  await expect(covers(sensitive)).toHaveCount(0);

  await chooseOn(page, '/settings/timeline', 'nsfw', 'Always hide');
  await page.goto(`/notes/${plain}`);
  await expect(covers(plain).first()).toBeVisible();
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('`uploadFolder`: a file attached in the post form lands in the folder chosen on the drive page', async ({ page }) => {
  await signInAs(page, 'carol');
  const folder = await apiAs<{ id: string }>(page, 'carol', 'drive/folders/create', { name: 'From posts' });
  await chooseOn(page, '/settings/drive', 'uploadFolder', 'From posts');
  await page.keyboard.press('Escape');
  await page.goto('/');
  await page.keyboard.press('n');
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({ name: 'in-folder.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(async () => (await apiAs<Array<{ name: string }>>(page, 'carol', 'drive/files', { folderId: folder.id })).map((f) => f.name)).toContain('in-folder.png');
});

test('`soundMasterVolume`: the master volume scales the sound a notification plays', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __volumes: number[] };
    w.__volumes = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__volumes.push(this.volume);
      return Promise.resolve();
    };
  });
  await signInAs(page, 'carol');
  const volumes = () => page.evaluate(() => (window as unknown as { __volumes: number[] }).__volumes);
  const notify = async (n: number) => {
    const mine = await apiAs<{ createdNote: { id: string } }>(page, 'carol', 'notes/create', { text: `Ring ${n} ${Date.now()}` });
    await page.request.post('/__mock/react', { data: { username: 'alice', noteId: mine.createdNote.id, reaction: '👍' } });
    await expect.poll(async () => (await volumes()).length).toBe(n);
  };
  await page.goto('/settings/sounds');
  await page.locator('#sound-notification').selectOption('client/chime');
  await page.locator('#sound-master').fill('1');
  await notify(1);
  await page.waitForTimeout(1100); // the player plays one sound at a time, at most once a second
  await page.locator('#sound-master').fill('0.25');
  await notify(2);
  const [full, quarter] = await volumes();
  expect(full).toBeGreaterThan(0);
  expect(quarter).toBeCloseTo(full! * 0.25, 5);
});

test('`preferencesAutoBackup`: with an automatic backup chosen, the next start writes the current settings into it', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings/preferences-backups');
  await page.locator('[data-action="backup-save"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Daily');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-backup="Daily"]')).toBeVisible();
  // A setting changed after the backup was taken...
  await page.goto('/settings/appearance');
  await page.locator('input[name="fontSize"][value="veryLarge"]').check();
  await page.goto('/settings/preferences-backups');
  await page.locator('select[name="auto-backup"]').selectOption({ label: 'Daily' });
  // ...is in the backup after the next start, on any page (the last automatic one is older than 66 h: it never ran).
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/i/registry/set') && (r.postData() ?? '').includes('veryLarge'), { timeout: 15_000 });
  await page.goto('/');
  await saved;
});

test('`deck`: a deck profile made on the deck page keeps its own columns, and switching profiles there switches the deck', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'carol');
  await switchToDeck(page);
  const columns = page.locator('[data-layout="deck"] [data-deck-column-type]');
  // The default profile: the main column alone.
  await expect(columns).toHaveCount(1);
  const alone = 1;
  await page.goto('/settings/deck');
  await page.getByRole('button', { name: 'Add a profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Work');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Work' })).toContainText('In use');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' }).click();
  await addTimelineColumn(page, 'Global');
  await expect(columns).toHaveCount(alone + 1);

  const use = async (profile: string) => {
    await page.goto('/settings/deck');
    await page.getByRole('listitem').filter({ hasText: profile }).getByRole('button', { name: 'Switch' }).click();
    await page.goto('/');
  };
  await use('default');
  await expect(columns).toHaveCount(alone);
  await use('Work');
  await expect(columns).toHaveCount(alone + 1);
});

test('`numberOfPageCache`: a page left more than that many pages ago is loaded again on Back; within the cache it comes back from memory', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signInAs(page, 'carol');
  const timelineLoads: string[] = [];
  // A fresh load of the timeline (not the check for notes newer than the ones kept, which sends sinceId).
  page.on('request', (r) => { if (/\/api\/notes\/(hybrid-|local-|global-)?timeline$/.test(r.url()) && !(r.postData() ?? '').includes('sinceId')) timelineLoads.push(r.url()); });
  const awayAndBack = async () => {
    await page.goto('/');
    await expect(page.locator('#main-content [role="feed"] article').first()).toBeVisible();
    await page.locator('#main-content [role="feed"] article header a[href^="/notes/"]').first().click();
    await expect(page).toHaveURL(/\/notes\//);
    await page.locator('#main-content article a[href^="/@"]').first().click();
    await expect(page).toHaveURL(/\/@/);
    await page.locator('#main-content article header a[href^="/notes/"]').first().click();
    await expect(page).toHaveURL(/\/notes\//);
    await page.clock.fastForward('15:00'); // past the query cache's 10 minutes: only pinned pages keep their data
    const before = timelineLoads.length;
    for (let i = 0; i < 3; i++) await page.goBack();
    await expect(page.locator('#main-content [role="feed"] article').first()).toBeVisible();
    await page.waitForTimeout(500);
    return timelineLoads.length - before;
  };
  await page.goto('/settings/general');
  await page.locator('input[name="numberOfPageCache"]').fill('1');
  expect(await awayAndBack()).toBeGreaterThan(0);
  await page.goto('/settings/general');
  await page.locator('input[name="numberOfPageCache"]').fill('10');
  expect(await awayAndBack()).toBe(0);
});
