import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
});

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const main = (page: Page) => page.locator('#main-content');
const bottom = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name, exact: true });

/** A one-finger drag from (x, y) by (dx, dy), in steps, as the touch screen reports it. */
async function swipe(page: Page, x: number, y: number, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('inner pages have a back control; the bottom bar’s tabs do not', async ({ page }) => {
  await signInAs(page, 'carol');
  await expect(page.locator('[data-device="smartphone"]')).toBeVisible();
  const back = main(page).getByRole('button', { name: 'Back', exact: true });
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();
  await expect(back).toHaveCount(0);
  await bottom(page).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(back).toHaveCount(0);

  // An inner page reached from the drawer: Back returns to where the reader was.
  await bottom(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await back.click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(back).toHaveCount(0);

  // Opened directly (no page of the app to go back to): Back goes to the timeline, not out of the app.
  await page.goto('/my/drive');
  await back.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();
});

test('a note page shows one back control on a phone, and it returns to the timeline', async ({ page }) => {
  await signInAs(page, 'carol');
  const first = main(page).locator('[role="feed"] article').first();
  await expect(first).toBeVisible();
  const noteId = await first.getAttribute('data-note-id');
  await page.goto(`/notes/${noteId}`);
  await expect(main(page).locator(`article[data-note-id="${noteId}"]`).first()).toBeVisible();
  // The phone's Back bar serves the note page too: its own Back would be a second one.
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toHaveCount(1);
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('notifications and their unread badge are in the bottom bar', async ({ page }) => {
  expect((await page.request.post('/__mock/follow', { data: { username: 'yuki@remote.example', target: 'carol' } })).ok()).toBeTruthy();
  await signInAs(page, 'carol');
  const link = bottom(page).getByRole('link', { name: 'Notifications' });
  await expect(link).toBeVisible();
  await expect(link.locator('[data-badge="notifications"]')).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(link).toHaveAttribute('aria-current', 'page');
});

test('the post form fills the screen', async ({ page }) => {
  await signInAs(page, 'carol');
  await bottom(page).getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('dialog', { name: 'New note' });
  await expect(form.locator('textarea').first()).toBeVisible();
  const box = await form.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});

test('the timeline tabs show a scroll cue while more tabs lie beyond the edge', async ({ page }) => {
  await signInAs(page, 'carol');
  const cue = main(page).locator('[data-scroll-cue]');
  const strip = main(page).getByRole('tablist');
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
  // Six tabs do not fit beside the title: more lie to the right.
  await expect(cue).toHaveAttribute('data-more-end', '');
  await expect(cue.locator('span[aria-hidden]').last()).toBeVisible();
  // Scrolled to its end, the cue moves to the other side.
  await strip.hover();
  await page.mouse.wheel(1000, 0);
  await expect(cue).toHaveAttribute('data-more-start', '');
  await expect(cue).not.toHaveAttribute('data-more-end', '');
  await expect(tab(page, 'Media')).toBeInViewport();
});

test('a swipe to the left moves to the next timeline tab, to the right back; a mostly vertical swipe does not', async ({ page }) => {
  await signInAs(page, 'carol');
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');

  await swipe(page, 300, 500, -220, 20);
  await expect(tab(page, 'Global')).toHaveAttribute('aria-selected', 'true');
  // The newly chosen tab is scrolled into the strip's view.
  await expect(tab(page, 'Global')).toBeInViewport({ ratio: 1 });
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();

  await swipe(page, 80, 500, 220, -15);
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');

  // Mostly vertical (the reader scrolling, a little sideways): the tab stays, the page scrolls.
  await swipe(page, 300, 600, -90, -350);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
  // A sideways drag on the tab strip scrolls the strip; it is not a swipe of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const strip = main(page).getByRole('tablist');
  const box = (await strip.boundingBox())!;
  await swipe(page, box.x + box.width - 10, box.y + box.height / 2, -150, 0);
  await expect.poll(() => strip.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
  // Too short a sideways move is no swipe either.
  await page.evaluate(() => window.scrollTo(0, 0));
  await swipe(page, 300, 500, -25, 0);
  await page.waitForTimeout(300);
  await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
});
