import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';
import { deckWithTimelineColumn } from './deck-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const main = (page: Page) => page.locator('#main-content');
const article = (page: Page, text: string) => main(page).locator('[role="feed"] article').filter({ hasText: text });

async function chooseTicker(page: Page, option: 'Never' | 'Remote notes only' | 'Always') {
  await page.goto('/settings/timeline');
  await page.getByLabel('Server info on notes').selectOption({ label: option });
  await page.goto('/');
}

test('remote notes show their server’s ticker (name, icon, colour) per the `instanceTicker` setting', async ({ page }) => {
  const stamp = `${Date.now()}`;
  await mockPost(page, { username: 'zoe@remote.example', text: `from afar ${stamp}` });
  await mockPost(page, { username: 'alice', text: `from here ${stamp}` });
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Global' }).click();

  // Default (always): the remote note shows remote.example's name and theme colour; the local one this server's name.
  const remote = article(page, `from afar ${stamp}`).locator('header [data-instance-ticker="remote.example"]');
  await expect(remote).toHaveText('Remote Example');
  await expect(remote).toHaveCSS('background-color', 'rgb(255, 102, 153)');
  await expect(remote).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(remote.locator('img')).toHaveAttribute('src', /^https?:\/\/.+\/identicon\/remote\.example$/);
  await expect(article(page, `from here ${stamp}`).locator('header [data-instance-ticker]')).toHaveText('Mock Instance');
  // Inline in the header line: the ticker makes the header no taller (rows keep their height, the start picture matches).
  const headerHeight = () => article(page, `from afar ${stamp}`).locator('header').evaluate((h) => h.getBoundingClientRect().height);
  const withTicker = await headerHeight();

  // The note page shows it too.
  await article(page, `from afar ${stamp}`).locator('header a[href^="/notes/"]').click();
  await expect(page).toHaveURL(/\/notes\//);
  await expect(main(page).locator('article header [data-instance-ticker="remote.example"]').first()).toHaveText('Remote Example');

  // Remote only: the local note loses its ticker.
  await chooseTicker(page, 'Remote notes only');
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(article(page, `from afar ${stamp}`).locator('header [data-instance-ticker="remote.example"]')).toBeVisible();
  await expect(article(page, `from here ${stamp}`)).toBeVisible();
  await expect(article(page, `from here ${stamp}`).locator('[data-instance-ticker]')).toHaveCount(0);

  // None: no ticker anywhere.
  await chooseTicker(page, 'Never');
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(article(page, `from afar ${stamp}`)).toBeVisible();
  await expect(main(page).locator('[role="feed"] [data-instance-ticker]')).toHaveCount(0);
  expect(await headerHeight()).toBe(withTicker);
});

test('a deck column shows the ticker of a remote note', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = `${Date.now()}`;
  await mockPost(page, { username: 'zoe@remote.example', text: `deck afar ${stamp}` });
  await deckWithTimelineColumn(page, 'carol', 'Global');
  const note = page.locator('[data-deck-column-type="timeline"] [role="feed"] article').filter({ hasText: `deck afar ${stamp}` });
  await expect(note.locator('header [data-instance-ticker="remote.example"]')).toHaveText('Remote Example');
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'main' });

test('"More" opens every area: keyboard usable, Escape returns the focus, links reach drive, lists, antennas, clips, gallery and chat', async ({ page }) => {
  await signInAs(page, 'carol');
  const more = nav(page).getByRole('button', { name: 'More' });
  await more.click();
  const panel = page.getByRole('dialog', { name: 'All areas' });
  await expect(panel).toBeVisible();
  for (const name of ['Drive', 'Lists', 'Antennas', 'Clips', 'Gallery', 'Messaging', 'Explore', 'Favorites', 'Announcements', 'Channels', 'Pages', 'About'])
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  // The focus starts on the first area; arrows move it; Escape closes and gives it back to "More".
  const first = panel.getByRole('link').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(panel.locator('[data-more-item]').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(more).toBeFocused();

  const areas = [['Drive', /\/my\/drive$/], ['Antennas', /\/my\/antennas$/], ['Lists', /\/my\/lists$/], ['Clips', /\/my\/clips$/], ['Gallery', /\/gallery$/], ['Messaging', /\/my\/messaging$/]] as const;
  for (const [name, path] of areas) {
    await more.click();
    await panel.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(panel).toBeHidden();
  }
});

test('on a Misskey 13 server "More" offers no chat; the navbar editor pins an area into the menu', async ({ page }) => {
  expect((await page.request.post('/__mock/hide-endpoints', { data: { prefixes: ['messaging/', 'users/groups/'] } })).ok()).toBeTruthy();
  await signInAs(page, 'carol');
  await expect(nav(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Drive' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'More' }).click();
  const panel = page.getByRole('dialog', { name: 'All areas' });
  await expect(panel.getByRole('link', { name: 'Drive', exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Messaging' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Groups' })).toHaveCount(0);

  // The panel's own link leads to the navbar editor; Drive is pinned there and shows in the menu.
  await panel.getByRole('link', { name: 'Edit the menu' }).click();
  await expect(page).toHaveURL(/\/settings\/navbar$/);
  await expect(main(page).getByRole('checkbox', { name: 'Messaging' })).toHaveCount(0);
  await expect(panel).toBeHidden();
  await main(page).getByRole('checkbox', { name: 'Drive' }).check();
  await nav(page).getByRole('link', { name: 'Drive' }).click();
  await expect(page).toHaveURL(/\/my\/drive$/);
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Drive' })).toBeVisible();
});
