/**
 * Appearance end to end: icons are SVG (no symbol-font glyphs), built-in themes, installing and
 * editing a theme, fonts, the emoji picker by keyboard, and the per-event sounds.
 * Run: E2E_DIST=dist-appearance E2E_PORT=4631 npx playwright test tests/e2e/appearance.spec.ts --output /tmp/pw-appearance
 */
import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { glyphProblems } from './glyphs';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

async function carolHome(page: Page) {
  await signInAs(page, 'carol');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
}

const rootColor = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the main screens draw no symbol-font glyphs (every icon is an SVG); narrow tabs never break words', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Icons check' });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await carolHome(page);
  // Themes other than the compiled default, fonts, sounds and the picker's emoji data are not loaded
  // up front (the picker's own code is, when the page is idle: perf.spec.ts).
  expect(requested.filter((p) => /\/(unicode-data|builtin|fonts|sound|apply-compiled)-[\w-]+\.js$|\.woff2?$/.test(p))).toEqual([]);
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

test('carol switches between three built-in themes (`darkTheme`, `lightTheme`): background and accent change', async ({ page }) => {
  await carolHome(page);
  await page.goto('/settings/theme');
  const colours = async () => `${await bodyBackground(page)} ${await rootColor(page, '--accent')}`;
  const seen = new Set<string>([await colours()]);
  for (const [base, id] of [['dark', 'd-nord'], ['light', 'l-gruvbox']] as const) {
    const before = await colours();
    await page.locator(`select[data-theme-select="${base}"]`).selectOption(id);
    await expect.poll(colours).not.toBe(before);
    seen.add(await colours());
  }
  // The third choice, followed AT ONCE by a reload on a busy device (its save still under way), stays.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.locator('select[data-theme-select="dark"]').selectOption('d-catppuccin-mocha');
  await page.reload();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect.poll(() => rootColor(page, '--accent')).toBe('#cba6f7');
  await expect(page.locator('select[data-theme-select="dark"]')).toHaveValue('d-catppuccin-mocha');
  seen.add(await colours());
  expect(seen.size).toBe(4);
});

test('a theme chosen after the home page’s picture was taken wins over the picture’s when the home page is opened again', async ({ page }) => {
  await carolHome(page);
  await page.goto('/settings/theme');
  const defaultAccent = await rootColor(page, '--accent');
  await page.locator('select[data-theme-select="dark"]').selectOption('d-nord');
  await page.locator('select[data-theme-select="light"]').selectOption('l-gruvbox');
  // A theme other than the default loads on demand: read its accent once it is applied.
  await expect.poll(() => rootColor(page, '--accent')).not.toBe(defaultAccent);
  const themed = await rootColor(page, '--accent');
  await page.goto('/');
  await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
  await page.goto('/settings/theme'); // leaving the home page saves its picture, in the chosen theme
  await page.locator('select[data-theme-select="dark"]').selectOption('');
  await page.locator('select[data-theme-select="light"]').selectOption('');
  await expect.poll(() => rootColor(page, '--accent')).not.toBe(themed);
  const plain = await rootColor(page, '--accent');
  await page.goto('/');
  await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
  await expect(page.locator('#start-snapshot')).toHaveCount(0);
  expect(await rootColor(page, '--accent')).toBe(plain);
});

test('installs a theme from pasted JSON5 (`themes`), and edits a colour in the theme editor with a live sample', async ({ page }) => {
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

  // A Japanese font: served too, and only the unicode-range slices the page's text needs load.
  await page.locator('select[data-setting="fontFamily"]').selectOption('noto-sans-jp');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans JP"?,/);
  await expect.poll(() => page.evaluate(async () => (await document.fonts.load('16px "Noto Sans JP"', 'あの風')).length > 0)).toBe(true);
  const jp = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /noto-sans-jp.*\.woff2$/.test(n)));
  expect(jp.length).toBeGreaterThan(0);
  expect(jp.length).toBeLessThan(30);
  for (const url of jp) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  // A device font is said to be one.
  await expect(page.getByTestId('system-font-note')).toHaveCount(0);
  await page.locator('select[data-setting="fontFamily"]').selectOption('meiryo');
  await expect(page.getByTestId('system-font-note')).toContainText('“Meiryo” is a device font');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Meiryo,/);
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

test('an antenna note, timeline notes (others’ and own) and chat messages play their sounds through the audio module', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__played.push(this.src);
      return Promise.resolve();
    };
  });
  const played = () => page.evaluate(() => (window as unknown as { __played: string[] }).__played.map((u) => u.replace(/^.*\/sounds\//, '')));
  await carolHome(page);
  await page.goto('/settings/sounds');
  // An antenna catches alice's note (the main channel's unreadAntenna): "antenna".
  await apiAs(page, 'carol', 'antennas/create', { name: 'Sound antenna', src: 'all', keywords: [['antennaword']], excludeKeywords: [], users: [], caseSensitive: false, withReplies: false, withFile: false, notify: false });
  await page.locator('#sound-antenna').selectOption('syuilo/triple');
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await mockPost(page, { username: 'alice', text: 'caught by the antennaword' });
  await expect.poll(played).toContain('syuilo/triple.mp3');
  for (const [event, type] of [['note', 'syuilo/pope1'], ['noteMy', 'syuilo/poi1'], ['chat', 'syuilo/n-aec'], ['chatBg', 'syuilo/n-ea']] as const) {
    await page.locator(`#sound-${event}`).selectOption(type);
  }
  // Home timeline: alice's new note plays "note" (in-app navigation keeps the page's user activation).
  await page.waitForTimeout(150);
  await page.locator('a[href="/"]').first().click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await mockPost(page, { username: 'alice', text: 'A sound for this note' });
  await expect(page.locator('[role="feed"] article').filter({ hasText: 'A sound for this note' }).first()).toBeVisible();
  await expect.poll(played).toContain('syuilo/pope1.mp3');

  // carol's own note, posted from the form: "own note" (and not "note" again when it arrives).
  await page.waitForTimeout(150);
  await page.keyboard.press('n');
  await page.getByRole('textbox', { name: 'What is happening?' }).fill('My own sound');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('[role="feed"] article').filter({ hasText: 'My own sound' }).first()).toBeVisible();
  await expect.poll(played).toContain('syuilo/poi1.mp3');
  await page.waitForTimeout(300);
  expect((await played()).filter((u) => u === 'syuilo/pope1.mp3')).toHaveLength(1);

  // A message while no room is open: "chat background".
  await page.waitForTimeout(150);
  await page.request.post('/__mock/message', { data: { username: 'alice', to: 'carol', text: 'background ping' } });
  await expect.poll(played).toContain('syuilo/n-ea.mp3');
  expect(await played()).not.toContain('syuilo/n-aec.mp3');

  // In alice's room: "chat".
  await page.goto('/my/messaging/alice');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  await page.request.post('/__mock/message', { data: { username: 'alice', to: 'carol', text: 'room ping' } });
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('room ping');
  await expect.poll(played).toContain('syuilo/n-aec.mp3');
});
