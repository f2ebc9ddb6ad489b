import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

test.use({ viewport: { width: 1920, height: 1080 } });
// Each flow signs in, switches to the deck and builds several columns of live timelines: 18–28 s
// on a 2-core machine running the other worker's tests beside it, too close to the default 30 s.
test.setTimeout(60_000);

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const column = (page: Page, type: string) => page.locator(`[data-deck-column-type="${type}"]`);

/** Settings → Layout: Deck, then the top page. */
async function switchToDeck(page: Page) {
  await page.goto('/settings');
  await page.locator('select[name="ui"]').selectOption('deck');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
}

async function addColumn(page: Page, type: string, pick?: { label: string; option: string }) {
  await page.locator('[data-action="add-column"]').click();
  const dialog = page.getByRole('dialog', { name: 'Add column' });
  await dialog.getByLabel('Column type').selectOption(type);
  if (pick) {
    const select = dialog.getByLabel(pick.label, { exact: true });
    await expect(select.locator('option', { hasText: pick.option })).toHaveCount(1);
    await select.selectOption({ label: pick.option });
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function deckWith(page: Page) {
  await signInAs(page, 'carol');
  await switchToDeck(page);
  await addColumn(page, 'timeline', { label: 'Timeline', option: 'Home' });
  await addColumn(page, 'timeline', { label: 'Timeline', option: 'Local' });
}

test('carol switches to the deck, adds home, local, notifications and a list column, and finds the same deck after a reload', async ({ page }) => {
  await deckWith(page);
  await addColumn(page, 'notifications');
  await addColumn(page, 'list', { label: 'List', option: 'Friends' });
  const titles = ['Main', 'Home', 'Local', 'Notifications', 'List'];
  await expect(page.locator('[data-deck-column] h2')).toHaveText(titles);
  await expect(column(page, 'timeline').first().locator('[role="feed"] article').first()).toBeVisible();
  await expect(column(page, 'list').locator('[role="feed"] article').first()).toBeVisible();
  await expect(column(page, 'notifications').locator('[role="feed"]')).toBeVisible();
  // The main column holds the app's pages.
  await expect(column(page, 'main').locator('[data-page="timeline"]')).toBeVisible();

  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
  await expect(page.locator('[data-deck-column] h2')).toHaveText(titles);
  await expect(column(page, 'list').locator('[role="feed"] article').first()).toBeVisible();
});

test('a note posted by alice appears live in the home column', async ({ page }) => {
  await deckWith(page);
  const home = column(page, 'timeline').first();
  await expect(home.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  const text = `deck live ${Date.now()}`;
  const id = await mockPost(page, { username: 'alice', text });
  await expect(home.locator(`article[data-note-id="${id}"]`)).toContainText(text);

  // Note avatars follow a long note (sticky) only in the column under the pointer: an idle column's
  // avatars stay in place, so the deck does not carry a composited layer per avatar in every column (#51).
  const local = column(page, 'timeline').nth(1);
  const stickyAvatars = (col: typeof home) => col.locator('article [data-user-popup-trigger]').evaluateAll((els) => els.filter((el) => getComputedStyle(el).position === 'sticky').length);
  await local.locator('header').first().hover();
  await expect.poll(() => stickyAvatars(local)).toBeGreaterThan(0);
  expect(await stickyAvatars(home)).toBe(0);
  await column(page, 'main').locator('header').first().hover();
  await expect.poll(() => stickyAvatars(local)).toBe(0);
  // No rounded overflow clip around a column's scroller: with one, every wheel on the deck waited for a hit test on the main thread.
  expect(await local.evaluate((el) => getComputedStyle(el).overflow)).toBe('visible');
});

test('scrolling one column leaves the others still, and each keeps its position', async ({ page }) => {
  await deckWith(page);
  const [home, local] = [column(page, 'timeline').nth(0), column(page, 'timeline').nth(1)];
  await expect(home.locator('[role="feed"] article').first()).toBeVisible();
  await expect(local.locator('[role="feed"] article').first()).toBeVisible();
  const localFirst = local.locator('[role="feed"] article').first();
  const before = await localFirst.boundingBox();
  const windowBefore = await page.evaluate(() => window.scrollY);

  await home.locator('[data-scroll-container]').first().evaluate((el) => el.scrollBy(0, 2000));
  await page.waitForTimeout(300);
  const homeTop = await home.locator('[data-scroll-container]').first().evaluate((el) => el.scrollTop);
  expect(homeTop).toBeGreaterThan(1500);
  // The home column rendered the notes further down (it virtualizes against its own scroller).
  await expect(home.locator('[role="feed"] article').first()).not.toHaveAttribute('aria-posinset', '1');
  expect(await local.locator('[data-scroll-container]').first().evaluate((el) => el.scrollTop)).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(windowBefore);
  const after = await localFirst.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);

  // Leaving the deck (in the app) and coming back puts the column where it was.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.locator('[data-page="settings"]')).toBeVisible();
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
  await expect.poll(() => column(page, 'timeline').nth(0).locator('[data-scroll-container]').first().evaluate((el) => el.scrollTop)).toBeGreaterThan(1500);
});

test('columns are moved, stacked, resized and removed from their menu; profiles are kept apart', async ({ page }) => {
  await deckWith(page);
  const menu = (title: string) => page.getByRole('button', { name: `${title} menu` });
  await menu('Local').click();
  await page.getByRole('menuitem', { name: 'Move left' }).click();
  await expect(page.locator('[data-deck-column] h2')).toHaveText(['Main', 'Local', 'Home']);
  await menu('Home').click();
  await page.getByRole('menuitem', { name: 'Stack onto the left' }).click();
  await expect(page.locator('[data-deck-stack]')).toHaveCount(2);
  await expect(page.locator('[data-deck-stack]').nth(1).locator('h2')).toHaveText(['Local', 'Home']);
  const stack = page.locator('[data-deck-stack]').nth(1);
  const width = (await stack.boundingBox())!.width;
  await menu('Local').click();
  await page.getByRole('menuitem', { name: 'Wider' }).click();
  await expect.poll(async () => (await stack.boundingBox())!.width).toBeGreaterThan(width + 40);
  await menu('Home').click();
  await page.getByRole('menuitem', { name: 'Pop out to the right' }).click();
  await expect(page.locator('[data-deck-stack]')).toHaveCount(3);
  await menu('Home').click();
  await page.getByRole('menuitem', { name: 'Remove column' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('[data-deck-column] h2')).toHaveText(['Main', 'Local']);

  await page.getByRole('button', { name: 'New profile' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Work');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-deck-profile="Work"]')).toBeVisible();
  await expect(page.locator('[data-deck-column] h2')).toHaveText(['Main']);
  await page.getByLabel('Profile').selectOption('default');
  await expect(page.locator('[data-deck-column] h2')).toHaveText(['Main', 'Local']);
});

test('a link in a column opens inside that column, not in the main one', async ({ page }) => {
  await deckWith(page);
  const home = column(page, 'timeline').first();
  const link = home.locator('[role="feed"] article a[href^="/notes/"]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(home.locator('[data-page="note"]')).toBeVisible();
  await expect(column(page, 'main').locator('[data-page="note"]')).toHaveCount(0);
  expect(href).toMatch(/^\/notes\//);
});
