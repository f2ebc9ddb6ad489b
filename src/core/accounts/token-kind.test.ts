// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentAccount, readSavedAccounts, writeCurrentAccount, writeSavedAccounts } from './account-storage';
import type { StoredAccount } from './account-types';
import { signIn } from './sign-in';
import { readTokenKind } from './token-kind';
import { learnTokenRefused, resetLearntTokenKindsForTests, tokenKindOf } from './token-kind-state';

const ORIGIN = 'http://localhost:3000';
const carol = (tokenKind?: StoredAccount['tokenKind']): StoredAccount => ({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false, ...(tokenKind ? { tokenKind } : {}) });

function server() {
  const f = vi.fn(async (url: string) => (url.endsWith('/api/i') ? new Response(JSON.stringify({ id: 'u1', username: 'carol' }), { status: 200 }) : new Response('{}', { status: 404 })));
  return f as unknown as typeof fetch;
}
const navigation = () => ({ reload: vi.fn<() => void>(), assign: vi.fn<(url: string) => void>() });

beforeEach(async () => {
  localStorage.clear();
  resetLearntTokenKindsForTests();
  await writeSavedAccounts([]);
});
afterEach(() => resetLearntTokenKindsForTests());

describe('token kind', () => {
  it('reads anything absent or strange as unknown (accounts stored before kinds were kept)', () => {
    expect(readTokenKind(undefined)).toBe('unknown');
    expect(readTokenKind('root')).toBe('unknown');
    expect(readTokenKind('miauth')).toBe('miauth');
    localStorage.setItem('account', JSON.stringify({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol' }));
    expect(readCurrentAccount()?.tokenKind).toBe('unknown');
  });

  it('is stored with the account at sign-in and kept when switching back to it from the saved list', async () => {
    await signIn('TOK', ORIGIN, { fetch: server(), navigation: navigation(), pageOrigin: ORIGIN, tokenKind: 'miauth' });
    expect(readCurrentAccount()?.tokenKind).toBe('miauth');
    expect((await readSavedAccounts())[0]?.tokenKind).toBe('miauth');
    writeCurrentAccount(null);
    // Switching accounts signs in with the saved token and no kind: the saved kind is used.
    await signIn('TOK', ORIGIN, { fetch: server(), navigation: navigation(), pageOrigin: ORIGIN });
    expect(readCurrentAccount()?.tokenKind).toBe('miauth');
    // A different token for the same account (a password sign-in) carries its own kind.
    await signIn('OTHER', ORIGIN, { fetch: server(), navigation: navigation(), pageOrigin: ORIGIN, tokenKind: 'native' });
    expect(readCurrentAccount()?.tokenKind).toBe('native');
  });

  it('a pasted token refused once is remembered as an app token, on this page and in storage', async () => {
    const account = carol('unknown');
    writeCurrentAccount(account);
    await writeSavedAccounts([{ id: 'u1', token: 'TOK', origin: ORIGIN, tokenKind: 'unknown' }]);
    expect(tokenKindOf(account)).toBe('unknown');
    learnTokenRefused(account);
    expect(tokenKindOf(account)).toBe('refused');
    expect(readCurrentAccount()?.tokenKind).toBe('refused');
    await vi.waitFor(async () => expect((await readSavedAccounts())[0]?.tokenKind).toBe('refused'));
  });

  it('only an unknown kind learns; a visitor counts as native', () => {
    for (const kind of ['native', 'miauth', 'app'] as const) {
      const account = carol(kind);
      writeCurrentAccount(account);
      learnTokenRefused(account);
      expect(tokenKindOf(account)).toBe(kind);
      expect(readCurrentAccount()?.tokenKind).toBe(kind);
    }
    expect(tokenKindOf(null)).toBe('native');
  });
});
