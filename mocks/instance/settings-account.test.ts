import { totp } from '../../tests/support/totp';
import { describe, expect, it } from 'vitest';
import { call, TEST_NOW, testInstance, tokenOf, userNamed } from '../test-utils/setup';
import { settingsAccountState } from './endpoints/settings-account-state';

describe('settings-account endpoints', () => {
  it('keeps the privacy and mute fields of i/update and answers them from i', async () => {
    const instance = testInstance();
    const r = await call(instance, 'i/update', { name: 'Carol C', ffVisibility: 'followers', noCrawle: true, mutedWords: [['cat', 'dog'], '/fo+/i'], mutedInstances: ['Bad.Example '] }, 'carol');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Carol C', ffVisibility: 'followers', noCrawle: true, mutedWords: [['cat', 'dog'], '/fo+/i'], mutedInstances: ['bad.example'] });
    const me = await call(instance, 'i', {}, 'carol');
    expect(me.body).toMatchObject({ ffVisibility: 'followers', noCrawle: true, twoFactorEnabled: false });
    expect((await call(instance, 'i/update', { mutedWords: ['/(/'] }, 'carol')).status).toBe(400);
    expect((await call(instance, 'i/update', { ffVisibility: 'nobody' }, 'carol')).status).toBe(400);
    // The basic handler still validates its own fields.
    expect((await call(instance, 'i/update', { fields: Array.from({ length: 17 }, () => ({ name: 'a', value: 'b' })) }, 'carol')).status).toBe(400);
  });

  it('registers TOTP only with a correct code, and sign-in then needs it', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/2fa/register', { password: 'wrong' }, 'carol')).status).toBe(400);
    const reg = await call(instance, 'i/2fa/register', { password: 'password' }, 'carol');
    const { secret, url } = reg.body as { secret: string; url: string };
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(url).toContain(`secret=${secret}`);
    const now = TEST_NOW;
    const wrongCode = String((Number(totp(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(instance, 'i/2fa/done', { token: wrongCode }, 'carol')).status).toBe(400);
    const done = await call(instance, 'i/2fa/done', { token: totp(secret, now) }, 'carol');
    expect(done.status).toBe(200);
    expect((done.body as { backupCodes: string[] }).backupCodes).toHaveLength(5);
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ twoFactorEnabled: true });
    expect((await call(instance, 'signin', { username: 'carol', password: 'password' })).status).toBe(403);
    expect((await call(instance, 'i/2fa/unregister', { password: 'password' }, 'carol')).status).toBe(204);
    expect((await call(instance, 'signin', { username: 'carol', password: 'password' })).status).toBe(200);
  });

  it('changes the password with the current one only', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/change-password', { currentPassword: 'nope', newPassword: 'x' }, 'carol')).status).toBe(400);
    expect((await call(instance, 'i/change-password', { currentPassword: 'password', newPassword: 'hunter2' }, 'carol')).status).toBe(204);
    expect(userNamed(instance, 'carol').password).toBe('hunter2');
  });

  it('lists and revokes access tokens created with miauth/gen-token', async () => {
    const instance = testInstance();
    const gen = await call(instance, 'miauth/gen-token', { session: 'settings-1', name: 'My script', permission: ['read:account', 'write:notes'] }, 'carol');
    expect(gen.status).toBe(200);
    const token = (gen.body as { token: string }).token;
    const apps = (await call(instance, 'i/apps', {}, 'carol')).body as Array<{ id: string; name: string; permission: string[] }>;
    expect(apps).toEqual([expect.objectContaining({ name: 'My script', permission: ['read:account', 'write:notes'] })]);
    expect((await instance.handle({ endpoint: 'i', params: {}, token })).status).toBe(200);
    expect((await call(instance, 'i/revoke-token', { tokenId: apps[0]!.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'i/apps', {}, 'carol')).body).toEqual([]);
    expect((await instance.handle({ endpoint: 'i', params: {}, token })).status).toBe(401);
    expect((await call(instance, 'i/revoke-token', { tokenId: apps[0]!.id }, 'carol')).status).toBe(400);
  });

  it('creates, edits, tests and deletes webhooks, validating events and URLs', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/webhooks/create', { name: 'x', url: 'https://hook.example/a', on: ['nope'] }, 'carol')).status).toBe(400);
    expect((await call(instance, 'i/webhooks/create', { name: 'x', url: 'ftp://hook.example', on: ['note'] }, 'carol')).status).toBe(400);
    const created = await call(instance, 'i/webhooks/create', { name: 'Hook', url: 'https://hook.example/a', secret: 's', on: ['note', 'follow'] }, 'carol');
    expect(created.status).toBe(200);
    const id = (created.body as { id: string }).id;
    expect((await call(instance, 'i/webhooks/update', { webhookId: id, active: false, on: ['reaction'] }, 'carol')).status).toBe(204);
    expect((await call(instance, 'i/webhooks/show', { webhookId: id }, 'carol')).body).toMatchObject({ name: 'Hook', active: false, on: ['reaction'] });
    expect((await call(instance, 'i/webhooks/show', { webhookId: id }, 'alice')).status).toBe(400);
    expect((await call(instance, 'i/webhooks/test', { webhookId: id, type: 'note' }, 'carol')).status).toBe(204);
    expect((await call(instance, 'i/webhooks/list', {}, 'carol')).body).toEqual([expect.objectContaining({ id, latestStatus: 200 })]);
    expect((await call(instance, 'i/webhooks/delete', { webhookId: id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'i/webhooks/list', {}, 'carol')).body).toEqual([]);
  });

  it('queues exports and imports (imports need an own, non-empty file)', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/export-notes', {}, 'carol')).status).toBe(204);
    const carol = userNamed(instance, 'carol');
    const file = [...instance.state.files.values()].find((f) => f.userId !== carol.id)!;
    expect((await call(instance, 'i/import-following', { fileId: file.id }, 'carol')).status).toBe(400);
    expect(settingsAccountState(instance.state).jobs.map((j) => j.kind)).toEqual(['notes']);
  });

  it('moves only to an account that lists this one as an alias', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/move', { moveToAccount: '@bob' }, 'carol')).status).toBe(400);
    expect((await call(instance, 'i/update', { alsoKnownAs: ['@carol'] }, 'bob')).status).toBe(200);
    const moved = await call(instance, 'i/move', { moveToAccount: '@bob' }, 'carol');
    expect(moved.status).toBe(200);
    expect((await call(instance, 'i/move', { moveToAccount: '@bob' }, 'carol')).status).toBe(400);
  });

  it('deletes the account with the password, and answers sign-in history and email', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/delete-account', { password: 'nope' }, 'dave')).status).toBe(400);
    expect((await call(instance, 'i/delete-account', { password: 'password' }, 'dave')).status).toBe(204);
    expect((await call(instance, 'i', {}, 'dave')).body).toMatchObject({ isDeleted: true });
    const history = (await call(instance, 'i/signin-history', {}, 'carol')).body as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ userId: userNamed(instance, 'carol').id, success: true, ip: expect.any(String) });
    expect((await call(instance, 'i/update-email', { password: 'password', email: 'not-an-email' }, 'carol')).status).toBe(400);
    expect((await call(instance, 'i/update-email', { password: 'password', email: 'carol@example.com' }, 'carol')).body).toMatchObject({ email: 'carol@example.com', emailVerified: false });
    expect(tokenOf('carol')).toMatch(/^\w+$/);
  });
});
