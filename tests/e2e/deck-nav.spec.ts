import { expect, test, type Page } from './test';
import { resetMock, withLanguage } from './helpers';
import { deckWithTimelineColumn } from './deck-helpers';

test.use({ viewport: { width: 1600, height: 1000 } });
test.setTimeout(60_000);

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const column = (page: Page, type: string) => page.locator(`[data-deck-column-type="${type}"]`);

/** carol on the deck with a Home timeline column beside the main one. */
async function deckWithHome(page: Page) {
  const home = await deckWithTimelineColumn(page, 'carol', 'Home');
  await expect(home.locator('[role="feed"] article').first()).toBeVisible();
  return home;
}

test('a note opened from a column shows in that column with a back control, survives a reload, and Back closes it without leaving the app', async ({ page }) => {
  const home = await deckWithHome(page);
  const link = home.locator('[role="feed"] article a[href^="/notes/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  // In the column itself, with a back control; the main column is left alone.
  await expect(home.locator('[data-page="note"]')).toBeVisible();
  await expect(home.locator('[data-deck-column-page]')).toHaveAttribute('data-deck-column-page', href!);
  await expect(column(page, 'main').locator('[data-page="note"]')).toHaveCount(0);
  const back = home.getByRole('button', { name: 'Back' });
  await expect(back).toBeVisible();
  // The address says what is open: a reload opens it again.
  await expect(page).toHaveURL(/[?&]deck=/);
  await page.reload();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
  await expect(column(page, 'timeline').locator('[data-page="note"]')).toBeVisible();
  await expect(column(page, 'timeline').locator('[data-deck-column-page]')).toHaveAttribute('data-deck-column-page', href!);
  // A user opened from the note goes on the column's stack.
  const author = column(page, 'timeline').locator('[data-page="note"] a[href^="/@"]').first();
  const userHref = await author.getAttribute('href');
  await author.click();
  await expect(column(page, 'timeline').locator('[data-page="user"]')).toBeVisible();
  await expect(column(page, 'timeline').locator('[data-deck-column-page]')).toHaveAttribute('data-deck-column-page', userHref!);
  // Browser Back: the note again, then the column's timeline.
  await page.goBack();
  await expect(column(page, 'timeline').locator('[data-page="note"]')).toBeVisible();
  await page.goBack();
  await expect(column(page, 'timeline').locator('[data-deck-column-page]')).toHaveCount(0);
  await expect(column(page, 'timeline').locator('[role="feed"] article').first()).toBeVisible();
  await expect(column(page, 'timeline').getByRole('button', { name: 'Back' })).toHaveCount(0);
  // Back once more stays in the app (the settings page carol came from).
  const origin = new URL(page.url()).origin;
  await page.goBack();
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.locator('#app [data-layout]').first()).toBeVisible();
});

test("the column's back control closes the page opened in it, also after a reload", async ({ page }) => {
  const home = await deckWithHome(page);
  await home.locator('[role="feed"] article a[href^="/notes/"]').first().click();
  await expect(home.locator('[data-page="note"]')).toBeVisible();
  await home.getByRole('button', { name: 'Back' }).click();
  await expect(home.locator('[data-deck-column-page]')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]deck=/);
  // Opened again, reloaded, closed.
  await home.locator('[role="feed"] article a[href^="/notes/"]').first().click();
  await expect(home.locator('[data-page="note"]')).toBeVisible();
  await page.reload();
  const again = column(page, 'timeline');
  await expect(again.locator('[data-page="note"]')).toBeVisible();
  await again.getByRole('button', { name: 'Back' }).click();
  await expect(again.locator('[data-deck-column-page]')).toHaveCount(0);
  await expect(again.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
});
