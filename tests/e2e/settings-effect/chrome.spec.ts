/**
 * Settings effects of the app's frame (issue 48): status bars, notification pop-ups, wallpaper and the
 * blur behind dialogs, the fixed post forms, menus as drawers on phones, developer mode and ads. Each
 * test sets its settings through their settings page, as carol, then looks where the effect shows.
 */
import { expect, test, type Page } from '../test';
import { deleteAppKeys, forgetSavedCache, resetMock, signInAs, withLanguage } from '../helpers';
import { apiAs, mockPost } from '../mock-api';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/** Forgets what the app keeps of the server (its saved Query cache and its `endpoints` list): the next start asks again. */
async function forgetServerFacts(page: Page): Promise<void> {
  await forgetSavedCache(page);
  await deleteAppKeys(page, 'endpoints:');
}

async function openNoteMenu(page: Page, id: string) {
  await page.locator(`article[data-note-id="${id}"]`).first().locator('[data-action="menu"]').click();
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  return menu;
}

test('`statusbars`: RSS, federation and list bars show in the default layout and the deck, in their size, colour, speed and direction; no RSS where the server cannot read feeds', async ({ page }) => {
  // Two layouts and a restart without the server's facts: longer than one page's test.
  test.setTimeout(90_000);
  const listNote = `In the list bar ${Date.now()}`;
  await mockPost(page, { username: 'grace', text: listNote });
  await signInAs(page, 'carol');
  await page.goto('/settings/statusbar');
  const add = page.getByRole('button', { name: 'Add a status bar' });
  const bars = page.locator('[data-statusbar]');
  await add.click();
  await add.click();
  await add.click();
  await expect(bars).toHaveCount(3);

  const rss = bars.nth(0);
  await rss.getByRole('textbox', { name: 'Name' }).fill('News');
  await rss.getByRole('combobox', { name: 'Kind' }).selectOption('rss');
  await rss.getByRole('textbox', { name: 'Feed address' }).fill('https://news.example/feed.xml');
  await rss.getByRole('combobox', { name: 'Size' }).selectOption('veryLarge');
  await rss.getByRole('checkbox', { name: 'Black background' }).check();
  await rss.getByRole('spinbutton', { name: /One pass takes/ }).fill('20');
  await bars.nth(1).getByRole('combobox', { name: 'Kind' }).selectOption('federation');
  await bars.nth(1).getByRole('combobox', { name: 'Size' }).selectOption('verySmall');
  const list = bars.nth(2);
  await list.getByRole('combobox', { name: 'Kind' }).selectOption('userList');
  await list.getByRole('combobox', { name: 'List' }).selectOption({ label: 'Friends' });
  await list.getByRole('checkbox', { name: 'Scroll the other way' }).check();

  await page.goto('/');
  const region = page.locator('[data-layout="universal"]').getByRole('region', { name: 'Status bars' });
  const rssBar = region.locator('[data-statusbar-type="rss"]');
  await expect(rssBar).toContainText('News');
  // The server read the feed (fetch-rss): its headlines scroll by, linked to the stories.
  await expect(rssBar.getByRole('link', { name: 'news.example story 1' })).toHaveAttribute('href', 'https://news.example/feed.xml#story-1');
  await expect(rssBar).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(rssBar.locator('[data-statusbar-track]')).toHaveCSS('animation-duration', '20s');
  const fedBar = region.locator('[data-statusbar-type="federation"]');
  await expect(fedBar.locator('a[href="https://remote.example"]')).toBeAttached();
  const size = async (bar: typeof rssBar) => parseFloat(await bar.evaluate((el) => getComputedStyle(el).fontSize));
  expect(await size(rssBar)).toBeGreaterThan((await size(fedBar)) * 1.5);
  const listBar = region.locator('[data-statusbar-type="userList"]');
  await expect(listBar).toContainText(listNote);
  await expect(listBar.locator('[data-statusbar-track]')).toHaveCSS('animation-direction', 'reverse');
  await expect(fedBar.locator('[data-statusbar-track]')).toHaveCSS('animation-direction', 'normal');

  // The deck shows the same bars above its columns (the deck's start is the slowest: more time).
  await page.goto('/settings/general');
  await page.locator('select[name="ui"]').selectOption('deck');
  await page.goto('/');
  const deckBars = page.locator('[data-layout="deck"]').getByRole('region', { name: 'Status bars' });
  await expect(deckBars.locator('[data-statusbar-type="rss"]').getByRole('link', { name: 'news.example story 1' })).toBeAttached({ timeout: 20_000 });
  await expect(deckBars.locator('[data-statusbar-type="userList"]')).toContainText(listNote);

  // A server without fetch-rss: the kind is not offered, and the bar says why instead of asking.
  await page.request.post('/__mock/hide-endpoints', { data: { prefixes: ['fetch-rss'] } });
  await forgetServerFacts(page);
  await page.goto('/settings/statusbar');
  await expect(bars.nth(1).getByRole('combobox', { name: 'Kind' }).locator('option')).toHaveText(['—', 'Federation', 'User list']);
  await page.goto('/');
  await expect(page.locator('[data-statusbar-type="rss"]')).toContainText('This server cannot read RSS feeds');
});

test('`notificationPosition` and `notificationStackAxis`: new notifications pop up in the chosen corner and stack the chosen way', async ({ page }) => {
  const noteId = await mockPost(page, { username: 'carol', text: `React to me ${Date.now()}` });
  await signInAs(page, 'carol');
  await page.goto('/settings/general');
  await page.getByLabel('Where notifications pop up').selectOption('leftTop');
  await page.getByLabel('How notifications stack').selectOption('vertical');
  await page.goto('/');
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);

  await page.request.post('/__mock/react', { data: { username: 'alice', noteId, reaction: '👍' } });
  const popups = page.getByRole('region', { name: 'New notifications' }).locator('[data-notification-popup]');
  await expect(popups).toHaveCount(1);
  await expect(popups.first()).toContainText('Alice');
  const first = (await popups.first().boundingBox())!;
  expect(first.x).toBeLessThan(40);
  expect(first.y).toBeLessThan(40);

  await page.request.post('/__mock/react', { data: { username: 'bob', noteId, reaction: '🎉' } });
  await expect(popups).toHaveCount(2);
  // The newest sits in the corner, the older one below it.
  const older = (await popups.nth(0).boundingBox())!;
  // (after its 200 ms entrance, which scales it up)
  await expect.poll(async () => (await popups.nth(1).boundingBox())!.x).toBe(older.x);
  const newest = (await popups.nth(1).boundingBox())!;
  expect(newest.y).toBeLessThan(40);
  expect(older.y).toBeGreaterThanOrEqual(newest.y + newest.height);
});

test('`wallpaper` and `useBlurEffectForModal`: the image shows behind the layout; dialogs stop blurring what is behind them', async ({ page, baseURL }) => {
  await signInAs(page, 'carol');
  const backdrop = async () => {
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    const filter = await help.evaluate((el) => getComputedStyle(el, '::backdrop').backdropFilter);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    return filter;
  };
  expect(await backdrop()).toBe('blur(4px)');
  await expect(page.locator('body')).toHaveCSS('background-image', 'none');

  const image = `${baseURL}/client-assets/app-icon.png`;
  await page.goto('/settings/general');
  await page.getByRole('textbox', { name: 'Wallpaper' }).fill(image);
  await page.getByRole('checkbox', { name: 'Blur the background of dialogs' }).uncheck();
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-image', `url("${image}")`);
  expect(await backdrop()).toBe('none');
});

test('`showFixedPostForm` and `showFixedPostFormInChannel`: a post form above the home timeline; in a channel a button opens the form instead', async ({ page }) => {
  await signInAs(page, 'carol');
  await expect(page.locator('[data-fixed-post-form]')).toHaveCount(0);
  await page.goto('/settings/postform');
  await page.getByRole('checkbox', { name: 'Post form above the timeline' }).check();
  await page.getByRole('checkbox', { name: 'Post form in channels' }).uncheck();

  await page.goto('/');
  const form = page.locator('[data-fixed-post-form]');
  const text = `From the fixed form ${Date.now()}`;
  await form.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/notes/create'));
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ text });
  await expect(page.locator('[role="feed"] article').filter({ hasText: text }).first()).toBeVisible();

  await page.goto('/channels?tab=search');
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Photo');
  await page.getByRole('searchbox', { name: 'Search channels' }).press('Enter');
  await page.locator('[data-channel="Photo Contest"]').click();
  await expect(page.getByRole('heading', { name: 'Photo Contest' })).toBeVisible();
  await expect(page.getByTestId('channel-post-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post to this channel' }).click();
  const dialog = page.getByRole('dialog');
  const channelText = `Into the channel ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'What is happening?' }).fill(channelText);
  const toChannel = page.waitForRequest((r) => r.url().endsWith('/api/notes/create'));
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  expect((await toChannel).postDataJSON()).toMatchObject({ text: channelText, channelId: expect.any(String) });
});

test('`devMode` and `showAds`: the note menu offers the note’s ID to copy; the server’s ads go away', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await apiAs(page, 'alice', 'admin/ad/create', { url: 'https://shop.example/', imageUrl: `${baseURL}/client-assets/app-icon.png`, memo: 'square', place: 'square', priority: 'middle', ratio: 1, expiresAt: Date.now() + 86_400_000 });
  const noteId = await mockPost(page, { username: 'carol', text: `Copy my ID ${Date.now()}` });
  await signInAs(page, 'carol');
  await expect(page.locator('[data-ad]')).toBeVisible();
  await page.goto(`/notes/${noteId}`);
  let menu = await openNoteMenu(page, noteId);
  await expect(menu.getByRole('menuitem', { name: 'Copy note ID' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/settings/other');
  await page.getByRole('checkbox', { name: 'Developer mode' }).check();
  await page.getByRole('checkbox', { name: 'Show ads' }).uncheck();
  await page.goto(`/notes/${noteId}`);
  menu = await openNoteMenu(page, noteId);
  await menu.getByRole('menuitem', { name: 'Copy note ID' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(noteId);
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('[data-ad]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA });

  test('`disableDrawer`: menus open as a drawer from the bottom, or as a pop-up beside their button when turned off', async ({ page }) => {
    const noteId = await mockPost(page, { username: 'carol', text: `Phone menu ${Date.now()}` });
    await signInAs(page, 'carol');
    await page.goto(`/notes/${noteId}`);
    let menu = await openNoteMenu(page, noteId);
    await expect(menu).toHaveAttribute('data-menu-style', 'drawer');
    // The drawer slides up as it opens: its place is read once it has come to rest.
    await expect.poll(async () => {
      const b = (await menu.boundingBox())!;
      return [b.width, Math.round(b.y + b.height)];
    }).toEqual([390, 844]);
    await page.locator('[data-menu-backdrop]').click({ position: { x: 20, y: 20 } });
    await expect(menu).toBeHidden();

    await page.goto('/settings/behavior');
    await page.getByRole('checkbox', { name: 'Do not use the drawer menu' }).check();
    await page.goto(`/notes/${noteId}`);
    menu = await openNoteMenu(page, noteId);
    await expect(menu).toHaveAttribute('data-menu-style', 'popup');
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeLessThan(390);
    await expect(page.locator('[data-menu-backdrop]')).toHaveCount(0);
  });
});
