import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost, seeded } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`);

async function carolHome(page: Page) {
  await signInAs(page, 'carol');
  await page.getByRole('tab', { name: 'Home' }).click();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
}

test('content warning: the summary shows, the content opens on click', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', cw: 'Spoilers ahead', text: 'The butler did it' });
  await carolHome(page);
  const article = note(page, id);
  await expect(article).toContainText('Spoilers ahead');
  await expect(article).not.toContainText('The butler did it');
  const toggle = article.getByRole('button', { name: /Show content/ });
  await expect(toggle).toContainText('17 characters');
  await toggle.click();
  await expect(article).toContainText('The butler did it');
});

test('a long note is collapsed with show more', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: `Long story. ${'word '.repeat(150)}THE END` });
  await carolHome(page);
  const article = note(page, id);
  await expect(article.locator('[data-collapsed="true"]')).toBeAttached();
  await article.getByRole('button', { name: 'Show more' }).click();
  await expect(article.locator('[data-collapsed="true"]')).toHaveCount(0);
  await expect(article.getByRole('button', { name: 'Show less' })).toBeVisible();
});

test("a tall note's avatar follows the reader down it; a short note's stays at its top", async ({ page }) => {
  await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 12, prefix: 'below' } });
  const tall = await mockPost(page, { username: 'alice', text: `Tall story. ${'word '.repeat(300)}THE END` });
  const short = await mockPost(page, { username: 'alice', text: 'A short one' });
  await carolHome(page);
  await note(page, tall).getByRole('button', { name: 'Show more' }).click();
  /** Scrolls the note's top `above` px past the line avatars stick to, then where its avatar sits below the note's top. */
  const avatarDrop = (id: string, above: number) =>
    page.evaluate(
      ([id, above]) => {
        const article = document.querySelector<HTMLElement>(`article[data-note-id="${id}"]`)!;
        // The note's first user popup trigger is its avatar.
        const avatar = article.querySelector<HTMLElement>('[data-user-popup-trigger]')!;
        const stickAt = parseFloat(getComputedStyle(avatar).top);
        window.scrollBy(0, article.getBoundingClientRect().top - stickAt + above);
        return avatar.getBoundingClientRect().top - article.getBoundingClientRect().top;
      },
      [id, above] as const,
    );
  // The tall note: its avatar stays in view, about `above` px down the note.
  await expect.poll(() => avatarDrop(tall, 150)).toBeGreaterThan(140);
  // The short one: its avatar scrolls away with it (at the note's padding from its top).
  await expect.poll(() => avatarDrop(short, 30)).toBeLessThan(25);
});

test('renote, quote and reply render with their header, quote box and reply preview', async ({ page }) => {
  const original = await mockPost(page, { username: 'alice', text: 'Original thought' });
  const renote = await mockPost(page, { username: 'bob', renoteId: original });
  const quote = await mockPost(page, { username: 'bob', text: 'Quoting this', renoteId: original });
  // A self-reply (a thread): replies to other people are hidden while `showTimelineReplies` is off (the default).
  const reply = await mockPost(page, { username: 'alice', text: 'A reply', replyId: original });
  await carolHome(page);
  await expect(note(page, renote)).toContainText('Renoted by');
  await expect(note(page, renote)).toContainText('Original thought');
  await expect(note(page, quote).locator('[data-kind="quote"]')).toContainText('Original thought');
  await expect(note(page, reply).locator('[data-kind="reply"]')).toContainText('Original thought');
});

test('references fold into "N references"', async ({ page }) => {
  const id = await seeded(page, 'note.references');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const folder = note(page, id).locator('details');
  await expect(folder.locator('summary')).toHaveText('2 references');
  await folder.locator('summary').click();
  await expect(folder.locator('[data-kind="reference"]')).toHaveCount(2);
});

test('voting in a poll asks to confirm, then counts the vote', async ({ page }) => {
  const id = await seeded(page, 'note.openPoll');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const article = note(page, id);
  const choice = article.getByRole('button').filter({ hasText: /./ }).and(article.locator('[aria-pressed]')).first();
  await choice.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(article.locator('[aria-pressed="true"]')).toHaveCount(1);
  const shown = await apiAs<{ poll: { choices: Array<{ isVoted: boolean }> } }>(page, 'carol', 'notes/show', { noteId: id });
  expect(shown.poll.choices.some((c) => c.isVoted)).toBe(true);
});

test('a reaction toggles on and off, and the server agrees', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'React here' });
  await carolHome(page);
  const article = note(page, id);
  await article.getByRole('button', { name: 'React' }).click();
  await page.getByRole('dialog', { name: 'React' }).getByRole('button', { name: '👍' }).click();
  const mine = article.locator('button[data-reaction="👍"]');
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(mine).toContainText('1');
  await expect.poll(async () => (await apiAs<{ myReaction: string | null }>(page, 'carol', 'notes/show', { noteId: id })).myReaction).toBe('👍');
  await mine.click();
  await expect(mine).toHaveCount(0);
  await expect.poll(async () => (await apiAs<{ myReaction: string | null }>(page, 'carol', 'notes/show', { noteId: id })).myReaction ?? null).toBeNull();
});

test('sensitive media is covered until clicked', async ({ page }) => {
  const id = await seeded(page, 'note.sensitiveImage');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const cover = note(page, id).getByTestId('sensitive-cover').first();
  await expect(cover).toBeVisible();
  await cover.click();
  await expect(note(page, id).getByTestId('sensitive-cover')).toHaveCount(0);
  await expect(note(page, id).locator('img').filter({ hasNot: page.locator('[aria-hidden]') }).last()).toBeVisible();
});

test('an image opens in the viewer and Escape closes it', async ({ page }) => {
  const id = await seeded(page, 'note.manyImages');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  await note(page, id).getByTestId('media-list').locator('img').first().click();
  await expect(page.locator('.pswp')).toBeVisible();
  // The viewer listens for keys once its opening animation is over; on a loaded machine that can
  // come a little after its opacity reads 1, so a key pressed too soon is pressed again.
  await expect(page.locator('.pswp')).toHaveCSS('opacity', '1');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a link preview card shows the page title', async ({ page }) => {
  const id = await seeded(page, 'note.linkPlain');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const card = note(page, id).getByTestId('link-preview').first();
  await expect(card).toHaveAttribute('data-kind', 'plain');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
});

test('resting the pointer on the time link starts the note page\'s requests; the link opens the note page, which shows the note in detail', async ({ page }) => {
  const id = await mockPost(page, { username: 'alice', text: 'Open my page' });
  await carolHome(page);
  const timeLink = note(page, id).locator(`a[href$="/notes/${id}"]`).first();
  // Intent preloading of a plain in-app anchor: the route's loader asks for the replies before any click.
  const replies = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notes/children' && (r.postData() ?? '').includes(id));
  await timeLink.hover();
  await replies;
  await expect(page).not.toHaveURL(/\/notes\//);
  await timeLink.click();
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));
  await expect(page.locator('[data-page="note"]')).toBeVisible();
  await expect(note(page, id)).toContainText('Open my page');
});

test('a note arriving while carol reads further down does not move her text and shows the pill', async ({ page }) => {
  await carolHome(page);
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(200);
  const anchor = page.locator('[role="feed"] article').nth(4);
  const id = await anchor.getAttribute('data-note-id');
  const before = await note(page, id!).boundingBox();
  await mockPost(page, { username: 'alice', text: 'Breaking news' });
  await expect(page.getByRole('button', { name: '1 new note', exact: true })).toBeVisible();
  const after = await note(page, id!).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
  await page.getByRole('button', { name: '1 new note', exact: true }).click();
  await expect(page.locator('[role="feed"] article').first()).toContainText('Breaking news');
});

test('j and k move the focus from note to note', async ({ page }) => {
  await carolHome(page);
  const first = page.locator('[role="feed"] article').first();
  await first.focus();
  await page.keyboard.press('j');
  await expect(page.locator('[role="feed"] article[aria-posinset="2"]')).toBeFocused();
  await page.keyboard.press('j');
  await expect(page.locator('[role="feed"] article[aria-posinset="3"]')).toBeFocused();
  await page.keyboard.press('k');
  await expect(page.locator('[role="feed"] article[aria-posinset="2"]')).toBeFocused();
});

test('going back to the timeline restores the scroll position', async ({ page }) => {
  await carolHome(page);
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.waitForTimeout(400);
  // A note down the page with its own time link (a pure renote's links to the renoted note).
  const id = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="feed"] article')]
      .slice(6)
      .map((a) => a.dataset.noteId!)
      .find((n) => document.querySelector(`article[data-note-id="${n}"] a[href$="/notes/${n}"]`)),
  );
  const link = note(page, id!).locator(`a[href$="/notes/${id}"]`).first();
  // Clicking scrolls the link into view first: measure after that.
  await link.hover();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(1000);
  await link.click();
  await expect(page.locator('[data-page="note"]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-page="timeline"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
  await expect(note(page, id!)).toBeInViewport();
});

test('a fast fling draws notes as sketches and the full notes once it stops, a slow scroll never; older pages are asked for 100 at a time', async ({ page }) => {
  const res = await page.request.post('/__mock/bulk-post', { data: { username: 'alice', count: 400, prefix: 'fling' } });
  expect(res.ok()).toBeTruthy();
  const older: unknown[] = [];
  page.on('request', (r) => {
    if (!/\/api\/notes\/[a-z-]*timeline$/.test(r.url())) return;
    const body = r.postDataJSON() as { untilId?: string; limit?: number } | null;
    if (body?.untilId) older.push(body.limit);
  });
  await signInAs(page, 'carol');
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // Scrolls at `speed` px per ms for `ms`, counting the sketched rows (and those not aria-busy) in each frame.
  const scrollAt = (speed: number, ms: number) =>
    page.evaluate(
      ([speed, ms]) =>
        new Promise<{ seen: number; notBusy: number }>((done) => {
          let last: number | null = null;
          let seen = 0;
          let notBusy = 0;
          const t0 = performance.now();
          const tick = (t: number) => {
            if (last !== null) window.scrollBy(0, Math.min(t - last, 100) * speed);
            last = t;
            const sketches = document.querySelectorAll('[role="feed"] [data-sketch]');
            seen = Math.max(seen, sketches.length);
            for (const el of sketches) if (el.closest('article')?.getAttribute('aria-busy') !== 'true') notBusy++;
            if (t - t0 < ms) requestAnimationFrame(tick);
            else done({ seen, notBusy });
          };
          requestAnimationFrame(tick);
        }),
      [speed, ms] as const,
    );
  // Reading pace (0.5 px per ms, past a few rows): never a sketch.
  expect((await scrollAt(0.5, 1_200)).seen, 'sketched rows while reading').toBe(0);
  // About three seconds of a fling at 6 px per ms on a slow device (4× CPU): its frames run late, so rows
  // entering are sketched (a device that keeps up draws the full notes; late-frames.test.ts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const fling = await scrollAt(6, 3_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(fling.seen, 'sketched rows during the fling').toBeGreaterThan(0);
  expect(fling.notBusy, 'sketches not aria-busy').toBe(0);
  // Stopped: every row in view is the full note again, its author a link.
  await expect(page.locator('[role="feed"] [data-sketch]')).toHaveCount(0);
  const inView = page.locator('[role="feed"] article').filter({ hasText: 'fling' }).first();
  await expect(inView.locator('a[href="/@alice"]').first()).toBeVisible();
  expect(older.length, 'older pages fetched during the fling').toBeGreaterThan(0);
  expect(new Set(older)).toEqual(new Set([100]));
});
