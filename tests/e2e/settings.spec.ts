/**
 * Settings (issue 17): search, word mute, profile with a cropped drive avatar, access tokens,
 * TOTP registration, preferences backups and a German settings index. Carol on the mock, in English.
 */
import { totp } from '../support/totp';
import { expect, test, type Page } from './test';
import { resetMock, signInAs, withLanguage, PASSWORD } from './helpers';
import { apiAs, mockPost, tokenOf } from './mock-api';

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  await withLanguage(page, 'en-US');
  await signInAs(page, 'carol');
});

const dialog = (page: Page) => page.getByRole('dialog');

async function answerDialog(page: Page, value?: string) {
  const d = dialog(page);
  await expect(d).toBeVisible();
  if (value !== undefined) await d.locator('input').fill(value);
  await d.locator('button[type="submit"]').click();
  await expect(d).toHaveCount(0);
}

test('search finds word mute; a muted word (`mutedWords`) collapses a note with the reason', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('searchbox', { name: 'Search settings' }).fill('mute');
  await page.locator('[data-settings-results]').getByRole('link', { name: 'Word mute', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/word-mute$/);
  const soft = page.locator('textarea[name="soft"]');
  await soft.fill('/(unclosed/');
  await expect(page.locator('#soft [role="alert"]')).toContainText('Line 1');
  await expect(page.locator('[data-action="save-soft"]')).toBeDisabled();
  await soft.fill('zebrafruit');
  await page.locator('[data-action="save-soft"]').click();
  await expect(page.locator('[data-action="save-soft"]')).toBeDisabled();

  await mockPost(page, { username: 'alice', text: 'Fresh zebrafruit at the market today' });
  await page.goto('/');
  const muted = page.getByText('Hidden (muted word)').first();
  await expect(muted).toBeVisible();
  await expect(page.getByText('Fresh zebrafruit at the market today')).toHaveCount(0);

  // A setting deep in a page: the search jumps to its anchor.
  await page.goto('/settings');
  await page.getByRole('searchbox', { name: 'Search settings' }).fill('data saver');
  await page.locator('[data-settings-results]').getByRole('link', { name: /Data saver/ }).click();
  await expect(page).toHaveURL(/\/settings\/general#data-saver$/);
  await expect(page.locator('input[name="enableDataSaverMode"]')).toBeFocused();
});

test('edits the profile with a cropped avatar from the drive and two fields', async ({ page }) => {
  // Put an image into carol's drive.
  const [sample] = await apiAs<Array<{ url: string }>>(page, 'alice', 'drive/stream', { type: 'image/*', limit: 1 });
  const png = await (await page.request.get(sample!.url)).body();
  const up = await page.request.post('/api/drive/files/create', {
    multipart: { i: await tokenOf(page, 'carol'), file: { name: 'portrait.png', mimeType: 'image/png', buffer: png } },
  });
  expect(up.ok()).toBeTruthy();

  await page.goto('/settings/profile');
  await page.locator('[data-action="avatar-from-drive"]').click();
  await page.locator('[data-drive-picker]').getByRole('button', { name: 'portrait.png' }).click();
  const canvas = page.locator('[data-cropper] canvas');
  await expect(canvas).toBeVisible();
  await page.locator('[data-cropper] input[name="zoom"]').fill('2');
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20);
  await page.mouse.up();
  const before = await apiAs<{ avatarId: string | null }>(page, 'carol', 'i');
  await page.locator('[data-action="crop-apply"]').click();
  await expect.poll(async () => (await apiAs<{ avatarId: string | null }>(page, 'carol', 'i')).avatarId).not.toBe(before.avatarId);

  await page.locator('input[name="name"]').fill('Carol the Tester');
  await page.locator('textarea[name="description"]').fill('Hello **world**');
  await expect(page.locator('[data-bio-preview]')).toContainText('Hello world');
  for (const [i, [label, value]] of [['Pronouns', 'she/her'], ['Website', 'https://carol.example']].entries()) {
    await page.locator('[data-action="add-field"]').click();
    await page.locator(`input[name="field-name-${i}"]`).fill(label!);
    await page.locator(`input[name="field-value-${i}"]`).fill(value!);
  }
  await page.locator('[data-action="save-profile"]').click();
  await expect.poll(async () => (await apiAs<{ name: string }>(page, 'carol', 'i')).name).toBe('Carol the Tester');

  await page.goto('/@carol');
  await expect(page.getByText('Carol the Tester').first()).toBeVisible();
  await expect(page.getByText('Pronouns')).toBeVisible();
  await expect(page.getByText('she/her')).toBeVisible();
  await expect(page.getByText('Website')).toBeVisible();
  const me = await apiAs<{ avatarId: string; avatarUrl: string }>(page, 'carol', 'i');
  const avatar = await apiAs<{ properties: { width: number; height: number }; type: string }>(page, 'carol', 'drive/files/show', { fileId: me.avatarId });
  expect(avatar.properties).toMatchObject({ width: 400, height: 400 });
});

test('creates an access token with two permissions and revokes it', async ({ page }) => {
  await page.goto('/settings/api');
  await page.locator('input[name="token-name"]').fill('My bot');
  await page.locator('input[name="read:account"]').check();
  await page.locator('input[name="write:notes"]').check();
  await page.locator('[data-action="generate-token"]').click();
  const created = page.locator('[data-created-token] code');
  await expect(created).toHaveText(/^\w{16,}$/);
  const token = await created.innerText();
  const item = page.locator('[data-token="My bot"]');
  await expect(item).toContainText('read:account');
  await expect(item).toContainText('write:notes');
  expect((await page.request.post('/api/i', { data: { i: token } })).status()).toBe(200);

  await item.getByRole('button', { name: 'Revoke My bot' }).click();
  await answerDialog(page);
  await expect(item).toHaveCount(0);
  expect((await page.request.post('/api/i', { data: { i: token } })).status()).toBe(401);
});

test('registers a TOTP second factor', async ({ page }) => {
  await page.goto('/settings/security');
  await page.locator('[data-action="totp-register"]').click();
  await answerDialog(page, PASSWORD);
  await expect(page.locator('[data-totp-qr]')).toBeVisible();
  const secret = await page.locator('[data-totp-secret]').innerText();
  await page.locator('input[name="totp-code"]').fill(totp(secret));
  await page.locator('[data-action="totp-verify"]').click();
  await expect(page.locator('[data-totp-enabled]')).toBeVisible();
  await expect(page.locator('[data-backup-codes] li')).toHaveCount(5);
  expect((await page.request.post('/api/signin', { data: { username: 'carol', password: PASSWORD } })).status()).toBe(403);
});

test('registers a security key with a virtual authenticator, renames it, turns on password-less, removes it', async ({ page, baseURL }) => {
  // WebAuthn refuses IP addresses as the relying party: use the same server as localhost.
  const local = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: false, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto(`${local}/`);
  await page.getByRole('banner').locator('[data-action="signin"]').click();
  await dialog(page).locator('input[name="username"]').fill('carol');
  await dialog(page).locator('input[name="password"]').fill(PASSWORD);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(page.locator('[data-layout="universal"]')).toBeVisible();
  // The second factor first (through the API: the TOTP screen has its own test).
  const registration = await apiAs<{ secret: string }>(page, 'carol', 'i/2fa/register', { password: PASSWORD });
  await apiAs(page, 'carol', 'i/2fa/done', { token: totp(registration.secret) });

  await page.goto(`${local}/settings/security`);
  await page.locator('[data-action="add-key"]').click();
  // The password, then (in a second dialog) the key's name.
  await dialog(page).locator('input[type="password"]').fill(PASSWORD);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(dialog(page).locator('input')).toHaveValue('Security keys');
  await answerDialog(page, 'Test key');
  const key = page.locator('[data-security-key]');
  await expect(key).toContainText('Test key');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  const me = await apiAs<{ securityKeys: boolean; securityKeysList: Array<{ id: string; name: string }> }>(page, 'carol', 'i');
  expect(me.securityKeys).toBe(true);
  expect(me.securityKeysList).toEqual([expect.objectContaining({ name: 'Test key' })]);

  await key.locator('[data-action="rename-key"]').click();
  await answerDialog(page, 'Desk key');
  await expect(key).toContainText('Desk key');
  await page.locator('input[name="passwordless"]').check();
  await expect.poll(async () => (await apiAs<{ usePasswordLessLogin: boolean }>(page, 'carol', 'i')).usePasswordLessLogin).toBe(true);
  await expect(page.locator('input[name="passwordless"]')).toBeChecked();

  await key.locator('[data-action="remove-key"]').click();
  await dialog(page).locator('button[type="submit"]').click();
  await expect(dialog(page).locator('input[type="password"]')).toBeVisible();
  await answerDialog(page, PASSWORD);
  await expect(key).toHaveCount(0);
  expect((await apiAs<{ securityKeysList: unknown[] }>(page, 'carol', 'i')).securityKeysList).toEqual([]);
});

test('saves a preferences backup, changes three settings and restores them', async ({ page }) => {
  await page.goto('/settings/preferences-backups');
  await page.locator('[data-action="backup-save"]').click();
  await answerDialog(page, 'Before the change');
  await expect(page.locator('[data-backup="Before the change"]')).toBeVisible();

  await page.goto('/settings/timeline');
  await page.locator('input[name="collapseRenotes"]').uncheck();
  await page.locator('select[name="nsfw"]').selectOption({ label: 'Always hide' });
  await page.goto('/settings/general');
  await page.locator('input[name="enableDataSaverMode"]').check();

  await page.goto('/settings/preferences-backups');
  await page.locator('[data-backup="Before the change"] [data-action="backup-restore"]').click();
  await answerDialog(page);
  await page.goto('/settings/general');
  await expect(page.locator('input[name="enableDataSaverMode"]')).not.toBeChecked();
  await page.goto('/settings/timeline');
  await expect(page.locator('input[name="collapseRenotes"]')).toBeChecked();
  await expect(page.locator('select[name="nsfw"] option:checked')).toHaveText('Hide');
});

test('in German, every label of the settings index is German', async ({ page }) => {
  await page.goto('/settings');
  await page.locator('select[name="language"]').selectOption('de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const index = page.locator('[data-settings-index]');
  await expect(index.getByRole('searchbox')).toHaveAttribute('placeholder', 'Nach dem Namen einer Einstellung suchen');
  await expect(index.locator('h2')).toHaveText(['Grundeinstellungen', 'Client-Einstellungen', 'Weitere Einstellungen']);
  await expect(index.locator('[data-settings-link]')).toHaveText([
    'Profil', 'Privatsphäre', 'Reaktionen', 'Drive', 'Benachrichtigungen', 'E-Mail', 'Verknüpfungen', 'Sicherheit',
    'Allgemein', 'Zeitleiste', 'Verhalten', 'Beitragsformular', 'Darstellung', 'Farbschema', 'Navigationsleiste', 'Statusleiste',
    'Töne', 'Reihenfolge der Emoji-Auswahl', 'Spaß', 'Spaltenansicht', 'Eigenes CSS', 'Eigene KaTeX-Makros', 'Erweiterungen',
    'Stummschalten und Blockieren', 'Wörter stummschalten', 'Server stummschalten', 'Import und Export', 'Schnittstelle (API)',
    'Anwendungen', 'Webhooks', 'Konten', 'Sicherungen der Einstellungen', 'Kontoumzug', 'Kontoinformationen', 'Konto löschen',
    'Sonstiges', 'Über diesen Client',
  ]);
});

test('every page of the settings index opens beside the index', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/settings');
  const links = page.locator('[data-settings-index] [data-settings-link]');
  await expect(links.first()).toBeVisible();
  const all = await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-settings-link')!));
  expect(all.length).toBeGreaterThan(30);
  // The appearance pages have their own tests; these are this area's.
  const external = new Set(['appearance', 'theme', 'sounds', 'emoji-picker-order', 'custom-css', 'plugin']);
  const ids = all.filter((id) => !external.has(id));
  for (const id of ids) {
    // Keyboard, not a pointer: the announcement banner may cover the last links.
    await links.and(page.locator(`[data-settings-link="${id}"]`)).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/settings/${id}/?$`));
    await expect(page.locator('[data-page="settings"] h1').first()).toBeVisible();
    await expect(page.locator('[data-page="settings"] [role="alert"]').filter({ hasText: /error|Error|エラー/ })).toHaveCount(0);
    await expect(page.locator('[data-settings-index]')).toBeVisible();
  }
});
