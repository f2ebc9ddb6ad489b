/**
 * How a note's author and content degrade (spec section 4): avatar and custom emoji fallbacks, the
 * ten online statuses shown as four labels, and the long-load image of a slow page.
 */
import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

/** A 1×1 PNG: what the stand-in routes answer. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

test.afterEach(async ({ page }) => {
  await page.request.post('/__mock/fault', { data: { endpoint: '*', mode: 'off' } });
});

const loaded = (page: Page, selector: string) => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a failing avatar ends at the alternative avatar route; a failing custom emoji tries the server proxy', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Emoji :blobcat: here' });
  // Alice's avatar, its proxy and the avatar route fail; the alternative route answers. The emoji's own image fails; the proxy answers.
  await page.route(/\/identicon\/alice@|\/proxy\/avatar\.webp\?url=[^&]*alice|\/avatar\/@alice$/, (route) => route.abort());
  await page.route(/\/avatar-alt\/@alice$/, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
  await page.route(/\/emoji\/blobcat\.webp$/, (route) => route.abort());
  await page.route(/\/proxy\/image\.webp\?/, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  const article = page.locator(`[role="feed"] article[data-note-id="${id}"]`);
  await expect(article).toBeVisible();

  const avatar = article.locator('[data-user-popup-trigger] img').first();
  await expect(avatar).toHaveAttribute('src', /\/avatar-alt\/@alice$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const emoji = article.locator('img[alt=":blobcat:"]');
  await expect(emoji).toHaveAttribute('src', /\/proxy\/image\.webp\?url=.*blobcat\.webp.*fallback=1/);
  await expect.poll(() => loaded(page, `[role="feed"] article[data-note-id="${id}"] img[alt=":blobcat:"]`)).toBe(true);
});

test('online statuses show as their four labels; a page that takes over 10 s shows the long-load image', async ({ page }) => {
  await signInAs(page, 'carol');
  // A server of the family that sends the finer values: "half-sleeping" is shown as Offline.
  await page.route('**/api/users/show', async (route) => {
    const res = await route.fetch();
    const user = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: user.username === 'bob' ? { ...user, onlineStatus: 'half-sleeping' } : user });
  });
  await page.goto('/@bob');
  await expect(page.locator('[data-online-status]')).toHaveAttribute('data-online-status', 'offline');
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
  // A remote user's status is unknown to this server: shown as Unknown.
  await page.goto('/@zoe@remote.example');
  await expect(page.getByRole('img', { name: 'Unknown' })).toBeVisible();

  // The profile of grace answers after a minute: "Loading…", then after 10 s the long-load image.
  await page.unrouteAll();
  await page.request.post('/__mock/fault', { data: { endpoint: 'users/show', mode: 'latency', ms: 60_000, count: 1 } });
  await page.clock.install();
  await page.goto('/@grace');
  const status = page.locator('[data-loading]');
  await expect(status).toHaveText('Loading…');
  await expect(page.locator('[data-long-load-image]')).toHaveCount(0);
  await page.clock.fastForward(10_500);
  await expect(page.locator('[data-long-load-image]')).toBeVisible();
  await expect(status).toContainText('This is taking longer than usual');
});
