import { describe, expect, it } from 'vitest';
import { base64urlToBytes, bytesToHex, creationOptions, isKeyChallenge, keyDoneParams, securityKeysOf } from './webauthn';

describe('WebAuthn registration helpers', () => {
  it('decodes the server challenge (base64url, no padding)', () => {
    expect([...base64urlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64urlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect(bytesToHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });

  it('asks for an ES256 key for this host with the server challenge and the user', () => {
    const o = creationOptions({ challenge: { challengeId: 'c1', challenge: 'AQID' }, hostname: 'localhost', rpName: 'Mock', user: { id: 'u1', username: 'carol', name: null } });
    expect(o.rp).toEqual({ id: 'localhost', name: 'Mock' });
    expect(o.pubKeyCredParams).toEqual([{ type: 'public-key', alg: -7 }]);
    expect([...(o.challenge as Uint8Array)]).toEqual([1, 2, 3]);
    expect(o.user.displayName).toBe('carol');
    expect(new TextDecoder().decode(o.user.id as Uint8Array)).toBe('u1');
  });

  it('turns the attestation into key-done parameters (text client data, hex attestation)', () => {
    const clientData = new TextEncoder().encode('{"type":"webauthn.create"}');
    const credential = { response: { clientDataJSON: clientData.buffer, attestationObject: new Uint8Array([0xa1, 0x00]).buffer } } as unknown as Credential;
    expect(keyDoneParams(credential, { challengeId: 'c1', challenge: 'x' }, 'pw', 'Key')).toEqual({
      password: 'pw',
      name: 'Key',
      challengeId: 'c1',
      clientDataJSON: '{"type":"webauthn.create"}',
      attestationObject: 'a100',
    });
    expect(keyDoneParams(null, { challengeId: 'c1', challenge: 'x' }, 'pw', 'Key')).toBeNull();
  });

  it('reads the key list and challenge answers defensively', () => {
    expect(securityKeysOf({ securityKeysList: [{ id: 'a', name: 'A', lastUsed: '2026-01-01T00:00:00Z' }, { name: 'no id' }, 'x'] })).toEqual([{ id: 'a', name: 'A', lastUsed: '2026-01-01T00:00:00Z' }]);
    expect(securityKeysOf({})).toEqual([]);
    expect(securityKeysOf(undefined)).toEqual([]);
    expect(isKeyChallenge({ challengeId: 'c', challenge: 'x' })).toBe(true);
    expect(isKeyChallenge({ challengeId: 'c' })).toBe(false);
  });
});
