/**
 * Accessibility: the ten main screens in the default light and dark themes have no serious or
 * critical axe-core violation (and, in the light pass, no glyph that needs a symbol font); keyboard
 * focus is visible.
 * Run: E2E_DIST=dist-appearance E2E_PORT=4631 npx playwright test tests/e2e/a11y.spec.ts --output /tmp/pw-appearance
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { glyphProblems } from './glyphs';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

test.use({ viewport: { width: 1400, height: 900 } });
test.setTimeout(180_000);

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

async function violations(page: Page, screen: string): Promise<string[]> {
  await page.waitForTimeout(400);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function setScheme(page: Page, scheme: 'light' | 'dark') {
  await page.goto('/settings/theme');
  const toggle = page.locator('input[data-setting="darkMode"]');
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== (scheme === 'dark')) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
}

const main = (page: Page) => page.locator('main, [data-page], [role="feed"]').first();

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} theme: the ten main screens have no serious or critical violation`, async ({ page }) => {
    const noteId = await mockPost(page, { username: 'alice', text: 'Accessibility check #a11y' });
    await signInAs(page, 'carol');
    await setScheme(page, scheme);
    const found: string[] = [];
    const screens: Array<[string, () => Promise<void>]> = [
      ['timeline', async () => {
        await page.goto('/');
        await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
      }],
      ['note page', async () => {
        await page.goto(`/notes/${noteId}`);
        await expect(page.locator(`article[data-note-id="${noteId}"]`).first()).toBeVisible();
      }],
      ['post form', async () => {
        await page.goto('/');
        // The app's own timeline, not the start picture painted before the app runs (no hotkeys yet).
        await expect(page.locator('#app [role="feed"] article').first()).toBeVisible();
        await page.keyboard.press('n');
        await expect(page.locator('[data-action="visibility"]').first()).toBeVisible();
      }],
      ['notifications', async () => {
        await page.goto('/my/notifications');
        await expect(main(page)).toBeVisible();
      }],
      ['profile', async () => {
        await page.goto('/@alice');
        await expect(main(page)).toBeVisible();
      }],
      ['settings', async () => {
        await page.goto('/settings');
        await expect(main(page)).toBeVisible();
      }],
      ['search', async () => {
        await page.goto('/search');
        await expect(main(page)).toBeVisible();
      }],
      ['drive', async () => {
        await page.goto('/my/drive');
        await expect(main(page)).toBeVisible();
      }],
      ['messaging', async () => {
        await page.goto('/my/messaging');
        await expect(main(page)).toBeVisible();
      }],
      ['deck', async () => {
        await page.goto('/settings/general');
        await page.locator('select[name="ui"]').selectOption('deck', { timeout: 5000 });
        await page.goto('/');
        await expect(page.locator('[data-layout="deck"]')).toBeVisible();
      }],
    ];
    for (const [name, open] of screens) {
      try {
        await open();
        found.push(...(await violations(page, name)));
        if (scheme === 'light') found.push(...(await glyphProblems(page)).map((p) => `${name}: ${p}`));
      } catch (e) {
        found.push(`${name}: could not open (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('keyboard: Tab moves through the timeline screen and every stop shows a visible focus ring', async ({ page }) => {
  await mockPost(page, { username: 'alice', text: 'Focus ring check' });
  await signInAs(page, 'carol');
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const stops: string[] = [];
  const missing: string[] = [];
  let inFeed = 0;
  for (let i = 0; i < 80 && inFeed < 5; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
      const name = `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? ''}]`;
      return { name, ring, inFeed: !!el.closest('[role="feed"]') };
    });
    if (!stop) continue;
    stops.push(stop.name);
    if (stop.inFeed) inFeed++;
    if (!stop.ring) missing.push(stop.name);
  }
  expect(stops.length).toBeGreaterThan(10);
  // The notes' own controls are reached by Tab too.
  expect(inFeed, stops.join(' → ')).toBe(5);
  expect(missing).toEqual([]);
});
