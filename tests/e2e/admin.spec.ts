import { apiAs, mockPost } from './mock-api';
import { resetMock, scrollUntilVisible, signInAs, withLanguage } from './helpers';
import { expect, test, type Page } from './test';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

async function userId(page: Page, username: string): Promise<string> {
  return (await apiAs<{ id: string }>(page, 'alice', 'users/show', { username })).id;
}

async function confirm(page: Page) {
  await page.getByRole('dialog').locator('button[type="submit"]').click();
}

test('alice lifts frank’s suspension and suspends him again from /admin/users', async ({ page }) => {
  await signInAs(page, 'alice');
  await page.goto('/admin/users');
  await page.locator('input[name="username"]').fill('frank');
  const row = page.locator('[data-admin-user="frank"]');
  await expect(row).toContainText('Suspended');
  await expect(page.locator('[data-admin-user]')).toHaveCount(1);
  await row.getByRole('link', { name: 'Manage' }).click();
  const info = page.locator('[data-page="user-info"]');
  await info.getByRole('button', { name: 'Unsuspend' }).click();
  await confirm(page);
  await expect(info.locator('[data-action="suspend"]')).toBeVisible();
  const frank = await userId(page, 'frank');
  expect((await apiAs<{ isSuspended: boolean }>(page, 'alice', 'admin/show-user', { userId: frank })).isSuspended).toBe(false);
  await info.locator('[data-action="suspend"]').click();
  await confirm(page);
  await expect(info.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  expect((await apiAs<{ isSuspended: boolean }>(page, 'alice', 'admin/show-user', { userId: frank })).isSuspended).toBe(true);
  // Administrators also hand out moderator rights there.
  await page.goto('/admin/users');
  await page.locator('input[name="username"]').fill('dave');
  await page.locator('[data-admin-user="dave"]').getByRole('link', { name: 'Manage' }).click();
  await page.locator('[data-action="add-moderator"]').click();
  await confirm(page);
  await expect(page.locator('[data-action="remove-moderator"]')).toBeVisible();
});

test('alice makes a custom emoji from a drive image and names it', async ({ page }) => {
  await signInAs(page, 'alice');
  await page.goto('/admin/emojis');
  await page.getByRole('button', { name: 'Add emoji' }).click();
  await page.locator('[data-drive-file]').first().click();
  await expect(page.getByText('Emoji added.')).toBeVisible();
  const list = await apiAs<Array<{ id: string; name: string }>>(page, 'alice', 'admin/emoji/list', { limit: 100 });
  const newest = [...list].sort((a, b) => b.id.localeCompare(a.id))[0]!;
  await page.locator(`[data-admin-emoji="${newest.name}"]`).getByRole('button', { name: 'Edit' }).click();
  await page.locator('input[name="emoji-name"]').fill('made_by_alice');
  await page.locator('input[name="emoji-category"]').fill('Staff');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-admin-emoji="made_by_alice"]')).toBeVisible();
  const emojis = (await (await page.request.post('/api/emojis', { data: {} })).json()) as { emojis: Array<{ name: string; category: string }> };
  expect(emojis.emojis).toContainEqual(expect.objectContaining({ name: 'made_by_alice', category: 'Staff' }));
  // It is in the reaction picker at once.
  await page.goto('/');
  await page.locator('article').first().getByRole('button', { name: 'React' }).click();
  await expect(page.locator('[data-emoji-search]')).toBeFocused();
  await page.keyboard.type('made_by');
  await expect(page.locator('[data-emoji-picker] [data-emoji=":made_by_alice:"]').first()).toBeVisible();
});

test('an announcement alice writes reaches carol; alice resolves carol’s report', async ({ page, browser }) => {
  await apiAs(page, 'carol', 'users/report-abuse', { userId: await userId(page, 'dave'), comment: 'Posts spam every minute' });
  await signInAs(page, 'alice');
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.locator('input[name="announcement-title"]').fill('Maintenance tonight');
  await page.locator('textarea[name="announcement-text"]').fill('The server restarts at **22:00**.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-admin-announcement="Maintenance tonight"]')).toBeVisible();
  const seen = await apiAs<Array<{ title: string; isRead: boolean }>>(page, 'carol', 'announcements');
  expect(seen[0]).toMatchObject({ title: 'Maintenance tonight', isRead: false });
  const carol = await browser.newPage();
  await withLanguage(carol, 'en-US');
  await signInAs(carol, 'carol');
  await expect(carol.locator('[data-announcement-banner]')).toContainText('Maintenance tonight');
  await carol.close();

  await page.goto('/admin/abuses');
  const report = page.locator('[data-abuse-report]').filter({ hasText: 'Posts spam every minute' });
  await expect(report).toContainText('@carol');
  await report.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(report).toHaveCount(0);
  expect(await apiAs(page, 'alice', 'admin/abuse-user-reports', { state: 'unresolved' })).toEqual([]);
});

test('alice renames the server and visitors see the new name', async ({ page, browser }) => {
  await signInAs(page, 'alice');
  await page.goto('/admin/settings');
  const name = page.locator('input[name="name"]');
  await name.fill('Renamed Mock Server');
  await page.locator('input[name="iconUrl"]').fill('not a url');
  await expect(page.getByText('Enter an http(s) URL.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.locator('input[name="iconUrl"]').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const visitor = await browser.newPage();
  await withLanguage(visitor, 'en-US');
  await visitor.goto(page.url().replace(/\/admin\/settings$/, '/'));
  await expect(visitor.locator('[data-page="welcome"]')).toContainText('Renamed Mock Server');
  await visitor.close();
});

test('bob (moderator) uses moderator pages, not admin settings; carol gets not-found', async ({ page }) => {
  await signInAs(page, 'bob');
  await page.goto('/admin');
  await expect(page.locator('[data-page="admin"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'General settings' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.locator('[data-admin-user="alice"]')).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('account'));
  await page.context().clearCookies();
  await signInAs(page, 'carol');
  await page.goto('/admin');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
});

test('the API console calls i; the scratchpad runs a script and stops an endless one', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/api-console');
  await page.locator('input[name="endpoint"]').fill('i');
  await page.getByRole('button', { name: 'Send' }).click();
  const result = page.locator('[data-api-console-result]');
  await expect(result).toContainText('HTTP 200');
  await expect(result).toContainText('"username": "carol"');

  await page.goto('/scratchpad');
  const code = page.locator('textarea[name="scratchpad-code"]');
  await code.fill('let n = 6 * 7\n<: `result: {n}`');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-scratchpad-output]')).toHaveText('result: 42');

  await code.fill('var i = 0\nloop { i += 1 }');
  await page.getByRole('button', { name: 'Run' }).click();
  // The page stays responsive while the loop runs: typing still works, and Stop ends it.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.locator('[data-scratchpad-error]')).toHaveText('The script was stopped.');
});

test('carol installs a plugin (`plugins`) whose note action calls the API with only what she granted; an endless plugin is stopped', async ({ page }) => {
  const { readFileSync } = await import('node:fs');
  const source = (name: string) => readFileSync(new URL(`./fixtures/plugins/${name}`, import.meta.url), 'utf8');
  await signInAs(page, 'carol');
  await page.goto('/settings/plugin/install');
  await page.locator('textarea[name="plugin-source"]').fill(source('who-am-i.is'));
  await expect(page.locator('[data-plugin-preview]')).toContainText('View your account information');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await confirm(page);
  await expect(page.locator('[data-plugin="Who am I"]')).toBeVisible();

  await page.goto('/');
  const article = page.locator('article').first();
  await article.getByRole('button', { name: 'More' }).click();
  await page.locator('[data-plugin-action="Who am I?"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('carol read');
  await expect(dialog).toContainText('posting: PERMISSION_DENIED');
  await dialog.locator('button[type="submit"]').click();
  const mine = await apiAs<Array<{ text: string | null }>>(page, 'carol', 'users/notes', { userId: (await apiAs<{ id: string }>(page, 'carol', 'i')).id, limit: 5 });
  expect(mine.map((n) => n.text)).not.toContain('written by a plugin');

  await page.goto('/settings/plugin/install');
  await page.locator('textarea[name="plugin-source"]').fill(source('looper.is'));
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await confirm(page);
  // While the loop runs the page still answers: the list renders and a checkbox can be toggled.
  await expect(page.locator('[data-plugin="Looper"]')).toBeVisible();
  await page.locator('[data-plugin="Who am I"] input[type="checkbox"]').uncheck();
  await expect(page.locator('[data-plugin="Who am I"] input[type="checkbox"]')).not.toBeChecked();
  await expect(page.locator('[data-plugin="Looper"] [data-plugin-error]')).toContainText('max step exceeded', { timeout: 45_000 });
});

test('the queue and the server load are live; delayed deliveries are listed and cleared', async ({ page }) => {
  await apiAs(page, 'alice', 'admin/update-meta', { enableServerMachineStats: true });
  await signInAs(page, 'alice');
  await page.goto('/admin');
  const load = page.locator('[data-server-load="live"]');
  await expect(load.locator('[data-load="cpu"]')).toContainText('%');
  await expect(load.locator('[data-load="mem"]')).toContainText('/');
  await expect(load.locator('[data-load="disk"]')).toBeVisible();
  await expect(load.locator('[data-load="net"]')).toBeVisible();

  await page.goto('/admin/queue');
  await expect(page.locator('[data-live-state="live"]')).toBeVisible();
  await expect(page.locator('[data-live-queue="deliver"] svg')).toHaveCount(2);
  // A follower on a server that never answers: alice's next note waits there as a delayed delivery.
  expect((await page.request.post('/__mock/follow', { data: { username: 'chen@old.example', target: 'alice' } })).ok()).toBeTruthy();
  await apiAs(page, 'alice', 'notes/create', { text: 'to every follower' });
  const delayed = page.locator('[data-delayed-hosts="deliver"]');
  await expect(delayed.locator('[data-delayed-host="old.example"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-live-queue="deliver"]')).toContainText(/1 (delayed|遅延)/);
  await page.getByRole('button', { name: 'Clear the queues' }).click();
  await confirm(page);
  await expect(delayed).toContainText('Nothing is delayed.');
});

test('alice exports the emoji as a ZIP into her drive and imports it back; she sends carol a notice', async ({ page }) => {
  await signInAs(page, 'alice');
  await page.goto('/admin/emojis');
  await page.getByRole('button', { name: 'Export as ZIP' }).click();
  await expect(page.getByText(/Export finished: custom-emojis-.*\.zip is in your drive\./)).toBeVisible();
  const list = await apiAs<Array<{ id: string; name: string }>>(page, 'alice', 'admin/emoji/list', { limit: 100 });
  const gone = list[0]!;
  await apiAs(page, 'alice', 'admin/emoji/delete', { id: gone.id });
  await page.reload();
  await expect(page.locator('[data-admin-emoji]').first()).toBeVisible();
  await expect(page.locator(`[data-admin-emoji="${gone.name}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Import from ZIP' }).click();
  await page.locator('[data-zip-file]').first().getByRole('button', { name: 'Import' }).click();
  await expect(page.locator(`[data-admin-emoji="${gone.name}"]`)).toBeVisible();

  const carol = await userId(page, 'carol');
  await page.goto(`/user-info/${carol}`);
  await page.locator('textarea[name="staff-notification"]').fill('Please add descriptions to your images.');
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText('Notification sent.')).toBeVisible();
  const got = await apiAs<Array<{ type: string; body?: string }>>(page, 'carol', 'i/notifications', { limit: 3 });
  expect(got[0]).toMatchObject({ type: 'app', body: 'Please add descriptions to your images.' });
});

test('carol sees the server’s ads, never one of ratio 0, and hides one from its menu; a view plugin filters notes', async ({ page, baseURL }) => {
  const image = `${baseURL}/client-assets/app-icon.png`;
  const future = Date.now() + 86_400_000;
  await apiAs(page, 'alice', 'admin/ad/create', { url: 'https://shop.example/', imageUrl: image, memo: 'shown', place: 'horizontal', priority: 'middle', ratio: 1, expiresAt: future });
  await apiAs(page, 'alice', 'admin/ad/create', { url: 'https://zero.example/', imageUrl: image, memo: 'zero', place: 'horizontal', priority: 'middle', ratio: 0, expiresAt: future });
  const ads = await apiAs<Array<{ id: string; memo: string }>>(page, 'alice', 'admin/ad/list', {});
  const shown = ads.find((a) => a.memo === 'shown')!;
  const zero = ads.find((a) => a.memo === 'zero')!;
  await signInAs(page, 'carol');
  const ad = page.locator(`[data-ad="${shown.id}"]`).first();
  await scrollUntilVisible(page, ad);
  await expect(page.locator(`[data-ad="${zero.id}"]`)).toHaveCount(0);
  await ad.getByRole('button', { name: 'About this ad' }).click();
  const menu = page.locator(`[data-ad-menu="${shown.id}"]`);
  await expect(menu).toContainText('Why am I seeing this?');
  await menu.getByRole('button', { name: 'Hide this ad' }).click();
  await expect(page.locator('[data-ad], [data-ad-menu]')).toHaveCount(0);

  const { readFileSync } = await import('node:fs');
  await mockPost(page, { username: 'alice', text: 'plugin-view-visible' });
  await mockPost(page, { username: 'alice', text: 'plugin-view hide-me please' });
  await page.goto('/settings/plugin/install');
  await page.locator('textarea[name="plugin-source"]').fill(readFileSync(new URL('./fixtures/plugins/view-filter.is', import.meta.url), 'utf8'));
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await confirm(page);
  await expect(page.locator('[data-plugin="View filter"]')).toBeVisible();
  await page.goto('/');
  // The timeline keeps carol's place from before; the two new notes wait above it.
  await page.getByRole('button', { name: /new notes/ }).click();
  await expect(page.locator('article').filter({ hasText: 'plugin-view-visible' }).first()).toContainText('plugin-view-visible (seen by plugin)');
  await expect(page.locator('article').filter({ hasText: 'hide-me please' })).toHaveCount(0);
});

test('/admin/overview: alice sees the server’s active users, notes and federation drawn from its charts, per day and per hour', async ({ page }) => {
  await mockPost(page, { username: 'alice', text: 'counted in the overview' });
  await signInAs(page, 'alice');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  const charts = page.locator('[data-overview-charts]');
  for (const id of ['activeUsers', 'notes', 'federation']) await expect(charts.locator(`[data-chart="${id}"] svg polyline`)).toHaveCount(2);
  // The legend's latest values are the server's newest buckets.
  const latest = (chart: string, series: string) => charts.locator(`[data-chart="${chart}"] [data-legend="${series}"] strong`);
  const daily = await apiAs<{ readWrite: number[] }>(page, 'alice', 'charts/active-users', { span: 'day', limit: 30 });
  await expect(latest('activeUsers', 'active')).toHaveText(String(daily.readWrite[0]));
  await charts.getByRole('tab', { name: 'Per hour' }).click();
  const hourly = await apiAs<{ local: { inc: number[] } }>(page, 'alice', 'charts/notes', { span: 'hour', limit: 30 });
  expect(hourly.local.inc[0]).toBeGreaterThan(0);
  await expect(latest('notes', 'local')).toHaveText(String(hourly.local.inc[0]));
  await expect(charts.locator('[data-chart="notes"] svg')).toHaveAttribute('aria-label', new RegExp(`Local ${hourly.local.inc[0]}`));
});

test('/settings/theme/editor: carol makes a dark theme with a live preview and readability check, saves it, and /settings/theme uses it', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/settings/theme');
  await page.getByRole('link', { name: 'Theme editor' }).click();
  await expect(page).toHaveURL(/\/settings\/theme\/editor$/);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.locator('[data-color-text="accent"]').fill('#ff3366');
  await expect.poll(() => page.locator('[data-theme-preview]').evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim())).toBe('#ff3366');
  // Text nearly as dark as its panel is called hard to read; white text on it passes with AAA.
  await page.locator('[data-color-text="panel"]').fill('#333333');
  await page.locator('[data-color-text="fg"]').fill('#444444');
  await expect(page.locator('[data-contrast="fg/panel"]')).toHaveAttribute('data-grade', 'fail');
  await expect(page.locator('[data-contrast="fg/panel"]')).toContainText('Hard to read');
  await page.locator('[data-color-text="fg"]').fill('#ffffff');
  await expect(page.locator('[data-contrast="fg/panel"]')).toHaveAttribute('data-grade', 'aaa');
  await page.getByLabel('Name', { exact: true }).fill('Midnight Rose');
  await page.locator('[data-action="save-theme"]').press('Enter'); // from the keyboard: at the page's end the announcement banner may lie over it
  await expect(page.getByText('Saved and applied the theme “Midnight Rose”')).toBeVisible();

  await page.goto('/settings/theme');
  await expect(page.locator('select[data-theme-select="dark"] option:checked')).toHaveText('Midnight Rose');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#ff3366');
});
