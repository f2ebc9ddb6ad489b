import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

async function control(page: Page, action: string, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`/__mock/${action}`, { data });
  expect(res.ok(), `${action} ${await res.text()}`).toBeTruthy();
}

/** In-app navigation (keeps the stream and the cache). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

async function followersCount(page: Page): Promise<number> {
  return Number((await page.locator('[data-page="user"] [data-count="followers"] b').innerText()).replace(/\D/g, ''));
}

test('carol sees follows, mentions, reactions, renotes, quotes, votes and requests live; the badge counts and clears', async ({ page }) => {
  await control(page, 'user', { username: 'carol', patch: { isLocked: true } });
  const carolNote = await mockPost(page, { username: 'carol', text: `people e2e ${Date.now()}` });
  const poll = await apiAs<{ createdNote: { id: string } }>(page, 'carol', 'notes/create', { text: 'which?', poll: { choices: ['tea', 'coffee'] } });
  await signInAs(page, 'carol');
  await page.locator('a[href="/my/notifications"]').first().click();
  await expect(page.locator('[data-page="notifications"] [role="feed"]')).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await expect(page.locator('[data-badge="notifications"]')).toHaveCount(0);

  await control(page, 'follow', { username: 'dave', target: 'carol' });
  await mockPost(page, { username: 'alice', text: '@carol hello from the e2e' });
  await control(page, 'react', { username: 'grace', noteId: carolNote, reaction: '🎉' });
  await mockPost(page, { username: 'bob', renoteId: carolNote });
  await mockPost(page, { username: 'erin', text: 'quoting carol', renoteId: carolNote });
  await control(page, 'vote', { username: 'bob', noteId: poll.createdNote.id, choice: 1 });
  await control(page, 'followRequest', { username: 'ivan', target: 'carol' });

  const feed = page.locator('[data-page="notifications"] [role="feed"]');
  for (const type of ['follow', 'mention', 'reaction', 'renote', 'quote', 'pollVote', 'receiveFollowRequest']) {
    await expect(feed.locator(`article[data-notification-type="${type}"]`).first(), type).toBeVisible();
  }
  await expect(feed.locator('article[data-notification-type="pollVote"]').first()).toContainText('coffee');
  const badge = page.locator('[data-badge="notifications"]').first();
  await expect(badge).toHaveText('7');

  await page.locator('[data-action="mark-all-read"]').click();
  await expect(page.locator('[data-badge="notifications"]')).toHaveCount(0);

  // The request is answered in place.
  await feed.locator('article[data-notification-type="receiveFollowRequest"]').getByRole('button', { name: 'Accept' }).click();
  await expect(feed.locator('article[data-notification-type="receiveFollowRequest"]')).toContainText('Accepted');
});

test('carol unfollows and follows bob from his profile and from the user popup; the counts follow', async ({ page }) => {
  const bobNote = await mockPost(page, { username: 'bob', text: `bob says hi ${Date.now()}` });
  await signInAs(page, 'carol');
  await go(page, '/@bob');
  const button = page.locator('[data-page="user"] header [data-follow-state]');
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  const before = await followersCount(page);

  await button.click();
  await expect(button).toHaveAttribute('data-follow-state', 'none');
  await expect.poll(() => followersCount(page)).toBe(before - 1);
  await expect.poll(async () => (await apiAs<{ isFollowing: boolean }>(page, 'carol', 'users/relation', { userId: await page.locator('[data-page="user"]').getAttribute('data-user-id') })).isFollowing).toBe(false);

  // Follow again from the popup over bob's name in a note's header.
  await go(page, `/notes/${bobNote}`);
  const article = page.locator(`article[data-note-id="${bobNote}"]`).first();
  await expect(article).toBeVisible();
  const popup = page.locator('[data-user-popup]');
  // The note page can still move the header under a resting pointer (its own fetch re-renders it),
  // which a user answers by pointing again: the pointer leaves and comes back until the popup shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await article.locator('header [data-user-popup-trigger]').first().hover();
    await expect(popup).toBeVisible({ timeout: 2_500 });
  }).toPass({ timeout: 12_000 });
  const popupButton = popup.locator('[data-follow-state]');
  await expect(popupButton).toHaveAttribute('data-follow-state', 'none');
  const popupCount = Number((await popup.locator('[data-count="followers"] b').innerText()).replace(/\D/g, ''));
  await popupButton.click();
  await expect(popupButton).toHaveAttribute('data-follow-state', 'following');
  await expect(popup.locator('[data-count="followers"] b')).toHaveText(String(popupCount + 1));

  await go(page, '/@bob');
  await expect(page.locator('[data-page="user"] header [data-follow-state]')).toHaveAttribute('data-follow-state', 'following');
  await expect.poll(() => followersCount(page)).toBe(before);
});

test('heidi accepts a follow request on /my/follow-requests', async ({ page }) => {
  await control(page, 'followRequest', { username: 'carol', target: 'heidi' });
  await signInAs(page, 'heidi');
  await go(page, '/my/follow-requests');
  const card = page.locator('[data-page="follow-requests"] [data-user-card="carol"]');
  await expect(card).toBeVisible();
  await expect(page.locator('[data-page="follow-requests"] [data-user-card="ivan"]')).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  const heidi = await apiAs<{ id: string }>(page, 'heidi', 'i');
  const rel = await apiAs<{ isFollowing: boolean }>(page, 'carol', 'users/relation', { userId: heidi.id });
  expect(rel.isFollowing).toBe(true);
});

test('each profile tab shows the seeded content', async ({ page }) => {
  await signInAs(page, 'carol');
  const cases: Array<[string, string]> = [
    ['/@alice', '[data-profile-tab="notes"] [role="feed"] article'],
    ['/@alice/replies', '[data-profile-tab="replies"] [role="feed"] article'],
    ['/@alice/files', '[data-profile-tab="files"] li img'],
    ['/@alice/reactions', '[data-profile-tab="reactions"] [data-reaction-item]'],
    ['/@alice/pages', '[data-profile-tab="pages"] li a'],
    ['/@carol/clips', '[data-profile-tab="clips"] li a'],
    ['/@grace/gallery', '[data-profile-tab="gallery"] li'],
    ['/@alice/activity', '[data-profile-tab="activity"] svg rect'],
  ];
  for (const [path, selector] of cases) {
    await go(page, path);
    await expect(page.locator(selector).first(), path).toBeVisible();
  }
  await go(page, '/@alice/nonsense');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
});

test('moderator bob opens /user-info; carol gets the not-found page', async ({ page, browser }) => {
  const carol = await apiAs<{ id: string }>(page, 'carol', 'i');
  await signInAs(page, 'bob');
  await go(page, `/user-info/${carol.id}`);
  await expect(page.locator('[data-page="user-info"]')).toContainText('@carol');
  await expect(page.locator('[data-page="user-info"] [data-action="suspend"]')).toBeVisible();

  const other = await browser.newContext();
  const carolPage = await other.newPage();
  await withLanguage(carolPage, 'en-US');
  await signInAs(carolPage, 'carol');
  await go(carolPage, `/user-info/${carol.id}`);
  await expect(carolPage.locator('[data-page="not-found"]')).toBeVisible();
  await expect(carolPage.locator('[data-page="user-info"]')).toHaveCount(0);
  await other.close();
});
