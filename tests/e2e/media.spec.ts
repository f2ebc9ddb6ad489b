import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage } from './helpers';
import { apiAs, mockPost, seeded } from './mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

const note = (page: Page, id: string) => page.locator(`article[data-note-id="${id}"]`);
const mediaTime = (page: Page, tag: 'audio' | 'video') => page.locator(tag).evaluate((m: HTMLMediaElement) => m.currentTime);

test('media player on an audio attachment: play/pause, seek 10 s with the arrows, number keys, speed menu and loop', async ({ page }) => {
  const id = await seeded(page, 'note.audio');
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const article = note(page, id);
  await article.getByRole('button', { name: /^Play: tone\.wav/ }).click();
  const player = article.locator('[data-media-player="audio"]');
  // The press that loaded the player started it; its button now pauses.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  const seek = player.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuemax', '40');

  await page.keyboard.press('0');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => mediaTime(page, 'audio')).toBeCloseTo(10, 0);
  await expect(seek).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('5');
  await expect.poll(() => mediaTime(page, 'audio')).toBeCloseTo(20, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => mediaTime(page, 'audio')).toBeCloseTo(10, 0);
  await page.keyboard.press('9');
  await expect.poll(() => mediaTime(page, 'audio')).toBeCloseTo(36, 0);
  // The keys were the player's: the note page is still where it was, no note key ran.
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));

  await player.getByRole('button', { name: 'Playback speed: 1×' }).click();
  const menu = page.getByRole('menu', { name: 'Playback speed' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×', '3×', '4×']);
  await menu.getByRole('menuitemradio', { name: '4×' }).click();
  await expect(player.getByRole('button', { name: 'Playback speed: 4×' })).toBeVisible();
  expect(await page.locator('audio').evaluate((m: HTMLMediaElement) => m.playbackRate)).toBe(4);

  const loop = player.getByRole('button', { name: 'Loop' });
  await loop.click();
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('audio').evaluate((m: HTMLMediaElement) => m.loop)).toBe(true);

  // Played at 4× from 36 s with loop on: it comes round to the start and keeps playing.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => mediaTime(page, 'audio'), { timeout: 10_000 }).toBeLessThan(30);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
});

/** A few seconds of WebM video recorded in the page (the mock's seeded video files have no real frames). */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const ctx = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - start;
        ctx.fillStyle = `hsl(${(t / 10) % 360} 70% 50%)`;
        ctx.fillRect(0, 0, 160, 90);
        if (t < 4000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  });
  return Buffer.from(base64, 'base64');
}

test('media player on a video: the controls hide 2 s after the pointer stops while it plays, and come back on a move; fullscreen', async ({ page }) => {
  const id = await seeded(page, 'note.video');
  const shown = await apiAs<{ files: Array<{ url: string }> }>(page, 'carol', 'notes/show', { noteId: id });
  await signInAs(page, 'carol');
  const webm = await recordWebm(page);
  await page.route(shown.files[0]!.url, (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: webm }));
  await page.goto(`/notes/${id}`);
  const article = note(page, id);
  await article.getByRole('button', { name: /^Play: clip\.mp4/ }).click();
  const player = article.locator('[data-media-player="video"]');
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Looped, so that it plays on for the whole test.
  await player.getByRole('button', { name: 'Loop' }).click();
  await player.hover();
  await expect(player).toHaveAttribute('data-controls', 'shown');
  const moved = Date.now();
  await expect(player).toHaveAttribute('data-controls', 'hidden', {
    timeout: 5_000,
  });
  expect(Date.now() - moved).toBeGreaterThanOrEqual(1_900);
  await expect(player.getByRole('button', { name: 'Pause' }).locator('..')).toHaveCSS('opacity', '0');
  await page.mouse.move(5, 5);
  await player.hover({ position: { x: 20, y: 20 } });
  await expect(player).toHaveAttribute('data-controls', 'shown');

  await player.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-media-player') ?? null)).toBe('video');
  await player.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});

test('link preview: a status link opens the embedded status at the height its frame reports, and collapses again when the frame reports not found', async ({ page }) => {
  // The provider's frame, played here: it reports its height, or that the status does not exist.
  await page.route('https://platform.twitter.com/embed/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><p id="s"></p><script>
        const q = new URLSearchParams(location.search);
        document.getElementById('s').textContent = 'Status ' + q.get('id');
        const message = q.get('id') === '404'
          ? { 'twttr.embed': { method: 'twttr.private.no_results', id: q.get('embedId'), params: [{}] } }
          : { 'twttr.embed': { method: 'twttr.private.resize', id: q.get('embedId'), params: [{ height: 321 }] } };
        parent.postMessage(JSON.stringify(message), '*');
      </script>`,
    }),
  );
  const id = await mockPost(page, {
    username: 'alice',
    text: 'Two posts: https://x.com/someone/status/1234567890 and https://twitter.com/ghost/status/404',
  });
  await signInAs(page, 'carol');
  await page.goto(`/notes/${id}`);
  const previews = note(page, id).getByTestId('link-preview');
  await expect(previews).toHaveCount(2);

  const first = previews.nth(0);
  await first.getByRole('button', { name: 'Show the post' }).click();
  const frame = first.getByTestId('embedded-status').locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/platform\.twitter\.com\/embed\/index\.html\?.*id=1234567890/);
  await expect(first.frameLocator('iframe').getByText('Status 1234567890')).toBeVisible();
  await expect(frame).toHaveCSS('height', '321px');
  await first.getByRole('button', { name: 'Hide the post' }).click();
  await expect(first.getByTestId('embedded-status')).toHaveCount(0);

  const second = previews.nth(1);
  await second.getByRole('button', { name: 'Show the post' }).click();
  await expect(second.getByText('The post was not found.')).toBeVisible();
  await expect(second.getByTestId('embedded-status')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Show the post' })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('widgets: photos open in the image viewer, not a new tab; the tweets widget frames the account named in its settings', async ({ page }) => {
    await page.route('https://syndication.twitter.com/srv/timeline-profile/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><p>Timeline of ${new URL(route.request().url()).pathname.split('/').pop()}</p>`,
      }),
    );
    await signInAs(page, 'grace');
    const column = page.locator('[data-widgets-column]');
    await expect(column).toBeVisible();
    await column.getByRole('button', { name: 'Edit widgets' }).click();
    for (const kind of ['Photos', 'Posts on X (Twitter)']) {
      await column.getByLabel('Widget kind').selectOption({ label: kind });
      await column.getByRole('button', { name: 'Add', exact: true }).click();
    }
    const tweets = column.locator('[data-widget="tweets"]');
    await expect(tweets).toContainText('Enter an account name in the widget’s settings.');
    await tweets.getByRole('button', { name: 'Settings' }).click();
    await tweets.getByLabel('Account name (without @)').fill('@misskey_io');
    await column.getByRole('button', { name: 'Done' }).click();
    await expect(tweets.getByTestId('tweets-frame')).toHaveAttribute('src', /^https:\/\/syndication\.twitter\.com\/srv\/timeline-profile\/screen-name\/misskey_io\?/);
    await expect(tweets.frameLocator('iframe').getByText('Timeline of misskey_io')).toBeVisible();

    const photo = column.locator('[data-widget="photos"] button[data-photo]').first();
    await expect(photo).toBeVisible();
    const pages = page.context().pages().length;
    await photo.click();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(page.locator('.pswp__img').first()).toHaveAttribute('src', /^http/);
    expect(page.context().pages()).toHaveLength(pages);
  });
});

test('date dialog from search: the chosen day shows the home timeline as of its end; instance select dialog adds a server to the muted servers', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/search');
  await page.getByRole('button', { name: 'Jump to a date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  await dialog.getByLabel('Choose a date').fill('2024-02-29');
  const timeline = page.waitForRequest((r) => r.url().endsWith('/api/notes/timeline') && (r.postDataJSON() as { untilDate?: number }).untilDate === new Date(2024, 1, 29, 23, 59, 59, 999).getTime());
  await dialog.getByRole('button', { name: 'OK' }).click();
  await timeline;
  await expect(page).toHaveURL(/[?&]q=2024-02-29/);
  await expect(page.getByRole('button', { name: /Go to the timeline of/ })).toHaveCount(0);

  await page.goto('/settings/instance-mute');
  await page.getByRole('button', { name: 'Add a server' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a server' });
  await picker.getByRole('searchbox', { name: 'Search servers' }).fill('remote');
  await picker.locator('[data-instance="remote.example"]').click();
  await expect(picker).toBeHidden();
  await expect(page.locator('#muted-hosts')).toHaveValue(/(^|\n)remote\.example$/);
  const update = page.waitForRequest((r) => r.url().endsWith('/api/i/update'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await update).postDataJSON().mutedInstances).toContain('remote.example');
});
