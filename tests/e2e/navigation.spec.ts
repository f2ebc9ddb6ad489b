import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const main = (page: Page) => page.locator('#main-content');
const pageWindow = (page: Page) => page.locator('[data-page-window]');

async function carolHome(page: Page) {
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();
}

test('shift-clicking a user link opens the page in a window with its own history', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Window me' });
  await carolHome(page);
  const article = main(page).locator(`article[data-note-id="${id}"]`);
  await article.locator('a[href^="/@alice"]').first().click({ modifiers: ['Shift'] });
  const win = pageWindow(page);
  await expect(win).toHaveCount(1);
  await expect(win).toHaveAttribute('role', 'dialog');
  await expect(win.locator('[data-page="user"]')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(win).toHaveAccessibleName(/alice/i);
  await expect(win).toBeFocused();

  // Links inside the window navigate the window; Back goes back there.
  const back = win.getByRole('button', { name: 'Back' });
  await expect(back).toBeDisabled();
  await win.locator('article a[href^="/notes/"]').first().click();
  await expect(win.locator('[data-page="note"]')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await back.click();
  await expect(win.locator('[data-page="user"]')).toBeVisible();

  // Maximise, then make it the main page.
  await win.getByRole('button', { name: 'Maximise' }).click();
  await expect.poll(async () => (await win.boundingBox())!.width).toBe(1920);
  await win.getByRole('button', { name: 'Show in page' }).click();
  await expect(win).toHaveCount(0);
  await expect(page).toHaveURL(/\/@alice$/);
  await expect(main(page).locator('[data-page="user"]')).toBeVisible();
});

test('Escape closes a window and gives the focus back', async ({ page }) => {
  await carolHome(page);
  const link = main(page).locator('[role="feed"] article a[href^="/notes/"]').first();
  await link.focus();
  await page.keyboard.down('Shift');
  await link.click();
  await page.keyboard.up('Shift');
  await expect(pageWindow(page).locator('[data-page="note"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pageWindow(page)).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('the link context menu offers window, page, new tab and copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await carolHome(page);
  const link = main(page).locator('[role="feed"] article a[href^="/notes/"]').first();
  const href = await link.getAttribute('href');
  await link.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Link' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Open in window', 'Show in page', 'Open in new tab', 'Copy link']);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await menu.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(href!, page.url()).href);

  await link.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open in window' }).click();
  await expect(pageWindow(page).locator('[data-page="note"]')).toBeVisible();
  await pageWindow(page).getByRole('button', { name: 'Close' }).click();

  await link.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Show in page' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('an unmatched path in a window shows the not-found page; plain in-app anchors navigate without reloading', async ({ page }) => {
  await carolHome(page);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
    const add = (id: string, href: string) => {
      const a = document.createElement('a');
      a.id = id;
      a.href = href;
      a.textContent = id;
      a.style.cssText = 'position:fixed;top:0;left:50%;z-index:5000';
      document.body.append(a);
    };
    add('nowhere', '/no/such/page');
  });
  await page.locator('#nowhere').click({ modifiers: ['Shift'] });
  await expect(pageWindow(page).locator('[data-page="not-found"]')).toBeVisible();
  await pageWindow(page).getByRole('button', { name: 'Close' }).click();
  await page.locator('#nowhere').click();
  await expect(main(page).locator('[data-page="not-found"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('clicking the page you are on scrolls to top; going back restores the scroll position', async ({ page }) => {
  await carolHome(page);
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.waitForTimeout(300);
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.waitForTimeout(600);
  // A user link well inside the viewport (rows are measured as they appear, so pick one on screen).
  const found = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#main-content [role="feed"] article a[href^="/@"]')];
    const link = links.find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 300 && r.bottom < innerHeight - 300;
    });
    link?.setAttribute('data-test-target', '');
    return !!link;
  });
  expect(found).toBe(true);
  const user = page.locator('[data-test-target]');
  await page.waitForTimeout(1100);
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(1000);
  await user.click();
  await expect(main(page).locator('[data-page="user"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await page.goBack();
  await expect(main(page).locator('[data-page="timeline"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
});

test('hotkeys: d toggles the colour scheme, s opens search, n opens the post form', async ({ page }) => {
  await carolHome(page);
  const scheme = () => page.evaluate(() => document.documentElement.dataset.colorScheme);
  await expect.poll(scheme).toBe('dark');
  await page.keyboard.press('d');
  await expect.poll(scheme).toBe('light');
  await page.keyboard.press('d');
  await expect.poll(scheme).toBe('dark');

  await page.keyboard.press('s');
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search).toBeVisible();
  await search.getByRole('textbox').fill('hello world');
  await search.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hello\+world$/);
  await expect(main(page).locator('[data-page="search"]')).toBeVisible();
  await expect(main(page).getByRole('searchbox')).toHaveValue('hello world');

  await main(page).getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('n');
  await expect(page.getByRole('dialog', { name: 'New note' })).toBeVisible();
});

test('the search input goes to users, tags, looked-up objects and dates', async ({ page }) => {
  await signInAs(page, 'carol');
  const searchFor = async (q: string) => {
    // A lookup (ap/show) navigates as soon as it is answered, while its waiting dialog still shows the
    // check mark for a second; hotkeys are ignored while a modal is open, so wait for it as a user would.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('textbox').fill(q);
    await dialog.getByRole('textbox').press('Enter');
  };
  await searchFor('@alice');
  await expect(page).toHaveURL(/\/@alice$/);
  await searchFor('#mock');
  await expect(page).toHaveURL(/\/tags\/mock$/);
  await searchFor('https://remote.example/@zoe');
  await expect(page).toHaveURL(/\/@zoe@remote\.example$/);
  await searchFor('2023/05/13');
  await expect(page).toHaveURL(/\/search\?q=2023%2F05%2F13$/);
  await expect(main(page).getByRole('button', { name: /Go to the timeline of/ })).toBeVisible();
  await searchFor('mock');
  await expect(main(page).locator('[role="feed"] article').first()).toBeVisible();
  await main(page).getByRole('tab', { name: 'Users' }).click();
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('the bottom navigation opens the drawer menu; the timeline’s MFM animations pause behind it', async ({ page }) => {
    await mockPost(page, { username: 'alice', text: 'behind the drawer $[spin ⭐]' });
    await signInAs(page, 'carol');
    const star = page.locator('#app [role="feed"] article').filter({ hasText: 'behind the drawer' }).locator('span[class*="animated"]');
    await expect(star).toBeVisible();
    const playState = () => star.evaluate((e) => e.getAnimations().map((a) => a.playState).join(',') || 'none');
    await expect.poll(playState).toBe('running');
    await expect(page.locator('[data-device="smartphone"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'main' })).toHaveCount(0);
    const bottom = page.getByRole('navigation', { name: 'Navigation' });
    await expect(bottom).toBeVisible();
    await bottom.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Notifications' })).toBeVisible();
    // Like any modal, the drawer pauses the page's MFM animations behind it while it is open.
    await expect.poll(playState).toBe('paused');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect.poll(playState).toBe('running');
    await bottom.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test('wide screens show the widgets column: widgets are added, configured and kept; missing endpoints hide theirs', async ({ page }) => {
  // This server lacks get-online-users-count (not in its `endpoints` list): the widget says so without asking.
  expect((await page.request.post('/__mock/hide-endpoints', { data: { prefixes: ['get-online-users-count'] } })).ok()).toBeTruthy();
  await signInAs(page, 'carol');
  const column = page.locator('[data-widgets-column]');
  await expect(column).toBeVisible();
  const add = async (kind: string) => {
    await column.getByLabel('Widget kind').selectOption({ label: kind });
    await column.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await column.getByRole('button', { name: 'Edit widgets' }).click();
  await add('Memo');
  await add('Digital clock');
  await add('Online users');
  await add('Post form');
  await expect(column.locator('[data-widget="postForm"] textarea').first()).toBeVisible();
  await expect(column.locator('[data-widget="onlineUsers"]')).toContainText('Not available on this server.');
  await column.locator('[data-widget="digitalClock"]').getByRole('button', { name: 'Settings' }).click();
  await column.locator('[data-widget="digitalClock"]').getByLabel('Show milliseconds').check();
  await expect(column.locator('[data-widget="digitalClock"] [role="timer"]')).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}$/);
  await column.getByRole('button', { name: 'Done' }).click();
  await expect(column.locator('[data-widget="onlineUsers"]')).toBeHidden();
  await column.getByRole('textbox', { name: 'Memo' }).fill('Buy milk');
  await expect(column.getByText('Saving…')).toBeHidden({ timeout: 3000 });
  // Every settings change is saved (none is left in the app's journal of unfinished saves, `settings:pending`).
  await expect
    .poll(() => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('settings:pending') ?? '{}') as Record<string, object>).every((area) => Object.keys(area).length === 0)), { timeout: 10_000 })
    .toBe(true);
  await page.reload();
  await expect(page.locator('[data-widgets-column] [data-widget]')).toHaveCount(4);
  await expect(page.locator('[data-widgets-column]').getByRole('textbox', { name: 'Memo' })).toHaveValue('Buy milk');
  await expect(page.locator('[data-widgets-column] [data-widget="digitalClock"] [role="timer"]')).toHaveText(/\.\d{3}$/);
});

test('the classic layout and the menu display options', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings');
  await page.locator('select[name="menuDisplay"]').selectOption('top');
  await expect(page.locator('[data-layout="universal"][data-menu-display="top"]')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'main' });
  const box = (await nav.boundingBox())!;
  expect(box.width).toBeGreaterThan(1000);
  await page.locator('select[name="menuDisplay"]').selectOption('sideIcon');
  await expect(nav.getByRole('link', { name: 'Timeline' })).toBeVisible();
  expect((await nav.boundingBox())!.width).toBeLessThan(100);

  await page.locator('select[name="ui"]').selectOption('classic');
  await expect(page.locator('[data-layout="classic"]')).toBeVisible();
  await nav.getByRole('link', { name: 'Timeline' }).click();
  await expect(page.locator('[data-layout="classic"] [data-page="timeline"]')).toBeVisible();
  await expect(page.locator('[data-widgets-column="left"]')).toBeVisible();
  await expect(page.locator('[data-widgets-column="right"]')).toBeVisible();
});
