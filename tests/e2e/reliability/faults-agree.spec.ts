/**
 * Issue 52, defect 5: a toggle whose answer comes after the client's 30 s timeout. The server records
 * it late; the screen keeps the change while it asks the server, and ends showing what the server
 * has. The page's clock is Playwright's (the 30 s pass in an instant); the mock's latency is real.
 */
import { apiAs, mockPost } from '../mock-api';
import { expect, fault, feedArticles, test } from './support';

const noteShowCalls = (page: import('@playwright/test').Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/notes/show') || r.url().endsWith('/api/users/relation')) urls.push(r.url());
  });
  return urls;
};

test('a reaction answered after the timeout stays on screen and matches the server once it is read back', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: `late reaction ${Date.now()}` });
  await fault(page, 'notes/reactions/create', 'latency', { ms: 2500, count: 1 });
  await page.clock.install();
  await page.goto('/');
  const article = feedArticles(page).and(page.locator(`[data-note-id="${id}"]`)).first();
  await expect(article).toBeVisible();
  const reads = noteShowCalls(page);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/notes/reactions/create'));
  await article.getByRole('button', { name: 'React', exact: true }).click();
  await page.getByRole('dialog', { name: 'React' }).locator('[data-emoji="👍"]').first().click();
  await sent;
  const mine = article.getByRole('group', { name: 'Reactions' }).locator('button[aria-pressed="true"]');
  await expect(mine).toHaveCount(1);

  await page.clock.fastForward(30_500); // the client gives up waiting
  await page.waitForTimeout(300);
  await expect(mine).toHaveCount(1); // kept while unknown (it used to vanish here), marked unconfirmed
  await expect(article.getByRole('group', { name: 'Reactions' })).toHaveAttribute('aria-busy', 'true');
  // The server records it when its latency ends.
  await expect.poll(async () => (await apiAs<{ myReaction?: string | null }>(page, 'carol', 'notes/show', { noteId: id })).myReaction, { timeout: 5000 }).toBe('👍');
  await page.clock.fastForward(10_000); // the read-backs are due
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('1'); // counted once
  await expect(article.getByRole('group', { name: 'Reactions' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('The server did not record your reaction', { exact: false })).toHaveCount(0);
  await expect(page.getByText('timed out', { exact: false })).toHaveCount(0);
});

test('a follow answered after the timeout stays, counted once; one the server never got is taken back with a message', async ({ page }) => {
  await page.clock.install();
  await page.goto('/@dave');
  const button = page.locator('[data-page="user"] header [data-follow-state]');
  await expect(button).toHaveAttribute('data-follow-state', 'none');
  const followers = page.locator('[data-page="user"] [data-count="followers"] b');
  const before = Number((await followers.innerText()).replace(/\D/g, ''));
  const daveId = await page.locator('[data-page="user"]').getAttribute('data-user-id');
  const isFollowing = async () => (await apiAs<{ isFollowing: boolean }>(page, 'carol', 'users/relation', { userId: daveId })).isFollowing;

  await fault(page, 'following/create', 'latency', { ms: 1500, count: 1 });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/following/create'));
  await button.click();
  await sent;
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await page.clock.fastForward(30_500);
  await page.waitForTimeout(300);
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await expect.poll(isFollowing, { timeout: 5000 }).toBe(true);
  await page.clock.fastForward(10_000);
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await expect(followers).toHaveText(String(before + 1));

  // Unfollow, but the server never gets to it (it holds the request, then drops it): after the
  // timeout and the read-backs the button shows the server's state (still following) and says so.
  await fault(page, 'following/delete', 'refuse', { ms: 60_000, count: 1 });
  const unfollow = page.waitForRequest((r) => r.url().endsWith('/api/following/delete'));
  await button.click();
  await unfollow;
  await expect(button).toHaveAttribute('data-follow-state', 'none');
  await page.clock.fastForward(30_500);
  await page.waitForTimeout(200);
  await expect(button).toHaveAttribute('data-follow-state', 'none'); // kept while unknown
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward(2_100);
  await page.waitForTimeout(200);
  await page.clock.fastForward(8_100);
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await expect(page.getByText('The server did not record your unfollow.', { exact: false })).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(followers).toHaveText(String(before + 1));
  expect(await isFollowing()).toBe(true);
});
