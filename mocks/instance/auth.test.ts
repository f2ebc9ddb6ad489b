import { createHmac, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, testInstance, TEST_NOW, userNamed } from '../test-utils/setup';
import { MOCK_VAPID_PUBLIC_KEY } from './auth/state';
import { totpCode, verifyTotp } from './auth/totp';
import { DEFAULT_TOTP_SECRET } from './control-auth';
import { authRawRoute } from './endpoints/auth';
import { SIGNIN_2FA_IDS } from './endpoints/auth-signin';
import type { MockInstance } from './index';

function ctxOf(instance: MockInstance) {
  return { state: instance.state, now: () => instance.now(), origin: instance.origin, events: instance.events };
}

/** RFC 6238 with node:crypto, independent of the mock's WebCrypto version. */
function nodeTotp(secretB32: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secretB32) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(msg).digest();
  const o = mac[19]! & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('TOTP', () => {
  it('matches RFC 6238 test vector and node:crypto', async () => {
    // RFC 6238 appendix B, SHA-1, secret "12345678901234567890" (base32 below), T = 59 s → 94287082 (8 digits; 6 → 287082).
    expect(await totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(await totpCode(DEFAULT_TOTP_SECRET, TEST_NOW)).toBe(nodeTotp(DEFAULT_TOTP_SECRET, TEST_NOW));
    expect(await verifyTotp(DEFAULT_TOTP_SECRET, nodeTotp(DEFAULT_TOTP_SECRET, TEST_NOW - 30_000), TEST_NOW)).toBe(true);
    expect(await verifyTotp(DEFAULT_TOTP_SECRET, nodeTotp(DEFAULT_TOTP_SECRET, TEST_NOW - 120_000), TEST_NOW)).toBe(false);
  });
});

describe('signin with a second factor', () => {
  it('asks for the code, refuses a wrong one, accepts the right one', async () => {
    const instance = testInstance();
    expect((await instance.control('totp', { username: 'dave' })).body).toEqual({ secret: DEFAULT_TOTP_SECRET });
    const base = { username: 'dave', password: 'password' };
    expect(await call(instance, 'signin', base)).toEqual({ status: 403, body: { error: { id: SIGNIN_2FA_IDS.codeRequired } } });
    expect(await call(instance, 'signin', { ...base, token: '000000' === nodeTotp(DEFAULT_TOTP_SECRET, TEST_NOW) ? '111111' : '000000' })).toEqual({ status: 403, body: { error: { id: SIGNIN_2FA_IDS.invalidCode } } });
    const ok = await call(instance, 'signin', { ...base, token: nodeTotp(DEFAULT_TOTP_SECRET, TEST_NOW) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: userNamed(instance, 'dave').id, i: userNamed(instance, 'dave').token });
    // Without two-factor nothing changes for others.
    expect((await call(instance, 'signin', { username: 'carol', password: 'password' })).status).toBe(200);
  });
});

describe('MiAuth', () => {
  it('check answers ok:false before approval, the token once, then ok:false', async () => {
    const instance = testInstance();
    const ctx = ctxOf(instance);
    expect(authRawRoute(ctx, 'POST', 'miauth/s-1/check')).toEqual({ status: 200, body: { ok: false } });
    const gen = await call(instance, 'miauth/gen-token', { session: 's-1', name: 'App', iconUrl: null, permission: ['read:account', 'write:notes'] }, 'carol');
    expect(gen.status).toBe(200);
    const token = (gen.body as { token: string }).token;
    const checked = authRawRoute(ctx, 'POST', 'miauth/s-1/check');
    expect(checked?.body).toMatchObject({ ok: true, token, user: { username: 'carol', host: null } });
    expect(authRawRoute(ctx, 'POST', 'miauth/s-1/check')).toEqual({ status: 200, body: { ok: false } });
    // The token acts for carol.
    expect((await instance.handle({ endpoint: 'i', params: {}, token })).body).toMatchObject({ username: 'carol' });
    // gen-token needs a credential.
    expect((await call(instance, 'miauth/gen-token', { session: 's-2', permission: [] })).status).toBe(401);
  });
});

describe('legacy app flow', () => {
  it('app/create → session → accept → userkey → sha256(accessToken + secret) works as i', async () => {
    const instance = testInstance();
    const app = (await call(instance, 'app/create', { name: 'Client', description: 'd', permission: ['read:account'], callbackUrl: 'http://x/cb' })).body as { secret: string };
    const session = (await call(instance, 'auth/session/generate', { appSecret: app.secret })).body as { token: string; url: string };
    expect(session.url).toMatch(/\/auth\//);
    expect((await call(instance, 'auth/session/userkey', { appSecret: app.secret, token: session.token })).body).toMatchObject({ error: { code: 'PENDING_SESSION' } });
    expect((await call(instance, 'auth/session/show', { token: session.token })).body).toMatchObject({ app: { name: 'Client', permission: ['read:account'] } });
    expect((await call(instance, 'auth/accept', { token: session.token }, 'carol')).status).toBe(204);
    const key = (await call(instance, 'auth/session/userkey', { appSecret: app.secret, token: session.token })).body as { accessToken: string };
    const { createHash } = await import('node:crypto');
    const i = createHash('sha256').update(key.accessToken + app.secret).digest('hex');
    expect((await instance.handle({ endpoint: 'i', params: {}, token: i })).body).toMatchObject({ username: 'carol' });
  });
});

describe('sign-up', () => {
  it('closed registration needs a valid invitation code, which is used up', async () => {
    const instance = testInstance();
    const { code } = (await instance.control('invite', {})).body as { code: string };
    expect(await call(instance, 'signup', { username: 'newbie', password: 'pw' })).toEqual({ status: 400, body: undefined });
    expect((await call(instance, 'signup', { username: 'newbie', password: 'pw', invitationCode: 'nope' })).status).toBe(400);
    const ok = await call(instance, 'signup', { username: 'newbie', password: 'pw', invitationCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: 'newbie', token: expect.any(String) });
    expect((await call(instance, 'signup', { username: 'other', password: 'pw', invitationCode: code })).status).toBe(400);
  });

  it('answers the bare errors of the fixtures', async () => {
    const instance = testInstance();
    await instance.control('meta', { disableRegistration: false });
    expect((await call(instance, 'signup', { username: 'carol', password: 'pw' })).body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' });
    expect((await call(instance, 'signup', { username: 'bad name', password: 'pw' })).body).toMatchObject({ message: 'Error: INVALID_USERNAME' });
    expect((await call(instance, 'signup', { username: 'ok', password: '' })).body).toMatchObject({ message: 'Error: INVALID_PASSWORD' });
    expect((await call(instance, 'username/available', { username: 'carol' })).body).toEqual({ available: false });
    expect((await call(instance, 'username/available', { username: 'freshname' })).body).toEqual({ available: true });
  });

  it('with e-mail required: 204, a mail with the code, signup-pending signs in once', async () => {
    const instance = testInstance();
    await instance.control('meta', { disableRegistration: false });
    await instance.control('auth', { emailRequiredForSignup: true });
    expect((await call(instance, 'meta', { detail: false })).body).toMatchObject({ emailRequiredForSignup: true, swPublickey: MOCK_VAPID_PUBLIC_KEY });
    expect((await call(instance, 'signup', { username: 'mailer', password: 'pw' })).status).toBe(400);
    expect((await call(instance, 'signup', { username: 'mailer', password: 'pw', emailAddress: 'm@example.com' })).status).toBe(204);
    const mails = (await instance.control('mailbox')).body as Array<{ kind: string; code: string; to: string }>;
    expect(mails).toEqual([expect.objectContaining({ kind: 'signup', to: 'm@example.com' })]);
    const done = await call(instance, 'signup-pending', { code: mails[0]!.code });
    expect(done.body).toMatchObject({ id: expect.any(String), i: expect.any(String) });
    expect((await call(instance, 'signup-pending', { code: mails[0]!.code })).status).toBe(500);
  });

  it('asks for the captcha the admin turned on', async () => {
    const instance = testInstance();
    await instance.control('meta', { disableRegistration: false });
    const { adminState } = await import('./admin/admin-state');
    adminState(instance.state).meta.enableTurnstile = true;
    expect((await call(instance, 'signup', { username: 'capt', password: 'pw' })).body).toMatchObject({ message: 'Error: FAILED_TURNSTILE' });
    expect((await call(instance, 'signup', { username: 'capt', password: 'pw', 'turnstile-response': 'x' })).status).toBe(200);
  });
});

describe('password reset and e-mail verification', () => {
  it('mails a reset token to the matching address only; the token sets the password once', async () => {
    const instance = testInstance();
    await instance.control('emailVerify', { username: 'carol', email: 'carol@example.com' });
    expect((await call(instance, 'request-reset-password', { username: 'carol', email: 'wrong@example.com' })).status).toBe(204);
    expect((await call(instance, 'request-reset-password', { username: 'carol', email: 'carol@example.com' })).status).toBe(204);
    const mails = (await instance.control('mailbox')).body as Array<{ kind: string; code: string }>;
    const resets = mails.filter((m) => m.kind === 'reset');
    expect(resets).toHaveLength(1);
    expect((await call(instance, 'reset-password', { token: resets[0]!.code, password: 'new-pw' })).status).toBe(204);
    expect((await call(instance, 'signin', { username: 'carol', password: 'new-pw' })).status).toBe(200);
    expect((await call(instance, 'reset-password', { token: resets[0]!.code, password: 'x' })).status).toBe(500);
  });

  it('GET /api/verify-email/{code}: 200 once, then 404', async () => {
    const instance = testInstance();
    const { code } = (await instance.control('emailVerify', { username: 'carol' })).body as { code: string };
    expect(authRawRoute(ctxOf(instance), 'GET', `verify-email/${code}`)?.status).toBe(200);
    expect(authRawRoute(ctxOf(instance), 'GET', `verify-email/${code}`)?.status).toBe(404);
    expect(authRawRoute(ctxOf(instance), 'GET', 'notes/timeline')).toBeNull();
  });
});

describe('push subscriptions', () => {
  it('meta carries a real P-256 public key; sw/register and sw/unregister keep the list', async () => {
    const raw = Buffer.from(MOCK_VAPID_PUBLIC_KEY, 'base64url');
    expect(raw).toHaveLength(65);
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
    expect(key.asymmetricKeyType).toBe('ec');
    const instance = testInstance();
    const reg = await call(instance, 'sw/register', { endpoint: 'https://push.example/1', auth: 'a', publickey: 'p' }, 'carol');
    expect(reg.body).toMatchObject({ state: 'subscribed', key: MOCK_VAPID_PUBLIC_KEY, endpoint: 'https://push.example/1' });
    expect((await instance.control('pushSubscriptions')).body).toHaveLength(1);
    expect((await call(instance, 'sw/unregister', { endpoint: 'https://push.example/1' }, 'carol')).status).toBe(204);
    expect((await instance.control('pushSubscriptions')).body).toHaveLength(0);
    await instance.control('auth', { swPublickey: null });
    expect((await call(instance, 'meta', {})).body).toMatchObject({ swPublickey: null });
  });
});
