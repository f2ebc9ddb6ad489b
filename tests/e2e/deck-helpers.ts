import { expect, type Locator, type Page } from './test';
import { signInAs } from './helpers';

/**
 * Signs `username` in, switches to the deck (Settings → Layout: Deck) and adds a timeline column of the
 * given kind ('Home', 'Global', …) beside the main one. Returns the new column.
 */
export async function deckWithTimelineColumn(page: Page, username: string, timeline: string): Promise<Locator> {
  await signInAs(page, username);
  await switchToDeck(page);
  return addTimelineColumn(page, timeline);
}

/** Settings → Layout: Deck, then back to the deck through the menu. */
export async function switchToDeck(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.locator('select[name="ui"]').selectOption('deck');
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page.locator('[data-layout="deck"]')).toBeVisible();
}

/** Adds a timeline column of the given kind ('Home', 'Global', …) through the deck's add-column dialog. */
export async function addTimelineColumn(page: Page, timeline: string): Promise<Locator> {
  await page.locator('[data-action="add-column"]').click();
  const dialog = page.getByRole('dialog', { name: 'Add column' });
  await dialog.getByLabel('Column type').selectOption('timeline');
  await dialog.getByLabel('Timeline', { exact: true }).selectOption({ label: timeline });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return page.locator('[data-deck-column-type="timeline"]');
}
