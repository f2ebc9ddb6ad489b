import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost, seeded } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`);

/** Opens a path inside the signed-in app (client-side navigation keeps the session warm). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
}

async function noteMenu(page: Page, id: string, item: string) {
  await note(page, id).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('explore: carol finds alice among the pinned users and opens her profile', async ({ page }) => {
  await signInAs(page, 'carol');
  await open(page, '/explore');
  await page.getByRole('tab', { name: 'Users' }).click();
  const pinned = page.getByRole('list', { name: 'Pinned users' });
  await pinned.getByRole('link', { name: /@alice\b/ }).click();
  await expect(page).toHaveURL(/\/@alice$/);
});

test('search: by name in the users tab and by @alice in the search box', async ({ page }) => {
  await signInAs(page, 'carol');
  await open(page, '/search?q=alice');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('list', { name: 'Users' }).getByText('@alice', { exact: true })).toBeVisible();
  const box = page.getByRole('searchbox');
  await box.fill('@alice');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/@alice$/);
});

test('tags: a hashtag in a note opens the tag timeline with that note; ?user= keeps that user’s notes', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Spotted a heron #birdwatch' });
  const byBob = await mockPost(page, { username: 'bob', text: 'A kingfisher too #birdwatch' });
  await signInAs(page, 'carol');
  await open(page, `/notes/${id}`);
  await note(page, id).getByRole('link', { name: '#birdwatch' }).click();
  await expect(page).toHaveURL(/\/tags\/birdwatch$/);
  const tagPage = page.locator('[data-page="tag"]');
  await expect(tagPage.locator(`article[data-note-id="${id}"]`)).toBeVisible();
  await expect(tagPage.locator(`article[data-note-id="${byBob}"]`)).toBeVisible();
  // Live: a new note with the tag comes in on its own.
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  const live = await mockPost(page, { username: 'bob', text: 'And now an egret #birdwatch' });
  await expect(tagPage.locator(`article[data-note-id="${live}"]`)).toBeVisible({ timeout: 3_000 });
  await open(page, '/tags/birdwatch?user=@alice');
  // (A "Loading…" status may show beside it for a moment.)
  await expect(tagPage.getByRole('status').filter({ hasText: 'Showing only notes by' })).toContainText('Showing only notes by @alice');
  await expect(tagPage.locator(`article[data-note-id="${id}"]`)).toBeVisible();
  await expect(tagPage.locator(`article[data-note-id="${byBob}"]`)).toHaveCount(0);
  await tagPage.getByRole('link', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/tags\/birdwatch$/);
  await expect(tagPage.locator(`article[data-note-id="${byBob}"]`)).toBeVisible();
});

test('favorites: a favorited note shows on /my/favorites', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Worth keeping forever' });
  await signInAs(page, 'carol');
  await open(page, `/notes/${id}`);
  await noteMenu(page, id, 'Add to favorites');
  await expect(page.getByText('Added to favorites').first()).toBeVisible();
  await open(page, '/my/favorites');
  await expect(page.locator('[data-page="favorites"]').locator(`article[data-note-id="${id}"]`)).toBeVisible();
});

test('clips: a note goes into a new clip from the note menu', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Clip me into something new' });
  await signInAs(page, 'carol');
  await open(page, `/notes/${id}`);
  await noteMenu(page, id, 'Clip');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption({ label: 'New clip' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Herons');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Clipped').first()).toBeVisible();
  await open(page, '/my/clips');
  await page.getByRole('link', { name: 'Herons' }).click();
  await expect(page.locator('[data-page="clip"]').locator(`article[data-note-id="${id}"]`)).toBeVisible();
});

test('lists and antennas: their timelines show the right notes', async ({ page }) => {
  const byIvan = await mockPost(page, { username: 'ivan', text: 'ivan talks about zebras' });
  const byJudy = await mockPost(page, { username: 'judy', text: 'judy talks about lions' });
  await signInAs(page, 'carol');
  await open(page, '/my/lists');
  await page.getByRole('textbox', { name: 'List name' }).fill('Zoo keepers');
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('link', { name: /Zoo keepers/ }).click();
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('judy');
  await page.getByRole('dialog').getByRole('button', { name: /@judy/ }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText('@judy')).toBeVisible();
  await page.locator('[data-page="my-list"]').getByRole('link', { name: 'Timeline' }).click();
  await expect(note(page, byJudy)).toBeVisible();
  await expect(note(page, byIvan)).toHaveCount(0);

  await open(page, '/my/antennas/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Zebra watch');
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('zebras');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/timeline\/antenna\//);
  // Antennas collect notes as they arrive; the open antenna timeline gets them live.
  await expect(page.locator('[data-page="antenna"]')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connected' }).or(page.getByRole('status').filter({ hasText: 'Connected' })).first()).toBeVisible();
  const zebra = await mockPost(page, { username: 'ivan', text: 'more zebras today' });
  const lion = await mockPost(page, { username: 'judy', text: 'more lions today' });
  await expect(note(page, zebra)).toBeVisible({ timeout: 10_000 });
  await expect(note(page, lion)).toHaveCount(0);
  const antennas = await apiAs<Array<{ name: string; keywords: string[][] }>>(page, 'carol', 'antennas/list');
  expect(antennas.find((a) => a.name === 'Zebra watch')?.keywords).toEqual([['zebras']]);
});

test('announcements: reading the unread one makes its banner go away and moves it to the past tab', async ({ page }) => {
  await signInAs(page, 'carol');
  const banner = page.locator('[data-announcement-banner]');
  await expect(banner).toContainText('New: channels and antennas');
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('article', { name: 'New: channels and antennas' });
  await item.getByRole('button', { name: "I've read it" }).click();
  await expect(banner).toHaveCount(0);
  // The mock, like Misskey 13, has no isActive: what was read is "past".
  await expect(item).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: "I've read it" })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('article', { name: 'New: channels and antennas' })).toBeVisible();
  await expect(page.locator('[data-announcement-banner]')).toHaveCount(0);
});

test('about: the tabs follow the hash and an emoji opens its detail', async ({ page }) => {
  await signInAs(page, 'carol');
  await open(page, '/about');
  await expect(page.getByRole('heading', { name: 'Mock Instance' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Federation' }).click();
  await expect(page).toHaveURL(/\/about#federation$/);
  await expect(page.getByRole('list', { name: 'Federation' }).getByText('remote.example', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.getByRole('img', { name: /Notes \(\d+ in all\)/ })).toBeVisible();
  await open(page, '/about#emojis');
  await expect(page.getByRole('tab', { name: 'Emojis' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search emojis' }).fill('wave');
  await page.getByRole('link', { name: ':blobwave:' }).click();
  await expect(page).toHaveURL(/\/emoji\/blobwave$/);
  const detail = page.locator('[data-emoji="blobwave"]');
  await expect(detail).toContainText('CC BY-NC 4.0');
  await expect(detail).toContainText('Conditional');
  await expect(detail).toContainText('Mock Artist');
});

test('pages: a page with three blocks reads back at its URL after a reload', async ({ page }) => {
  await signInAs(page, 'carol');
  await open(page, '/pages/new');
  await page.getByRole('textbox', { name: 'Title' }).fill('Heron notes');
  await page.getByRole('textbox', { name: 'URL name' }).fill('herons');
  const addTop = () => page.getByRole('group', { name: 'Add a block' }).last();
  await addTop().getByRole('button', { name: 'Text' }).click();
  await page.getByRole('group', { name: 'Text 1' }).getByRole('textbox').fill('Herons are **tall** birds.');
  await addTop().getByRole('button', { name: 'Section' }).click();
  await page.getByRole('group', { name: 'Section 2' }).getByRole('textbox', { name: 'Section heading' }).fill('Where they live');
  await addTop().getByRole('button', { name: 'Text' }).click();
  await page.getByRole('group', { name: 'Text 3' }).getByRole('textbox').fill('Near rivers and lakes.');
  // Reorder: the last text moves above the section.
  await page.getByRole('group', { name: 'Text 3' }).getByRole('button', { name: 'Move up' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/@carol\/pages\/herons$/);
  await page.reload();
  const article = page.getByRole('article', { name: 'Heron notes' });
  await expect(article.locator('[data-block="text"]').first()).toContainText('Herons are tall birds.');
  await expect(article.locator('strong, b').first()).toHaveText('tall');
  await expect(article.locator('[data-block]')).toHaveCount(3);
  await expect(article.locator('[data-block]').nth(1)).toContainText('Near rivers and lakes.');
  await expect(article.getByRole('heading', { name: 'Where they live' })).toBeVisible();
  // The seeded page shows every block kind the mock stores: text, section, image and note.
  const welcome = await apiAs<{ name: string }>(page, 'carol', 'pages/show', { pageId: await seeded(page, 'page.welcome') });
  await open(page, `/@alice/pages/${welcome.name}`);
  const seededPage = page.locator('[data-page="page-view"] article').first();
  for (const kind of ['text', 'section', 'image', 'note']) await expect(seededPage.locator(`[data-block="${kind}"]`).first()).toBeVisible();
  await expect(seededPage.locator('[data-block="image"] img')).toBeVisible();
  await expect(seededPage.locator('[data-block="note"] article')).toBeVisible();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('gallery: a post with two drive files', async ({ page }) => {
  const token = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; token: string }>;
  const i = token.find((x) => x.username === 'carol')!.token;
  for (const name of ['heron-one.png', 'heron-two.png']) {
    const res = await page.request.post('/api/drive/files/create', { multipart: { i, file: { name, mimeType: 'image/png', buffer: PNG }, name } });
    expect(res.ok()).toBeTruthy();
  }
  await signInAs(page, 'carol');
  await open(page, '/gallery/new');
  await page.getByRole('textbox', { name: 'Title' }).fill('Two herons');
  await page.getByRole('button', { name: 'Add images from the drive' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: 'heron-one.png' }).click();
  await picker.getByRole('button', { name: 'heron-two.png' }).click();
  await picker.getByRole('button', { name: /\(2\)/ }).click();
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery\/[a-z0-9]+$/);
  const article = page.getByRole('article', { name: 'Two herons' });
  await expect(article.getByRole('img', { name: /^heron-/ })).toHaveCount(2);
  // An image opens in the client's image viewer, not in a new tab.
  const pages = page.context().pages().length;
  await article.getByRole('button', { name: /^Open heron-two/ }).click();
  const viewer = page.locator('.pswp');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.pswp__img').first()).toHaveAttribute('src', /^http/);
  expect(page.context().pages()).toHaveLength(pages);
  // The viewer listens for keys once its opening animation is over.
  await expect(viewer).toHaveCSS('opacity', '1');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await open(page, '/gallery');
  await page.getByRole('tab', { name: 'My posts' }).click();
  await expect(page.getByRole('link', { name: /Two herons/ })).toBeVisible();
});

test('categories: carol creates a category of emoji and sees it under her name', async ({ page }) => {
  await signInAs(page, 'carol');
  await open(page, '/categories');
  await page.getByRole('link', { name: 'New category' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Blob faces');
  await page.getByRole('button', { name: ':blobcat:' }).click();
  await page.getByRole('button', { name: ':blobwave:' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/@carol\/categories\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Blob faces' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Emojis of this category' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await open(page, '/categories');
  await expect(page.getByRole('link', { name: /Blob faces/ })).toBeVisible();
});
