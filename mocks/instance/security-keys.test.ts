import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, testInstance } from '../test-utils/setup';
import { authState } from './auth/state';
import { decodeCbor, sameServer } from './security-keys';
import { userNamed } from '../test-utils/setup';

/** A minimal CBOR writer for the test's attestation objects. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error('unsupported');
}

function makeCredential(opts: { challenge: string; origin: string; rpId?: string; alg?: number; type?: string }) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(new Map<number, unknown>([[1, 2], [3, opts.alg ?? -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    createHash('sha256').update(opts.rpId ?? new URL(opts.origin).hostname).digest(),
    Buffer.from([0x41]), // user present + attested credential data
    Buffer.alloc(4), // sign count
    Buffer.alloc(16), // aaguid
    idLength,
    credentialId,
    cose,
  ]);
  const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]])).toString('hex');
  const clientDataJSON = JSON.stringify({ type: opts.type ?? 'webauthn.create', challenge: opts.challenge, origin: opts.origin, crossOrigin: false });
  return { attestationObject, clientDataJSON, credentialIdHex: credentialId.toString('hex') };
}

async function withTotp(instance: ReturnType<typeof testInstance>, username: string) {
  authState(instance.state).totpSecrets.set(userNamed(instance, username).id, 'JBSWY3DPEHPK3PXP');
}

describe('security keys (i/2fa/*-key, password-less)', () => {
  it('register-key needs the password and two-factor first (server errors, like 13.14)', async () => {
    const instance = testInstance();
    expect((await call(instance, 'i/2fa/register-key', { password: 'password' }, 'carol')).status).toBe(500);
    await withTotp(instance, 'carol');
    expect((await call(instance, 'i/2fa/register-key', { password: 'nope' }, 'carol')).status).toBe(500);
    const r = await call(instance, 'i/2fa/register-key', { password: 'password' }, 'carol');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ challengeId: expect.any(String), challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('key-done stores the key; i lists it; update-key renames; remove-key (with the password) removes', async () => {
    const instance = testInstance();
    await withTotp(instance, 'carol');
    const { challengeId, challenge } = (await call(instance, 'i/2fa/register-key', { password: 'password' }, 'carol')).body as { challengeId: string; challenge: string };
    const cred = makeCredential({ challenge, origin: 'http://localhost:3000' });
    const done = await call(instance, 'i/2fa/key-done', { password: 'password', name: 'Yubi', challengeId, clientDataJSON: cred.clientDataJSON, attestationObject: cred.attestationObject }, 'carol');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: cred.credentialIdHex, name: 'Yubi' });
    const me = (await call(instance, 'i', {}, 'carol')).body as Record<string, unknown>;
    expect(me).toMatchObject({ twoFactorEnabled: true, securityKeys: true, securityKeysList: [{ id: cred.credentialIdHex, name: 'Yubi', lastUsed: expect.any(String) }] });
    // The challenge is single-use.
    expect((await call(instance, 'i/2fa/key-done', { password: 'password', name: 'Again', challengeId, clientDataJSON: cred.clientDataJSON, attestationObject: cred.attestationObject }, 'carol')).status).toBe(500);

    expect((await call(instance, 'i/2fa/update-key', { credentialId: cred.credentialIdHex, name: 'Desk key' }, 'carol')).status).toBe(200);
    expect((await call(instance, 'i/2fa/update-key', { credentialId: cred.credentialIdHex, name: 'Mine now' }, 'alice')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await call(instance, 'i/2fa/update-key', { credentialId: 'ffff', name: 'x' }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_KEY' } });
    expect((await call(instance, 'i/2fa/update-key', { credentialId: cred.credentialIdHex, name: '' }, 'carol')).status).toBe(400);
    expect(((await call(instance, 'i', {}, 'carol')).body as { securityKeysList: Array<{ name: string }> }).securityKeysList[0]!.name).toBe('Desk key');

    expect((await call(instance, 'i/2fa/password-less', { value: true }, 'carol')).status).toBe(204);
    expect(((await call(instance, 'i', {}, 'carol')).body as { usePasswordLessLogin: boolean }).usePasswordLessLogin).toBe(true);

    expect((await call(instance, 'i/2fa/remove-key', { credentialId: cred.credentialIdHex, password: 'wrong' }, 'carol')).body).toMatchObject({ error: { code: 'INCORRECT_PASSWORD' } });
    expect((await call(instance, 'i/2fa/remove-key', { credentialId: cred.credentialIdHex, password: 'password' }, 'carol')).status).toBe(200);
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ securityKeys: false, securityKeysList: [], usePasswordLessLogin: false });
  });

  it('password-less needs a key', async () => {
    const instance = testInstance();
    await withTotp(instance, 'carol');
    expect((await call(instance, 'i/2fa/password-less', { value: true }, 'carol')).body).toMatchObject({ error: { code: 'NO_SECURITY_KEY' } });
    expect((await call(instance, 'i/2fa/password-less', { value: false }, 'carol')).status).toBe(204);
  });

  it('refuses a wrong challenge, another origin, a wrong RP id, a get assertion and another algorithm', async () => {
    const instance = testInstance();
    await withTotp(instance, 'carol');
    const attempt = async (make: (challenge: string) => ReturnType<typeof makeCredential>) => {
      const { challengeId, challenge } = (await call(instance, 'i/2fa/register-key', { password: 'password' }, 'carol')).body as { challengeId: string; challenge: string };
      const cred = make(challenge);
      return call(instance, 'i/2fa/key-done', { password: 'password', name: 'k', challengeId, clientDataJSON: cred.clientDataJSON, attestationObject: cred.attestationObject }, 'carol');
    };
    expect((await attempt(() => makeCredential({ challenge: 'other', origin: 'http://127.0.0.1:3000' }))).status).toBe(500);
    expect((await attempt((c) => makeCredential({ challenge: c, origin: 'https://evil.example' }))).status).toBe(500);
    expect((await attempt((c) => makeCredential({ challenge: c, origin: 'http://127.0.0.1:3000', rpId: 'evil.example' }))).status).toBe(500);
    expect((await attempt((c) => makeCredential({ challenge: c, origin: 'http://127.0.0.1:3000', type: 'webauthn.get' }))).status).toBe(500);
    expect((await attempt((c) => makeCredential({ challenge: c, origin: 'http://127.0.0.1:3000', alg: -257 }))).status).toBe(500);
    expect((await attempt((c) => makeCredential({ challenge: c, origin: 'http://127.0.0.1:3000' }))).status).toBe(200);
  });

  it('reads CBOR and knows loopback aliases of the same server', () => {
    expect(decodeCbor(new Uint8Array([0xa1, 0x63, 0x66, 0x6d, 0x74, 0x64, 0x6e, 0x6f, 0x6e, 0x65])).value).toEqual(new Map([['fmt', 'none']]));
    expect(sameServer('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(true);
    expect(sameServer('http://127.0.0.1:3000', 'http://localhost:3001')).toBe(false);
    expect(sameServer('https://a.example', 'https://b.example')).toBe(false);
  });
});
