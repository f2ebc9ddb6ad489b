import { describe, expect, it } from 'vitest';
import { SECURE_ENDPOINTS as MOCK_SECURE_ENDPOINTS } from '../../../mocks/instance/auth/endpoint-kinds';
import { computeCapabilities } from './capabilities';
import { SECURE_ENDPOINTS } from './secure-endpoints';
import { tokenMay } from './token-access';

describe('what a token may call', () => {
  it('an app token (MiAuth, legacy app, or a pasted token once refused) is kept from the secure endpoints', () => {
    for (const kind of ['miauth', 'app', 'refused'] as const) {
      expect(tokenMay(kind, 'i/registry/get-all'), kind).toBe(false);
      expect(tokenMay(kind, 'i/registry/set'), kind).toBe(false);
      expect(tokenMay(kind, 'i/change-password'), kind).toBe(false);
      expect(tokenMay(kind, 'i/signin-history'), kind).toBe(false);
      expect(tokenMay(kind, 'i/2fa/register'), kind).toBe(false);
      expect(tokenMay(kind, 'notes/create'), kind).toBe(true);
      expect(tokenMay(kind, 'i/update'), kind).toBe(true);
      expect(tokenMay(kind, 'notes/timeline'), kind).toBe(true);
    }
  });

  it("the account's own credential, and a pasted token not yet refused, may call them", () => {
    for (const kind of ['native', 'unknown'] as const) {
      expect(tokenMay(kind, 'i/registry/get-all'), kind).toBe(true);
      expect(tokenMay(kind, 'i/change-password'), kind).toBe(true);
    }
  });

  it('is a named capability: registry, tokenMay and may (the server has it and the token may call it)', () => {
    const endpoints = ['notes/create', 'i/pin', 'i/registry/get-all', 'i/change-password'];
    const miauth = computeCapabilities({ version: '13.14.2' }, endpoints, 'miauth');
    expect(miauth).toMatchObject({ tokenKind: 'miauth', registry: false });
    expect(miauth.tokenMay.changePassword).toBe(false);
    expect(miauth.may.changePassword).toBe(false);
    expect(miauth.may.pin).toBe(true);
    const native = computeCapabilities({ version: '13.14.2' }, endpoints, 'native');
    expect(native).toMatchObject({ tokenKind: 'native', registry: true });
    expect(native.may.changePassword).toBe(true);
    expect(native.may.accountMove).toBe(false); // not on this server
    // Without a kind (a visitor, the remote-server probe) nothing is held back.
    expect(computeCapabilities({ version: '13.14.2' }, endpoints).registry).toBe(true);
  });

  it('knows the same secure endpoints the mock refuses to app tokens', () => {
    expect([...SECURE_ENDPOINTS].sort()).toEqual([...MOCK_SECURE_ENDPOINTS].sort());
  });
});
