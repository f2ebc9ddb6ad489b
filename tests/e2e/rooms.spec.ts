/**
 * Rooms: chats, groups, channels and the drive on the mock instance. Each test resets the mock and
 * signs in fresh, so none depends on another.
 */
import { expect, test, type Page } from './test';
import { resetMock, signInAs, waitForAppDb, withLanguage } from './helpers';
import { apiAs, seeded } from './mock-api';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function control(page: Page, action: string, data: Record<string, unknown> = {}): Promise<unknown> {
  const res = await page.request.post(`/__mock/${action}`, { data });
  expect(res.ok(), `control ${action}`).toBeTruthy();
  return res.status() === 204 ? undefined : res.json();
}

/** Answers the open input dialog. */
async function answerInput(page: Page, value: string): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('textbox').fill(value);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/**
 * Puts the chat and group entries into the signed-in user's main menu (the `menu` setting, stored
 * per device and account in IndexedDB), then reloads so the app reads it.
 */
async function showRoomsInMenu(page: Page, username: string): Promise<void> {
  const me = await apiAs<{ id: string }>(page, username, 'i');
  await waitForAppDb(page);
  await page.evaluate(async (userId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('misskey-client');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('kv', 'readwrite');
    const store = tx.objectStore('kv');
    const rows = await new Promise<Array<{ key: string; value: { version: number; values: Record<string, unknown> } }>>((resolve) => {
      const req = store.getAll();
      req.onsuccess = () => resolve(req.result as never);
    });
    const key = `settings:deviceAccount:${location.origin}:${userId}`;
    const values = rows.find((r) => r.key === key)?.value?.values ?? {};
    const menu = ['notifications', 'messaging', 'groups', 'drive', 'channels'];
    store.put({ key, value: { version: 1, values: { ...values, menu } } });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, me.id);
  await page.reload();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
});

test('chat: unread badge, a message with a file, "typing" then the reply live', async ({ page }) => {
  await control(page, 'limits', { unreadMessageDelayMs: 200 });
  await apiAs(page, 'carol', 'i/read-all-messaging-messages');
  await signInAs(page, 'carol');
  await showRoomsInMenu(page, 'carol');
  await expect(page.locator('a[href="/my/messaging"]').first()).toBeVisible();
  const badge = page.locator('[data-badge="messaging"]');
  await expect(badge).toHaveCount(0);

  await control(page, 'message', { username: 'alice', to: 'carol', text: 'ping from alice' });
  await expect(badge.first()).toHaveText('1');
  await control(page, 'message', { username: 'alice', to: 'carol', text: 'ping again' });
  await expect(badge.first()).toHaveText('2');

  await page.goto('/my/messaging');
  const conversation = page.locator('[data-conversation]').filter({ hasText: 'ping again' });
  await expect(conversation.locator('[data-unread]')).toBeVisible();
  await page.getByRole('button', { name: 'Chat with a user' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('alice');
  await page.locator('[data-user="@alice"]').click();
  await expect(page).toHaveURL(/\/my\/messaging\/alice$/);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('ping from alice');
  await expect(badge).toHaveCount(0);

  // The upload takes 1.5 s; Enter pressed meanwhile sends once it is done, with the file.
  await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'latency', ms: 1_500, count: 1 });
  await page.getByTestId('messaging-file-input').setInputFiles(png('chat.png'));
  await expect(page.locator('[data-attachment]')).toContainText('chat.png');
  await expect(page.locator('[data-attachment] progress')).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('hello **alice**');
  await box.press('Enter');
  await expect(page.locator('[data-attachment]').getByRole('status')).toHaveText('Sends when the upload has finished');
  const mine = log.locator('[data-mine]').filter({ hasText: 'hello alice' });
  await expect(mine).toBeVisible({ timeout: 10_000 });
  await expect(mine.locator('b')).toHaveText('alice');
  await expect(mine.locator('[data-file-id]')).toHaveCount(1);
  await expect(box).toHaveValue('');

  await control(page, 'typing', { username: 'alice', to: 'carol' });
  await expect(page.locator('[data-typing]')).toContainText('typing');
  await control(page, 'message', { username: 'alice', to: 'carol', text: 'pong from alice' });
  await expect(log).toContainText('pong from alice');
  await expect(page.locator('[data-typing]')).toHaveCount(0);
  // One separator per day the shown messages span (the seeded ones are up to 150 minutes old, so
  // just after midnight there are two); the live ones add none.
  const days = await log.locator('time[datetime]').evaluateAll((times) => new Set(times.map((t) => new Date(t.getAttribute('datetime')!).toDateString())).size);
  expect(days).toBeGreaterThan(0);
  await expect(log.getByRole('separator')).toHaveCount(days);
  await expect(mine.locator('[data-read]')).toHaveCount(0);
  // alice opens the conversation: carol sees her message marked read
  const carol = await apiAs<{ id: string }>(page, 'carol', 'i');
  await apiAs(page, 'alice', 'messaging/messages', { userId: carol.id });
  await expect(mine.locator('[data-read]')).toBeVisible();
});

test('groups: carol creates a group and invites bob, bob joins and posts in it', async ({ page, browser }) => {
  test.setTimeout(60_000); // two signed-in browsers
  await signInAs(page, 'carol');
  await page.goto('/my/groups');
  await page.getByRole('button', { name: 'Create group' }).click();
  await answerInput(page, 'Rooms test group');
  await expect(page.getByRole('heading', { name: 'Rooms test group' })).toBeVisible();
  const groupId = /\/my\/groups\/(\w+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('bob');
  await page.locator('[data-user="@bob"]').click();

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await withLanguage(bob, 'en-US');
  await signInAs(bob, 'bob');
  await bob.goto('/my/notifications');
  const invitation = bob.locator('[data-notification-type="groupInvited"]').filter({ hasText: 'Rooms test group' });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await bob.goto('/my/groups');
  await expect(bob.locator(`[data-group="${groupId}"]`)).toBeVisible();

  await page.goto(`/my/messaging/group/${groupId}`);
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  await bob.goto(`/my/messaging/group/${groupId}`);
  await bob.getByRole('textbox', { name: 'Message' }).fill('bob was here');
  await bob.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(bob.getByRole('log', { name: 'Messages' })).toContainText('bob was here');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('bob was here');
  await bobContext.close();
});

test('channels: carol follows a channel and posts into it; the note stays out of home', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/channels?tab=search');
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Photo');
  await page.getByRole('searchbox', { name: 'Search channels' }).press('Enter');
  await page.locator('[data-channel="Photo Contest"]').click();
  await expect(page.getByRole('heading', { name: 'Photo Contest' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.goto('/channels?tab=following');
  await expect(page.locator('[data-channel="Photo Contest"]')).toBeVisible();
  await page.locator('[data-channel="Photo Contest"]').click();

  const text = `channel note ${Date.now()}`;
  const form = page.getByTestId('channel-post-form');
  await form.getByRole('textbox', { name: 'What is happening?' }).fill(text);
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.locator('article').filter({ hasText: text })).toBeVisible();

  await page.goto('/');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('article').filter({ hasText: text })).toHaveCount(0);
});

test('drive: a new folder, three uploads with progress, a drag to move, sensitive, and the picker', async ({ page }) => {
  await signInAs(page, 'carol');
  await page.goto('/my/drive');
  await page.getByRole('button', { name: 'New folder' }).click();
  await answerInput(page, 'Trip');
  await page.locator('[data-folder="Trip"] a').click();
  await expect(page.locator('[aria-current="location"]')).toHaveText('Trip');
  await page.getByRole('button', { name: 'New folder' }).click();
  await answerInput(page, 'Beach');
  await expect(page.locator('[data-folder="Beach"]')).toBeVisible();

  await control(page, 'fault', { endpoint: 'drive/files/create', mode: 'latency', ms: 700, count: 3 });
  await page.getByTestId('drive-file-input').setInputFiles([png('one.png'), png('two.png'), png('three.png')]);
  await expect(page.getByTestId('drive-uploads').getByRole('progressbar').first()).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.locator('[data-file]')).toHaveCount(3, { timeout: 10_000 });

  await files.locator('[data-file="one.png"]').dragTo(page.locator('[data-folder="Beach"]'));
  await expect(files.locator('[data-file]')).toHaveCount(2);
  await expect(files.locator('[data-file="one.png"]')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select two.png' }).check();
  await page.getByRole('button', { name: 'Mark sensitive' }).click();
  await expect(files.locator('[data-file="two.png"]')).toContainText('NSFW');

  await page.locator('[data-folder="Beach"] a').click();
  await expect(page.getByRole('list', { name: 'Files' }).locator('[data-file="one.png"]')).toBeVisible();

  await page.locator('[data-action="post"]').first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Attach' }).click();
  await form.getByRole('menuitem', { name: 'Choose from drive' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from drive' });
  await picker.getByRole('button', { name: 'Trip' }).click();
  await picker.getByRole('button', { name: 'three.png' }).click();
  await picker.getByRole('button', { name: 'Attach (1)' }).click();
  await expect(form.getByTestId('upload-list')).toBeVisible();
  await expect(form.getByTestId('upload-counter')).toContainText('1');
});

test('a server without chats: no chat entries, and a direct link says why', async ({ page }) => {
  await control(page, 'hide-endpoints', { prefixes: ['messaging/', 'users/groups/'] });
  await signInAs(page, 'carol');
  await showRoomsInMenu(page, 'carol');
  await expect(page.locator('a[href="/my/drive"]').first()).toBeVisible();
  await expect(page.locator('a[href="/my/messaging"]')).toHaveCount(0);
  await expect(page.locator('a[href="/my/groups"]')).toHaveCount(0);
  await page.goto('/my/messaging');
  await expect(page.getByRole('status').filter({ hasText: 'does not offer direct messages' })).toBeVisible();
  await expect(page.getByText('Specified')).toBeVisible();
  await page.goto(`/my/messaging/group/${await seeded(page, 'group.friends')}`);
  await expect(page.getByText('does not offer direct messages')).toBeVisible();
  await page.goto('/my/groups');
  await expect(page.getByText('does not offer user groups')).toBeVisible();
});
