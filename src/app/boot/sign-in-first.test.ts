// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferDexieOpen, isDbOpenDeferred, releaseDexieOpen, resetDbForTests } from '@/core/db/database';

const calls = vi.hoisted(() => [] as Array<{ token: string; deferredAtCall: boolean }>);
vi.mock('@/core/accounts/sign-in', async () => {
  const db = await import('@/core/db/database');
  return {
    signIn: vi.fn(async (token: string) => {
      calls.push({ token, deferredAtCall: db.isDbOpenDeferred() });
      if (token === 'bad') throw new Error('INVALID_TOKEN');
      return {};
    }),
  };
});

const { signInFirst, wantsSignInFirst } = await import('./sign-in-first');

afterEach(async () => {
  calls.length = 0;
  document.cookie = 'token=; path=/; max-age=0';
  document.body.replaceChildren();
  releaseDexieOpen();
  await resetDbForTests({ deleteData: true });
});

describe('signing in before the app starts (token cookie)', () => {
  it('is wanted with a token cookie and no account, or with ?loginId=', () => {
    expect(wantsSignInFirst('http://x/', null)).toBe(false);
    document.cookie = 'token=abc; path=/';
    expect(wantsSignInFirst('http://x/', null)).toBe(true);
    expect(wantsSignInFirst('http://x/?loginId=b', null)).toBe(true);
  });

  it('lets the database open at once: the account list it writes does not wait for a first note that never comes', async () => {
    deferDexieOpen();
    expect(isDbOpenDeferred()).toBe(true);
    document.cookie = 'token=abc; path=/';
    expect(await signInFirst(null)).toBe(true);
    expect(calls).toEqual([{ token: 'abc', deferredAtCall: false }]);
  });

  it('a refused cookie is cleared and the page says so', async () => {
    deferDexieOpen();
    document.body.innerHTML = '<div id="app"></div>';
    document.cookie = 'token=bad; path=/';
    expect(await signInFirst(null)).toBe(true);
    expect(document.cookie).not.toContain('token=bad');
    expect(document.getElementById('app')?.textContent).not.toBe('');
  });
});
