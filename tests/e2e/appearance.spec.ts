/**
 * Appearance end to end: icons are SVG (no symbol-font glyphs), built-in themes, installing and
 * editing a theme, fonts, the emoji picker by keyboard, and the notification sound.
 * Run: E2E_DIST=dist-appearance E2E_PORT=4431 npx playwright test tests/e2e/appearance.spec.ts
 */
import { expect, test, type Page } from './test';
import { resetMock, signInWithDialog, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

/** Visible text that needs a symbol or emoji font (arrows, dingbats, pictographs), and icon-only buttons without an SVG. */
async function glyphProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SYMBOLS = /[\u2190-\u21FF\u2300-\u23FF\u2460-\u27BF\u2900-\u2BFF\u{1F000}-\u{1FAFF}\uFF0B]/u;
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, noscript, textarea, input, option')) continue;
      const text = n.textContent ?? '';
      if (SYMBOLS.test(text) && visible(el)) problems.push(`text in <${el.tagName.toLowerCase()}>: ${text.trim().slice(0, 40)}`);
    }
    for (const b of document.querySelectorAll('button, [role="button"], a[aria-label]')) {
      if (!visible(b) || (b.textContent ?? '').trim()) continue;
      if (!b.querySelector('svg, img, input, [data-swatch], span[aria-hidden]')) problems.push(`icon-only control without an SVG: ${b.getAttribute('aria-label') ?? b.outerHTML.slice(0, 60)}`);
      if (!b.getAttribute('aria-label') && !b.getAttribute('title') && !b.getAttribute('aria-labelledby')) problems.push(`icon-only control without a name: ${b.outerHTML.slice(0, 80)}`);
    }
    return problems;
  });
}

async function carolHome(page: Page) {
  await signInWithDialog(page, 'carol');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
}

const rootColor = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the main screens draw no symbol-font glyphs (every icon is an SVG); narrow tabs never break words', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Icons check' });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await carolHome(page);
  // Themes other than the compiled default, fonts, sounds and the picker are not loaded up front.
  expect(requested.filter((p) => /\/(EmojiPicker|unicode-data|builtin|fonts|sound|apply-compiled)-[\w-]+\.js$|\.woff2?$/.test(p))).toEqual([]);
  // In a narrow column the timeline tabs keep their words on one line and scroll sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 340, height: 700 });
  const tablist = page.getByRole('tablist').first();
  await expect(tablist.getByRole('tab').first()).toBeVisible();
  const heights = await tablist.getByRole('tab').evaluateAll((els) => els.map((el) => ({ h: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) || 20 })));
  for (const { h, line } of heights) expect(h).toBeLessThan(line * 2 + 16);
  expect(await tablist.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  if (viewport) await page.setViewportSize(viewport);
  const screens: Array<[string, () => Promise<void>]> = [
    ['timeline', async () => undefined],
    ['post form', async () => {
      await page.keyboard.press('n');
      await expect(page.locator('[data-action="visibility"]').first()).toBeVisible();
    }],
    ['note page', async () => {
      await page.keyboard.press('Escape');
      await page.goto(`/notes/${id}`);
      await expect(page.locator(`article[data-note-id="${id}"]`).first()).toBeVisible();
    }],
    ['profile', async () => {
      await page.goto('/@alice');
      await expect(page.locator('main, [data-page]').first()).toBeVisible();
    }],
    ['settings', async () => {
      await page.goto('/settings');
      await expect(page.locator('main, [data-page]').first()).toBeVisible();
    }],
  ];
  for (const [name, open] of screens) {
    await open();
    await page.waitForTimeout(300);
    expect(await glyphProblems(page), name).toEqual([]);
  }
});

test('carol switches between three built-in themes: background and accent change', async ({ page }) => {
  await carolHome(page);
  await page.goto('/settings/theme');
  const colours = async () => `${await bodyBackground(page)} ${await rootColor(page, '--accent')}`;
  const seen = new Set<string>([await colours()]);
  for (const [base, id] of [['dark', 'd-nord'], ['light', 'l-gruvbox'], ['dark', 'd-catppuccin-mocha']] as const) {
    const before = await colours();
    await page.locator(`select[data-theme-select="${base}"]`).selectOption(id);
    await expect.poll(colours).not.toBe(before);
    seen.add(await colours());
  }
  expect(seen.size).toBe(4);
  // The chosen theme stays after a reload.
  await page.reload();
  await expect.poll(() => rootColor(page, '--accent')).toBe('#cba6f7');
});

test('installs a theme from pasted JSON5, and edits a colour in the theme editor with a live sample', async ({ page }) => {
  await carolHome(page);
  await page.goto('/settings/theme/install');
  const code = page.getByLabel('Theme code (JSON5)');
  await code.fill("{ name: 'Broken', base: 'dark', props: { accent: 'greenish' } }");
  await page.locator('[data-action="install-theme"]').click();
  await expect(page.getByRole('alert')).toContainText('not a colour');
  await code.fill("{\n  // pasted\n  name: 'Sunset', base: 'dark',\n  props: { accent: '#ff8844', bg: '#201018', unknownThing: '#fff' },\n}");
  await page.locator('[data-action="install-theme"]').click();
  await expect(page.getByText('Installed the theme “Sunset”').first()).toBeVisible();
  await expect(page.getByText('unknownThing')).toBeVisible();
  await page.goto('/settings/theme');
  await page.locator('select[data-theme-select="dark"]').selectOption({ label: 'Sunset' });
  await expect.poll(() => rootColor(page, '--accent')).toBe('#ff8844');
  await expect.poll(() => bodyBackground(page)).toBe('rgb(32, 16, 24)');

  await page.goto('/theme-editor');
  const sample = page.locator('[data-sample-note]');
  const before = await sample.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('[data-color-text="panel"]').fill('#123456');
  await expect.poll(() => sample.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 52, 86)');
  expect(before).not.toBe('rgb(18, 52, 86)');
  await page.locator('[data-color-text="accent"]').fill('@panel');
  await expect.poll(() => page.locator('[data-theme-preview]').evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim())).toBe('#123456');
});

test('chooses a font and the document uses it', async ({ page }) => {
  await carolHome(page);
  await page.goto('/settings/appearance');
  await page.locator('select[data-setting="fontFamily"]').selectOption('inter');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
  await expect.poll(() => page.evaluate(async () => (await document.fonts.load('16px Inter', 'Inter')).length > 0)).toBe(true);
  // A served font's files come from this client's own origin.
  const fontRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\.woff2?$/.test(n)));
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test('the reaction picker: type "cat" and pick the custom emoji with the keyboard', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Pick a cat' });
  await carolHome(page);
  const article = page.locator(`article[data-note-id="${id}"]`).first();
  await article.getByRole('button', { name: 'React' }).click();
  const picker = page.locator('[data-emoji-picker]');
  await expect(picker).toBeVisible();
  await expect(page.locator('[data-emoji-search]')).toBeFocused();
  await page.keyboard.type('cat');
  await expect(picker.locator('[data-index="0"]')).toHaveAttribute('data-emoji', ':blobcat:');
  await page.keyboard.press('ArrowDown');
  await expect(picker.locator('[data-index="0"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect.poll(async () => (await apiAs<{ myReaction: string | null }>(page, 'carol', 'notes/show', { noteId: id })).myReaction).toMatch(/^:blobcat(@\.)?:$/);
  // The reaction shows as an image, not as text in a system font.
  await expect(article.locator('button[data-reaction] img').first()).toBeVisible();
});

test('a notification plays the chosen sound through the audio module', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__played.push(this.src);
      return Promise.resolve();
    };
  });
  await carolHome(page);
  await page.goto('/settings/sounds');
  await page.locator('#sound-notification').selectOption('client/chime');
  const mine = await mockPost(page, { username: 'carol', text: 'React to me' });
  await page.waitForTimeout(300);
  await page.request.post('/__mock/react', { data: { username: 'alice', noteId: mine, reaction: '👍' } });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played.length)).toBeGreaterThan(0);
  const played = await page.evaluate(() => (window as unknown as { __played: string[] }).__played);
  expect(played[0]).toMatch(/^blob:/);
});
