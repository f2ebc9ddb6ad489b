/**
 * Settings effects of the appearance pages (appearance, theme, custom CSS, emoji picker order,
 * reaction palette): each test sets settings through their page, as a user would, and checks
 * what changed on the timeline or in the picker.
 */
import { expect, test, type Locator, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { mockPost } from '../mock-api';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const feed = (page: Page) => page.locator('#main-content [role="feed"]');
const note = (page: Page, text: string): Locator => feed(page).locator('article').filter({ hasText: text }).first();

async function homeWith(page: Page, text: string): Promise<Locator> {
  await page.goto('/');
  const row = note(page, text);
  await expect(row).toBeVisible();
  return row;
}

const px = (el: Locator, prop: 'fontSize' | 'width') =>
  el.evaluate((e, p) => (p === 'width' ? e.getBoundingClientRect().width : parseFloat(getComputedStyle(e).fontSize)), prop);

test('`fontSize`, `avatarSize`, `fontFamily`, `useSystemFont` and `emojiStyle`: the appearance page changes the text, avatars, font and emoji of the timeline', async ({ page }) => {
  const text = `Sizes ${Date.now()}`;
  await mockPost(page, { username: 'alice', text: `${text} 🎉` });
  await signInAs(page, 'carol');
  let row = await homeWith(page, text);
  const body = row.getByText(text);
  const avatar = row.locator('img[alt=""]').first();
  const fontBefore = await px(body, 'fontSize');
  const avatarBefore = await px(avatar, 'width');
  await expect(row.locator('img[alt="🎉"]')).toHaveCount(1); // twemoji by default

  await page.goto('/settings/appearance');
  await page.locator('input[name="fontSize"][value="veryLarge"]').check();
  await page.locator('input[name="avatarSize"][value="large"]').check();
  await page.locator('input[name="emojiStyle"][value="native"]').check();
  const rootFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  // A chosen font applies; the system font then wins over it.
  await page.locator('select[data-setting="fontFamily"]').selectOption('inter');
  await expect.poll(rootFont).toMatch(/^"?Inter"?,/);
  await page.locator('input[data-setting="useSystemFont"]').check();
  await expect.poll(rootFont).toMatch(/^system-ui/);

  row = await homeWith(page, text);
  expect(await px(row.getByText(text), 'fontSize')).toBeGreaterThan(fontBefore);
  expect(await px(row.locator('img[alt=""]').first(), 'width')).toBeGreaterThan(avatarBefore);
  expect(await rootFont()).toMatch(/^system-ui/);
  // Native emoji: the character itself, no twemoji image.
  await expect(row.locator('img[alt="🎉"]')).toHaveCount(0);
  await expect(row).toContainText('🎉');
});

test('`animation`, `reduceAnimation` and `motionDespiteReducedMotion`: animated MFM stops and starts as the motion options say', async ({ page }) => {
  const text = `Spinning ${Date.now()}`;
  await mockPost(page, { username: 'alice', text: `${text} $[spin.speed=3s 🍣]` });
  await signInAs(page, 'carol');
  const running = (row: Locator) => row.evaluate((e) => e.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
  await expect.poll(async () => running(await homeWith(page, text))).toBeGreaterThan(0);

  const motion = async (label: string, on: boolean) => {
    await page.goto('/settings/appearance');
    await page.getByRole('checkbox', { name: label, exact: true }).setChecked(on);
  };
  // Animation off: nothing moves.
  await motion('Enable animations', false);
  await expect.poll(async () => running(await homeWith(page, text))).toBe(0);
  await motion('Enable animations', true);
  await expect.poll(async () => running(await homeWith(page, text))).toBeGreaterThan(0);
  // Reduce animation: motion is cut to nothing.
  await motion('Reduce motion', true);
  await expect.poll(async () => running(await homeWith(page, text))).toBe(0);
  await motion('Reduce motion', false);
  // The device asks for reduced motion: still; unless the user asks for motion despite it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(async () => running(await homeWith(page, text))).toBe(0);
  await motion('Keep animations even when the device asks for reduced motion', true);
  await expect.poll(async () => running(await homeWith(page, text))).toBeGreaterThan(0);
});

test('`customCss`, `darkMode` and `syncDeviceDarkMode`: saved CSS styles the timeline; dark mode and following the device change the colours', async ({ page }) => {
  const text = `Styled ${Date.now()}`;
  await mockPost(page, { username: 'alice', text });
  await signInAs(page, 'carol');
  await page.goto('/settings/custom-css');
  await page.getByLabel('CSS', { exact: true }).fill('[role="feed"] article { outline: 3px solid rgb(1, 2, 3); }');
  await page.locator('[data-action="save-custom-css"]').click();
  const row = await homeWith(page, text);
  await expect(row).toHaveCSS('outline-color', 'rgb(1, 2, 3)');

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings/theme');
  const dark = page.locator('input[data-setting="darkMode"]');
  await expect(dark).toBeChecked(); // the default is dark
  const darkBackground = await background();
  await dark.uncheck();
  await expect.poll(background).not.toBe(darkBackground);
  const lightBackground = await background();
  // Follow the device: the device says dark, so dark comes back; the device turning light follows.
  await page.locator('input[data-setting="syncDeviceDarkMode"]').check();
  await expect.poll(background).toBe(darkBackground);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).toBe(lightBackground);
});

test('`reactions`, `enableEmojiPickerOrder` and `emojiPickerOrder`: the reaction palette and the section order shape the picker', async ({ page }) => {
  const text = `Palette ${Date.now()}`;
  await mockPost(page, { username: 'alice', text });
  await signInAs(page, 'carol');
  const pickerFor = async () => {
    const row = await homeWith(page, text);
    await row.locator('[data-note-action="react"]').click();
    const picker = page.locator('[data-emoji-picker]');
    await expect(picker).toBeVisible();
    return picker;
  };
  // The palette: remove every reaction but the first two; the picker's palette row shows just those.
  await page.goto('/settings/reaction');
  const removes = page.getByRole('button', { name: /^Remove / });
  await expect(removes.first()).toBeVisible();
  const count = await removes.count();
  expect(count).toBeGreaterThan(2);
  const kept = await Promise.all([0, 1].map(async (i) => ((await removes.nth(i).getAttribute('aria-label')) ?? '').replace(/^Remove /, '')));
  for (let i = count - 1; i >= 2; i--) await removes.nth(i).click();
  await expect(removes).toHaveCount(2);
  let picker = await pickerFor();
  // The palette is the first section: its row holds just the two kept reactions.
  const first = picker.locator('[data-index="0"]');
  await expect(first).toBeVisible();
  expect(kept.join(' ')).toContain((await first.getAttribute('data-emoji')) ?? '?');
  await expect(first.locator('xpath=..').locator('button')).toHaveCount(2);
  await page.keyboard.press('Escape');

  // Section order: move the picker's second section to the top; the picker then lists it first.
  const headers = (p: Locator) => p.locator('[role="group"] div > div > span').allTextContents();
  picker = await pickerFor();
  const before = await headers(picker);
  expect(before.length).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await page.goto('/settings/emoji-picker-order');
  await page.getByRole('checkbox').first().check();
  const target = page.getByRole('listitem').filter({ hasText: before[1]!.replace(/\s*\d+$/, '') }).first();
  for (let i = 0; i < 16; i++) {
    const up = target.getByRole('button').first();
    if (await up.isDisabled()) break;
    await up.click();
  }
  picker = await pickerFor();
  const after = await headers(picker);
  expect(after[0]).toBe(before[1]);
  expect(after).not.toEqual(before);
});
