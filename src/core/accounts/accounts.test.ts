// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAccountInMemoryOnly, readCurrentAccount, readSavedAccounts, writeCurrentAccount, writeSavedAccounts } from './account-storage';
import { setInPlaceSignIn, type InPlaceSignIn } from './in-place-sign-in';
import { startSession } from './session';
import { signIn, SignInNotKept } from './sign-in';
import { signOut } from './sign-out';
import { readTokenCookie, setTokenCookie } from './token-cookie';
import type { PageNavigation } from './navigation';

const ORIGIN = 'http://localhost:3000';

function server(users: Record<string, { id: string; username: string; isAdmin?: boolean }>) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const f = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse((init?.body as string) ?? '{}') as Record<string, unknown>;
    calls.push({ url, body });
    if (url.endsWith('/api/i')) {
      const u = users[String(body.i)];
      if (!u) return new Response(JSON.stringify({ error: { code: 'AUTHENTICATION_FAILED', message: 'auth', id: 'b0a7f5f8' } }), { status: 401 });
      return new Response(JSON.stringify({ ...u, isModerator: false }), { status: 200 });
    }
    if (url.endsWith('/api/sw/unregister')) return new Response(null, { status: 204 });
    return new Response('{}', { status: 404 });
  });
  return { fetch: f as unknown as typeof fetch, calls };
}

function nav() {
  const n = { reload: vi.fn<() => void>(), assign: vi.fn<(url: string) => void>() };
  return n satisfies PageNavigation;
}

describe('sign-in', () => {
  beforeEach(async () => {
    await writeSavedAccounts([]);
  });

  it('fetches the account, stores it, sets the cookie, saves it, tells other tabs and reloads', async () => {
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    const n = nav();
    const messages: unknown[] = [];
    const listener = new BroadcastChannel('misskey-client');
    listener.onmessage = (ev) => messages.push(ev.data);

    await signIn('TOK', ORIGIN, { fetch: s.fetch, navigation: n, pageOrigin: ORIGIN });

    expect(s.calls[0]?.url).toBe(`${ORIGIN}/api/i`);
    expect(readCurrentAccount()).toEqual({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false, tokenKind: 'unknown' });
    expect(readTokenCookie()).toBe('TOK');
    expect(await readSavedAccounts()).toEqual([{ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', tokenKind: 'unknown' }]);
    expect(n.reload).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(messages).toContainEqual({ msg: { type: 'reload' }, at: expect.any(Number) }));
    listener.close();
  });

  it('a start-up sign-in whose account localStorage refuses stays on the page with the account in memory (no reload loop)', async () => {
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    const n = nav();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const outcome = await signIn('TOK', ORIGIN, { fetch: s.fetch, navigation: n, pageOrigin: ORIGIN, automatic: true });
      expect(outcome.stayed).toBe(true);
      expect(n.reload).not.toHaveBeenCalled();
      expect(n.assign).not.toHaveBeenCalled();
      expect(isAccountInMemoryOnly()).toBe(true);
      expect(readCurrentAccount()?.id).toBe('u1');
    } finally {
      setItem.mockRestore();
      writeCurrentAccount(null);
    }
    expect(isAccountInMemoryOnly()).toBe(false);
    expect(readCurrentAccount()).toBeNull();
  });

  it('goes to the given URL instead of reloading', async () => {
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    const n = nav();
    await signIn('TOK', ORIGIN, { fetch: s.fetch, navigation: n, pageOrigin: ORIGIN, redirect: '/settings' });
    expect(n.assign).toHaveBeenCalledWith('/settings');
    expect(n.reload).not.toHaveBeenCalled();
  });

  it('an account on another server sets no cookie here', async () => {
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    await signIn('TOK', 'https://elsewhere.example', { fetch: s.fetch, navigation: nav(), pageOrigin: ORIGIN });
    expect(readTokenCookie()).toBeNull();
    expect(readCurrentAccount()?.origin).toBe('https://elsewhere.example');
  });

  it('a rejected token stores nothing', async () => {
    const s = server({});
    const n = nav();
    await expect(signIn('BAD', ORIGIN, { fetch: s.fetch, navigation: n, pageOrigin: ORIGIN })).rejects.toMatchObject({ status: 401 });
    expect(readCurrentAccount()).toBeNull();
    expect(await readSavedAccounts()).toEqual([]);
    expect(n.reload).not.toHaveBeenCalled();
  });
});

describe('sign-in without a reload', () => {
  const carol = { id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false, tokenKind: 'unknown' as const };
  let switched: Array<Parameters<InPlaceSignIn>>;

  beforeEach(async () => {
    await writeSavedAccounts([]);
    writeCurrentAccount(null);
    switched = [];
    setInPlaceSignIn(async (...args) => {
      switched.push(args);
    });
  });
  afterEach(() => {
    setInPlaceSignIn(null);
    vi.unstubAllEnvs();
    startSession(null);
  });

  it('a visitor of the same server switches in place: stored, saved, other tabs told, no reload', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    startSession(null);
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    const n = nav();
    const messages: unknown[] = [];
    const listener = new BroadcastChannel('misskey-client');
    listener.onmessage = (ev) => messages.push(ev.data);

    await signIn('TOK', ORIGIN, { fetch: s.fetch, navigation: n, pageOrigin: ORIGIN, redirect: '/my/notifications' });

    expect(switched).toHaveLength(1);
    expect(switched[0]![0]).toEqual(carol);
    expect(switched[0]![1]).toMatchObject({ id: 'u1', username: 'carol' });
    expect(switched[0]![2]).toBe('/my/notifications');
    expect(n.reload).not.toHaveBeenCalled();
    expect(n.assign).not.toHaveBeenCalled();
    expect(readCurrentAccount()).toEqual(carol);
    expect(await readSavedAccounts()).toEqual([{ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', tokenKind: 'unknown' }]);
    await vi.waitFor(() => expect(messages).toContainEqual({ msg: { type: 'reload' }, at: expect.any(Number) }));
    listener.close();
  });

  it('switching from a signed-in account reloads', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    startSession({ ...carol, id: 'u9', token: 'OTHER', username: 'bob' });
    const n = nav();
    await signIn('TOK', ORIGIN, { fetch: server({ TOK: { id: 'u1', username: 'carol' } }).fetch, navigation: n, pageOrigin: ORIGIN });
    expect(switched).toEqual([]);
    expect(n.reload).toHaveBeenCalledOnce();
  });

  it('an account on another server than the visitor page’s reloads', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    startSession(null);
    const n = nav();
    await signIn('TOK', 'https://elsewhere.example', { fetch: server({ TOK: { id: 'u1', username: 'carol' } }).fetch, navigation: n, pageOrigin: ORIGIN, redirect: '/' });
    expect(switched).toEqual([]);
    expect(n.assign).toHaveBeenCalledWith('/');
  });

  it('an account on another server that localStorage refuses: a visitor page follows it in place (a reload would forget it)', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    startSession(null);
    const n = nav();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await signIn('TOK', 'https://elsewhere.example', { fetch: server({ TOK: { id: 'u1', username: 'carol' } }).fetch, navigation: n, pageOrigin: ORIGIN, redirect: '/' });
      expect(switched).toHaveLength(1);
      expect(switched[0]![0]).toMatchObject({ id: 'u1', origin: 'https://elsewhere.example' });
      expect(switched[0]![2]).toBe('/');
      expect(n.reload).not.toHaveBeenCalled();
      expect(n.assign).not.toHaveBeenCalled();
      expect(isAccountInMemoryOnly()).toBe(true);
    } finally {
      setItem.mockRestore();
      error.mockRestore();
      writeCurrentAccount(null);
    }
  });

  it('an account on another server that localStorage refuses, on a page that cannot follow it in place: nothing switches, no reload, SignInNotKept', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    const bob = { ...carol, id: 'u9', token: 'OTHER', username: 'bob' };
    startSession(bob);
    const n = nav();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // bob's page runs from memory (his account could not be stored either).
      writeCurrentAccount(bob);
      const signing = signIn('TOK', 'https://elsewhere.example', { fetch: server({ TOK: { id: 'u1', username: 'carol' } }).fetch, navigation: n, pageOrigin: ORIGIN });
      await expect(signing).rejects.toBeInstanceOf(SignInNotKept);
      await expect(signing).rejects.toMatchObject({ origin: 'https://elsewhere.example' });
      expect(switched).toEqual([]);
      expect(n.reload).not.toHaveBeenCalled();
      expect(n.assign).not.toHaveBeenCalled();
      // The page's own account stays the current one (sign-out still signs bob out).
      expect(readCurrentAccount()).toEqual(bob);
    } finally {
      setItem.mockRestore();
      error.mockRestore();
      writeCurrentAccount(null);
    }
  });

  it('a failed in-place switch falls back to the reload', async () => {
    vi.stubEnv('VITE_SERVER_ORIGIN', ORIGIN);
    startSession(null);
    setInPlaceSignIn(() => Promise.reject(new Error('router gone')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const n = nav();
    await signIn('TOK', ORIGIN, { fetch: server({ TOK: { id: 'u1', username: 'carol' } }).fetch, navigation: n, pageOrigin: ORIGIN });
    expect(n.reload).toHaveBeenCalledOnce();
    expect(readCurrentAccount()).toEqual(carol);
    error.mockRestore();
  });
});

describe('sign-out', () => {
  beforeEach(async () => {
    await writeSavedAccounts([]);
  });

  it('removes the account, unregisters push, clears the cookie and goes to / when none remain', async () => {
    const s = server({ TOK: { id: 'u1', username: 'carol' } });
    writeCurrentAccount({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    await writeSavedAccounts([{ id: 'u1', token: 'TOK', origin: ORIGIN }]);
    setTokenCookie('TOK');
    const n = nav();

    await signOut({ fetch: s.fetch, navigation: n, getPushEndpoint: async () => 'https://push.example/abc' });

    expect(readCurrentAccount()).toBeNull();
    expect(await readSavedAccounts()).toEqual([]);
    expect(readTokenCookie()).toBeNull();
    const unregister = s.calls.find((c) => c.url.endsWith('/api/sw/unregister'));
    expect(unregister?.body).toEqual({ endpoint: 'https://push.example/abc', i: 'TOK' });
    expect(n.assign).toHaveBeenCalledWith('/');
  });

  it('does not call sw/unregister without a push subscription', async () => {
    const s = server({});
    writeCurrentAccount({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    await signOut({ fetch: s.fetch, navigation: nav(), getPushEndpoint: async () => null });
    expect(s.calls.some((c) => c.url.endsWith('/api/sw/unregister'))).toBe(false);
  });

  it('switches to the first remaining account', async () => {
    const s = server({ TOK2: { id: 'u2', username: 'bob' } });
    writeCurrentAccount({ id: 'u1', token: 'TOK', origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    await writeSavedAccounts([
      { id: 'u1', token: 'TOK', origin: ORIGIN },
      { id: 'u2', token: 'TOK2', origin: ORIGIN },
    ]);
    const n = nav();
    await signOut({ fetch: s.fetch, navigation: n, getPushEndpoint: async () => null, pageOrigin: ORIGIN });
    expect(readCurrentAccount()?.username).toBe('bob');
    expect(n.reload).toHaveBeenCalledOnce();
    expect(n.assign).not.toHaveBeenCalled();
  });
});
