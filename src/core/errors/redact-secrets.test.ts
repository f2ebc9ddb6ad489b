import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactSecrets, redactText } from './redact-secrets';

describe('redactSecrets', () => {
  it('masks the security page fields (issue 52: currentPassword and newPassword were logged)', () => {
    expect(redactSecrets({ currentPassword: 'hunter2', newPassword: 'correct horse', token: '123456' })).toEqual({
      currentPassword: REDACTED,
      newPassword: REDACTED,
      token: REDACTED,
    });
  });

  it('masks every credential-like field at any depth, in objects, arrays and maps', () => {
    const input = {
      i: 'TOKEN-abcdef',
      username: 'carol',
      nested: { deeper: [{ password: 'p', other: 'kept' }, { appSecret: 's' }] },
      credential: { id: 'cred', response: { clientDataJSON: 'x', attestationObject: 'y' } },
      invitationCode: 'INV-1',
      session: 'miauth-session',
      headers: { Authorization: 'Bearer TOKEN-abcdef', 'Content-Type': 'application/json' },
      smtpPass: 'mail',
      objectStorageSecretKey: 'key',
      current_password: 'snake',
      map: new Map<string, unknown>([['accessToken', 'a'], ['text', 'kept']]),
    };
    expect(redactSecrets(input)).toEqual({
      i: REDACTED,
      username: 'carol',
      nested: { deeper: [{ password: REDACTED, other: 'kept' }, { appSecret: REDACTED }] },
      credential: REDACTED,
      invitationCode: REDACTED,
      session: REDACTED,
      headers: { Authorization: REDACTED, 'Content-Type': 'application/json' },
      smtpPass: REDACTED,
      objectStorageSecretKey: REDACTED,
      current_password: REDACTED,
      map: { accessToken: REDACTED, text: 'kept' },
    });
  });

  it('masks a numeric TOTP code and a sign-up code, but keeps a server error code', () => {
    expect(redactSecrets({ token: 123456 })).toEqual({ token: REDACTED });
    expect(redactSecrets({ code: 'a1b2c3d4' })).toEqual({ code: REDACTED });
    expect(redactSecrets({ error: { code: 'INCORRECT_PASSWORD', id: 'e54c1d7e' } })).toEqual({ error: { code: 'INCORRECT_PASSWORD', id: 'e54c1d7e' } });
  });

  it('leaves empty credential fields as they are and does not touch the input', () => {
    const input = { password: '', token: null, text: 'hello' };
    expect(redactSecrets(input)).toEqual({ password: '', token: null, text: 'hello' });
    expect(input.text).toBe('hello');
  });

  it('scrubs text values too, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { url: 'wss://example.com/streaming?i=abcdefgh&x=1' };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ url: `wss://example.com/streaming?i=${REDACTED}&x=1`, self: '[circular]' });
  });

  it('masks a known secret (the account token) wherever it appears', () => {
    expect(redactSecrets({ note: 'my token is abcdefgh12345678!' }, ['abcdefgh12345678'])).toEqual({ note: `my token is ${REDACTED}!` });
  });
});

describe('redactText', () => {
  it('masks tokens in URL query strings, Bearer credentials and secret JSON pairs', () => {
    expect(redactText('GET https://h.example/api/x?foo=1&token=SECRET&i=ABC#top')).toBe(`GET https://h.example/api/x?foo=1&token=${REDACTED}&i=${REDACTED}#top`);
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('{"username":"carol","newPassword":"p\\"w","token":123456,"code":"NO_SUCH_USER"}')).toBe(
      `{"username":"carol","newPassword":"${REDACTED}","token":"${REDACTED}","code":"NO_SUCH_USER"}`,
    );
  });

  it('keeps ordinary text', () => {
    expect(redactText('Reading ?page=2 of the timeline')).toBe('Reading ?page=2 of the timeline');
  });
});

describe('isSecretName', () => {
  it('knows credential names in any spelling and leaves ordinary ones', () => {
    for (const name of ['password', 'PASSWORD', 'new-password', 'accessToken', 'api_key', 'privateKey', 'secret', 'authorization', 'cookie', 'totp', 'backupCodes', 'sessionId', 'hcaptcha-response'])
      expect(isSecretName(name), name).toBe(true);
    for (const name of ['username', 'text', 'visibility', 'noteId', 'host', 'name']) expect(isSecretName(name), name).toBe(false);
  });
});
