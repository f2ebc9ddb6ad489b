/**
 * Settings effects of the timeline, streaming and app behaviour (issue #48): each test sets the
 * settings on their settings page, as a reader would, and looks for the effect where it shows.
 */
import { expect, test, type Page } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { mockPost } from '../mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const feed = (page: Page) => page.locator('#main-content [role="feed"]');
const noteIn = (page: Page, id: string) => feed(page).locator(`article[data-note-id="${id}"]`);
const tab = (page: Page, name: string) => page.locator('#main-content').getByRole('tab', { name, exact: true });

async function openSettings(page: Page, path: string) {
  await page.goto(`/settings/${path}`);
  await expect(page.locator('#main-content').locator('input:visible, select:visible, textarea:visible').first()).toBeVisible();
}

/** The home page's tab `name`, reached as a reader does: the menu's Timeline link, then the tab. */
async function showTab(page: Page, name: string) {
  if (new URL(page.url()).pathname !== '/') await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Timeline', exact: true }).click();
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(feed(page).locator('article').first()).toBeVisible();
}

/** The timeline channels the page asks the stream for (its `connect` messages). */
function connectedChannels(page: Page): string[] {
  const channels: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      try {
        const msg = JSON.parse(String(frame.payload)) as { type?: string; body?: { channel?: string } };
        if (msg.type === 'connect' && typeof msg.body?.channel === 'string') channels.push(msg.body.channel);
      } catch {
        // not JSON
      }
    }),
  );
  return channels;
}

test('`showTimelineReplies` and `showPublicTimelineReplyMode`: which replies the timelines show', async ({ page }) => {
  test.slow(); // several pages, each opened as a reader would
  const original = await mockPost(page, { username: 'alice', text: 'A question for everyone' });
  const reply = await mockPost(page, { username: 'bob', text: 'Bob answers alice', replyId: original });
  const botReply = await mockPost(page, { username: 'newsbot', text: 'The bot answers alice', replyId: original });
  await signInAs(page, 'carol');

  // Off (the default): replies to other people stay out of the timelines.
  await showTab(page, 'Home');
  await expect(noteIn(page, original)).toBeVisible();
  await expect(noteIn(page, reply)).toHaveCount(0);

  await openSettings(page, 'timeline');
  await page.getByRole('checkbox', { name: 'Include replies to others in the timeline' }).check();
  await showTab(page, 'Home');
  await expect(noteIn(page, reply)).toBeVisible();
  // On the public timelines the reply mode decides: all but bots (the default)…
  await showTab(page, 'Local');
  await expect(noteIn(page, reply)).toBeVisible();
  await expect(noteIn(page, botReply)).toHaveCount(0);

  // …all, or none.
  await openSettings(page, 'timeline');
  await page.getByLabel('Replies in public timelines').selectOption({ label: 'All' });
  await showTab(page, 'Local');
  await expect(noteIn(page, botReply)).toBeVisible();
  await openSettings(page, 'timeline');
  await page.getByLabel('Replies in public timelines').selectOption({ label: 'None' });
  await showTab(page, 'Local');
  await expect(noteIn(page, original)).toBeVisible();
  await expect(noteIn(page, reply)).toHaveCount(0);
  await showTab(page, 'Home');
  await expect(noteIn(page, reply)).toBeVisible();
});

test('`disableStreamingTimeline`, `thirdTimelineType` and `fourthTimelineType`: no live timeline channel (Refresh instead); the extra tabs', async ({ page }) => {
  test.slow(); // several pages, and waits that show nothing arrives
  const channels = connectedChannels(page);
  await signInAs(page, 'carol');
  await openSettings(page, 'timeline');
  await page.getByRole('checkbox', { name: 'Turn off live timeline updates' }).check();
  channels.length = 0;
  await showTab(page, 'Home');
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(500);
  expect(channels).not.toContain('homeTimeline');

  const id = await mockPost(page, { username: 'alice', text: 'Posted while nothing streams' });
  await page.waitForTimeout(1500);
  await expect(noteIn(page, id)).toHaveCount(0);
  await page.locator('#main-content').getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(noteIn(page, id)).toBeVisible();

  // Back on: the timeline is live again.
  await openSettings(page, 'timeline');
  await page.getByRole('checkbox', { name: 'Turn off live timeline updates' }).uncheck();
  await showTab(page, 'Home');
  await expect.poll(() => channels.includes('homeTimeline')).toBe(true);
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCount(0);
  await page.waitForTimeout(300);
  const live = await mockPost(page, { username: 'alice', text: 'Streamed again' });
  await expect(noteIn(page, live)).toBeVisible({ timeout: 3000 });

  // The third and fourth tabs: hidden, or the social timeline.
  await openSettings(page, 'timeline');
  await page.getByLabel('Third timeline').selectOption({ label: 'Hidden' });
  await page.getByLabel('Fourth timeline').selectOption({ label: 'Social' });
  await page.goto('/');
  const tabs = page.locator('#main-content [role="tablist"]').getByRole('tab');
  await expect(tabs).toHaveText(['Home', 'Local', 'Social', 'Global', 'Social']);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notes/hybrid-timeline');
  await tabs.nth(4).click();
  await asked;
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
});

test('`serverDisconnectedBehavior`, `keepScreenOn` and `defaultSleepTime`: the behaviour page drives the dropped stream, the wake lock and sleep mode', async ({ page }) => {
  // A Screen Wake Lock API that records what the page asks for.
  await page.addInitScript(() => {
    const w = window as unknown as { __wakeLocks: Array<{ released: boolean }> };
    w.__wakeLocks = [];
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          const lock = Object.assign(new EventTarget(), { released: false, type: 'screen', release: async () => void (lock.released = true) });
          w.__wakeLocks.push(lock);
          return lock;
        },
      },
    });
  });
  const activeLocks = () => page.evaluate(() => (window as unknown as { __wakeLocks: Array<{ released: boolean }> }).__wakeLocks.filter((l) => !l.released).length);
  await signInAs(page, 'carol');
  await openSettings(page, 'behavior');
  await expect.poll(activeLocks).toBe(0);
  await page.getByRole('checkbox', { name: 'Keep the screen on' }).check();
  await expect.poll(activeLocks).toBe(1);
  await page.getByRole('checkbox', { name: 'Keep the screen on' }).uncheck();
  await expect.poll(activeLocks).toBe(0);

  // A dropped stream: a dialog offers to reload.
  await page.getByLabel('When the server connection is lost').selectOption({ label: 'Tell me in a dialog' });
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.request.post('/__mock/drop-sockets');
  const dialog = page.getByRole('dialog').filter({ hasText: 'The connection to the server was lost' }).first();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  // …or the page reloads by itself.
  await page.getByLabel('When the server connection is lost').selectOption({ label: 'Reload automatically' });
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.request.post('/__mock/drop-sockets');
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false)).toBe(false);

  // Sleep mode offers the default sleep time first, and lasts that long.
  await openSettings(page, 'behavior');
  await page.getByLabel('When the server connection is lost').selectOption({ label: 'Do nothing' });
  await page.getByLabel('Default sleep time').selectOption({ label: '4 hours' });
  await page.locator('[data-action="account-menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Sleep mode' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'How long will you sleep?' });
  await expect(ask.getByRole('combobox')).toHaveValue('4hour');
  const started = Date.now();
  await ask.getByRole('button', { name: 'OK' }).click();
  const sleep = page.getByRole('dialog', { name: 'Sleep mode' });
  await expect(sleep).toBeVisible();
  const until = Number(await sleep.locator('[data-sleep-until]').getAttribute('data-sleep-until'));
  expect(until - started).toBeGreaterThan(4 * 3_600_000 - 60_000);
  expect(until - started).toBeLessThan(4 * 3_600_000 + 60_000);
  // Waking up with a post sends only its text, visibility and local-only flag.
  await sleep.getByRole('textbox').fill('Good morning');
  const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notes/create');
  await sleep.getByRole('button', { name: 'Wake up' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ text: 'Good morning', visibility: 'public', localOnly: false });
  await expect(sleep).toHaveCount(0);
});

test('`enableDataSaverMode` and `enableInfiniteScroll`: data saver follows the connection; without infinite scroll a button loads more', async ({ page }) => {
  // A Network Information API the test can switch between Wi-Fi and cellular.
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { type: 'wifi', effectiveType: '4g' });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    (window as unknown as { __setConnection: (t: string) => void }).__setConnection = (t) => {
      connection.type = t;
      connection.dispatchEvent(new Event('change'));
    };
  });
  const setConnection = (type: string) => page.evaluate((t) => (window as unknown as { __setConnection: (t: string) => void }).__setConnection(t), type);
  await signInAs(page, 'carol');
  await openSettings(page, 'general');
  const saver = page.getByRole('checkbox', { name: 'Data saver' });
  await expect(saver).not.toBeChecked();
  await setConnection('cellular');
  await expect(saver).toBeChecked();
  await setConnection('wifi');
  await expect(saver).not.toBeChecked();
  // The reader's own choice stands (a start on the same connection leaves it) until the connection changes.
  await saver.check();
  await page.reload();
  await expect(saver).toBeChecked();
  await setConnection('ethernet');
  await expect(saver).not.toBeChecked();
  await setConnection('unknown');
  await expect(saver).toBeChecked();
  await setConnection('wifi');

  await page.getByRole('checkbox', { name: 'Load more automatically' }).uncheck();
  let older = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/notes/timeline' && (r.postDataJSON() as { untilId?: string } | null)?.untilId) older++;
  });
  await showTab(page, 'Home');
  const more = page.locator('#main-content').getByRole('button', { name: 'Load more', exact: true });
  await more.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  expect(older).toBe(0);
  const count = await feed(page).locator('article').count();
  // (By keyboard: the unread announcement's banner covers the end of the page.)
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => older).toBe(1);
  await expect.poll(() => feed(page).locator('article').count()).toBeGreaterThan(count);
});

test('`muteExcludeReplyQuote` and `muteExcludeNotification`: word mute exceptions for quotes and notifications', async ({ page }) => {
  const plain = await mockPost(page, { username: 'alice', text: 'I love pineapple pizza' });
  const quote = await mockPost(page, { username: 'bob', text: 'pineapple does not belong there', renoteId: plain });
  await mockPost(page, { username: 'bob', text: '@carol what about pineapple?' });
  await signInAs(page, 'carol');
  await openSettings(page, 'word-mute');
  await page.getByLabel('Soft mute').fill('pineapple');
  await page.locator('[data-action="save-soft"]').click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  await showTab(page, 'Home');
  await expect(noteIn(page, plain)).toContainText('Hidden (muted word)');
  await expect(noteIn(page, quote)).toContainText('Hidden (muted word)');
  // The default: notifications are left alone.
  await page.goto('/my/notifications');
  // The newest mention: bob's.
  const inNotifications = page.locator('#main-content [data-notification-type="mention"]').first();
  await expect(inNotifications).toContainText('what about pineapple?');

  await openSettings(page, 'word-mute');
  await page.getByRole('checkbox', { name: 'Do not apply to replies and quotes' }).check();
  await page.getByRole('checkbox', { name: 'Do not apply to notifications' }).uncheck();
  await showTab(page, 'Home');
  await expect(noteIn(page, quote)).toContainText('pineapple does not belong there');
  await expect(noteIn(page, plain)).toContainText('Hidden (muted word)');
  await page.goto('/my/notifications');
  await expect(inNotifications).toContainText('Hidden (muted word)');
});

test('the "updated" dialog shows once after the version changed, and the old stored theme is gone', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-old-version')) return;
    sessionStorage.setItem('e2e-old-version', '1');
    localStorage.setItem('lastVersion', '0.0.1');
    localStorage.setItem('theme', JSON.stringify({ version: '0.0.1', source: '{}', vars: { bg: '#ff0000' } }));
  });
  await signInAs(page, 'carol');
  const dialog = page.getByRole('dialog').filter({ hasText: 'The client was updated' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('(before: 0.0.1)');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}') as { version?: string })).not.toMatchObject({ version: '0.0.1' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(feed(page).locator('article').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog').filter({ hasText: 'The client was updated' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  /** A one-finger drag from (x, y) by (dx, dy), in steps, as the touch screen reports it. */
  async function swipe(page: Page, x: number, y: number, dx: number, dy: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 8, y: y + (dy * i) / 8 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('`swipeThreshold` and `swipeTouchAngle`: how far and how level a swipe must be to change the tab', async ({ page }) => {
    await signInAs(page, 'carol');
    await openSettings(page, 'behavior');
    await page.getByLabel('Swipe threshold').fill('80');
    await page.goto('/');
    await expect(feed(page).locator('article').first()).toBeVisible();
    await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
    // 220 px of 390: past the default 10 %, short of 80 %.
    await swipe(page, 320, 500, -220, 10);
    await page.waitForTimeout(300);
    await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');

    await openSettings(page, 'behavior');
    await page.getByLabel('Swipe threshold').fill('10');
    await page.getByLabel('Swipe angle').fill('5');
    await page.goto('/');
    await expect(feed(page).locator('article').first()).toBeVisible();
    // About 10° from the horizontal: within the default 25°, not within 5°.
    await swipe(page, 320, 500, -220, 40);
    await page.waitForTimeout(300);
    await expect(tab(page, 'Social')).toHaveAttribute('aria-selected', 'true');
    await swipe(page, 320, 500, -220, 5);
    await expect(tab(page, 'Global')).toHaveAttribute('aria-selected', 'true');
  });
});
