import { expect, test } from '../test';
import { resetMock, signInAs, withLanguage } from '../helpers';
import { mockPost, seeded } from '../mock-api';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

test('`mediaVolume`: the media player starts at the volume set on the Sounds page, and a change in the player is remembered there', async ({ page }) => {
  const id = await seeded(page, 'note.audio');
  await signInAs(page, 'carol');
  await page.goto('/settings/sounds');
  await page.getByLabel(/^Media volume/).fill('0.3');
  await expect(page.getByText('Media volume (30%)')).toBeVisible();

  await page.goto(`/notes/${id}`);
  const article = page.locator(`article[data-note-id="${id}"]`);
  await article.getByRole('button', { name: /^Play: tone\.wav/ }).click();
  const player = article.locator('[data-media-player="audio"]');
  const volume = player.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '30');
  expect(await player.locator('audio').evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.3);

  // The volume steps by 0.1 from the keyboard, and the new volume becomes the setting.
  await volume.focus();
  await page.keyboard.press('ArrowUp');
  await expect(volume).toHaveAttribute('aria-valuenow', '40');
  expect(await player.locator('audio').evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.4);
  await page.goto('/settings/sounds');
  await expect(page.getByText('Media volume (40%)')).toBeVisible();
});

test('`alwaysXExpand`: a link to an X (Twitter) post opens its embed at once when the behaviour page says so', async ({ page }) => {
  await page.route('https://platform.twitter.com/embed/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Status</p>' }),
  );
  const id = await mockPost(page, { username: 'alice', text: 'Look: https://x.com/someone/status/1234567890' });
  await signInAs(page, 'carol');
  const preview = () => page.locator(`article[data-note-id="${id}"]`).first().getByTestId('link-preview');
  await page.goto(`/notes/${id}`);
  await expect(preview().getByRole('button', { name: 'Show the post' })).toBeVisible();
  await expect(preview().getByTestId('embedded-status')).toHaveCount(0);

  await page.goto('/settings/behavior');
  await page.getByRole('checkbox', { name: 'Open X (Twitter) posts in link previews at once' }).check();
  await page.goto(`/notes/${id}`);
  await expect(preview().getByTestId('embedded-status').locator('iframe')).toHaveAttribute('src', /id=1234567890/);
  await expect(preview().getByRole('button', { name: 'Hide the post' })).toBeVisible();
});
