import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { mockPost } from './mock-api';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const main = (page: Page) => page.locator('#main-content');
const article = (page: Page, text: string) => main(page).locator('[role="feed"] article').filter({ hasText: text });

async function chooseTicker(page: Page, option: 'Never' | 'Remote notes only' | 'Always') {
  await page.goto('/settings/timeline');
  await page.getByLabel('Server info on notes').selectOption({ label: option });
  await page.goto('/');
}

test('remote notes show their server’s ticker (name, icon, colour) per the instanceTicker setting', async ({ page }) => {
  const stamp = `${Date.now()}`;
  await mockPost(page, { username: 'zoe@remote.example', text: `from afar ${stamp}` });
  await mockPost(page, { username: 'alice', text: `from here ${stamp}` });
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Global' }).click();

  // Default (always): the remote note shows remote.example's name and theme colour; the local one this server's name.
  const remote = article(page, `from afar ${stamp}`).locator('header [data-instance-ticker="remote.example"]');
  await expect(remote).toHaveText('Remote Example');
  await expect(remote).toHaveCSS('background-color', 'rgb(255, 102, 153)');
  await expect(remote).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(remote.locator('img')).toHaveAttribute('src', /^https?:\/\/.+\/identicon\/remote\.example$/);
  await expect(article(page, `from here ${stamp}`).locator('header [data-instance-ticker]')).toHaveText('Mock Instance');

  // The note page shows it too.
  await article(page, `from afar ${stamp}`).locator('header a[href^="/notes/"]').click();
  await expect(page).toHaveURL(/\/notes\//);
  await expect(main(page).locator('article header [data-instance-ticker="remote.example"]').first()).toHaveText('Remote Example');

  // Remote only: the local note loses its ticker.
  await chooseTicker(page, 'Remote notes only');
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(article(page, `from afar ${stamp}`).locator('header [data-instance-ticker="remote.example"]')).toBeVisible();
  await expect(article(page, `from here ${stamp}`)).toBeVisible();
  await expect(article(page, `from here ${stamp}`).locator('[data-instance-ticker]')).toHaveCount(0);

  // None: no ticker anywhere.
  await chooseTicker(page, 'Never');
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(article(page, `from afar ${stamp}`)).toBeVisible();
  await expect(main(page).locator('[role="feed"] [data-instance-ticker]')).toHaveCount(0);
});
