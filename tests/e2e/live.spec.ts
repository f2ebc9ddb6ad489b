import { expect, test, type Page } from './test';
import { forgetSavedCache, resetMock, signInAs, withLanguage } from './helpers';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
});

async function openHome(page: Page) {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  // The timeline's channel is connected once the server has seen the connect message.
  await page.waitForTimeout(300);
}

async function post(page: Page, username: string, text: string): Promise<string> {
  const res = await page.request.post('/__mock/post', { data: { username, text } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { id?: string; createdNote?: { id: string } };
  return body.createdNote?.id ?? body.id ?? '';
}

test('a note posted by another user appears on carol’s home timeline within a second', async ({ page }) => {
  await openHome(page);
  const text = `live note ${Date.now()}`;
  await post(page, 'alice', text);
  await expect(page.locator('[role="feed"] article', { hasText: text })).toBeVisible({ timeout: 1000 });
});

/** Ids of the notes the page has asked the stream to capture (its `s` and `sr` messages). */
function capturedNotes(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      try {
        const msg = JSON.parse(String(frame.payload)) as { type?: string; body?: { id?: string } };
        if ((msg.type === 's' || msg.type === 'sr') && typeof msg.body?.id === 'string') ids.add(msg.body.id);
      } catch {
        // not JSON: not a capture
      }
    }),
  );
  return ids;
}

test('a reaction made by alice updates the count on carol’s screen', async ({ page }) => {
  const captured = capturedNotes(page);
  await openHome(page);
  const text = `react to me ${Date.now()}`;
  const id = await post(page, 'bob', text);
  const article = page.locator(`article[data-note-id="${id}"]`);
  await expect(article).toBeVisible();
  // The row subscribes to its note's updates once it is on screen; a reaction made before that
  // message reached the server is not sent to carol (as with Misskey's own client).
  await expect.poll(() => captured.has(id)).toBe(true);
  await page.waitForTimeout(100);
  await page.request.post('/__mock/react', { data: { username: 'alice', noteId: id, reaction: '🎉' } });
  await expect(article.locator('button[data-reaction="🎉"]')).toContainText('1');
  await page.request.post('/__mock/react', { data: { username: 'grace', noteId: id, reaction: '🎉' } });
  await expect(article.locator('button[data-reaction="🎉"]')).toContainText('2');
});

/** Every note id the feed shows, in order, by scrolling through the virtualized list. */
async function collectFeed(page: Page, atLeast: number): Promise<string[]> {
  const byPosition = new Map<number, string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 400 && byPosition.size < atLeast; step++) {
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('[role="feed"] article')].map((a) => [Number(a.getAttribute('aria-posinset')), a.getAttribute('data-note-id') ?? ''] as const),
    );
    for (const [pos, id] of seen) {
      const known = byPosition.get(pos);
      if (known && known !== id) throw new Error(`position ${pos} changed from ${known} to ${id}`);
      byPosition.set(pos, id);
    }
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(30);
  }
  const positions = [...byPosition.keys()].sort((a, b) => a - b);
  expect(positions[0]).toBe(1);
  return positions.map((p) => byPosition.get(p)!);
}

test('with 10 notes a second and 10 dropped sockets, every visible note is there exactly once, in order', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  const posted: string[] = [];
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 10; i++) {
      posted.push(await post(page, i % 2 ? 'alice' : 'bob', `burst ${round}-${i}`));
      await page.waitForTimeout(100);
    }
    await page.request.post('/__mock/drop-sockets');
  }
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  // Let the last gap fill land.
  await expect(page.locator('[role="feed"] article', { hasText: 'burst 9-9' })).toBeVisible({ timeout: 10_000 });

  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; token: string }>;
  const token = tokens.find((t) => t.username === 'carol')!.token;
  const expected: string[] = [];
  let untilId: string | undefined;
  while (expected.length < 130) {
    const res = await page.request.post('/api/notes/timeline', { data: { i: token, limit: 100, ...(untilId ? { untilId } : {}) } });
    const page_ = (await res.json()) as Array<{ id: string }>;
    if (page_.length === 0) break;
    expected.push(...page_.map((n) => n.id));
    untilId = page_[page_.length - 1]!.id;
  }
  const shown = await collectFeed(page, 120);
  expect(new Set(shown).size).toBe(shown.length);
  for (const id of posted) expect(shown).toContain(id);
  expect(shown.slice(0, 120)).toEqual(expected.slice(0, 120));
});

test('the connection indicator shows reconnecting, then connected', async ({ page }) => {
  await openHome(page);
  await page.request.post('/__mock/drop-sockets', { data: { refuseMs: 2000 } });
  await expect(page.locator('[data-stream-state="reconnecting"]')).toBeAttached();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
});

test('a note posted while carol was on another page is on her home timeline when she comes back', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Notifications' }).first().click();
  await expect(page.locator('main [data-page="timeline"]')).toHaveCount(0);
  // Longer than a shared channel's grace period: the home channel is closed by now.
  await page.waitForTimeout(3_500);
  const text = `while away ${Date.now()}`;
  await post(page, 'alice', text);
  await page.goBack();
  await expect(page.locator('[role="feed"] article', { hasText: text })).toBeVisible({ timeout: 3_000 });
});

test('on a cold start, a note posted after the first page was read but before the stream connected is on the timeline', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // Cold: no saved timeline, no plan and no picture from this start.
  await forgetSavedCache(page);
  await page.evaluate(() => {
    localStorage.removeItem('earlyPlan');
    localStorage.removeItem('startSnapshot');
  });
  const text = `before the stream ${Date.now()}`;
  // The stream's socket waits until the first page has been read and the note posted after it.
  let firstPage = false;
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname === '/api/notes/timeline') firstPage = true;
  });
  await page.routeWebSocket(/\/streaming/, async (ws) => {
    await expect.poll(() => firstPage).toBe(true);
    await post(page, 'alice', text);
    ws.connectToServer();
  });
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await expect(page.locator('[role="feed"] article', { hasText: text })).toBeVisible({ timeout: 3_000 });
});

test('a mention that came while the stream was down is on carol’s notifications page once it is back', async ({ page }) => {
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
  await page.locator('a[href="/my/notifications"]').first().click();
  const feed = page.locator('[data-page="notifications"] [role="feed"]');
  await expect(feed).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(300);
  await page.request.post('/__mock/drop-sockets', { data: { refuseMs: 2000 } });
  await expect(page.locator('[data-stream-state="reconnecting"]')).toBeAttached();
  const text = `while the socket was down ${Date.now()}`;
  await post(page, 'alice', `@carol ${text}`);
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
  await expect(feed.locator('article[data-notification-type="mention"]', { hasText: text })).toBeVisible({ timeout: 3_000 });
});

test('a mention that came while the stream was down lights the notifications badge once it is back', async ({ page }) => {
  await openHome(page);
  const badge = page.locator('[data-badge="notifications"]');
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  // Reading the notifications page clears what the seed left unread.
  await page.locator('a[href="/my/notifications"]').first().click();
  await expect(page.locator('[data-page="notifications"] [role="feed"]')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('main [data-page="timeline"]')).toBeVisible();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.request.post('/__mock/drop-sockets', { data: { refuseMs: 2000 } });
  await expect(page.locator('[data-stream-state="reconnecting"]')).toBeAttached();
  await post(page, 'alice', `@carol while the badge could not hear ${Date.now()}`);
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached({ timeout: 15_000 });
  await expect(badge.first()).toBeVisible({ timeout: 3_000 });
});
