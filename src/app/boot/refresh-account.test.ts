// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialogs } from '@/core/dialogs/dialog-store';
import { readCurrentAccount } from '@/core/accounts/account-storage';
import { refreshAccount, SUSPENDED_ERROR_ID } from './refresh-account';

const signOut = vi.fn(async () => undefined);
vi.mock('@/core/accounts/sign-out', () => ({ signOut: () => signOut() }));

const account = { id: 'u1', token: 'TOK', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false };

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

/** Closes the dialog that is open now, as a user pressing OK would. */
async function pressOk() {
  await vi.waitFor(() => expect(getDialogs()).toHaveLength(1));
  const dialog = getDialogs()[0]!;
  dialog.resolve({ canceled: false, value: true });
  return dialog.request;
}

describe('refreshAccount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut.mockClear();
  });

  it('keeps the stored account fresh and fills the me query', async () => {
    answer(200, { id: 'u1', username: 'carol', isAdmin: true, isModerator: false });
    localStorage.setItem('account', JSON.stringify(account));
    const qc = new QueryClient();
    await refreshAccount(account, qc);
    expect(readCurrentAccount()?.isAdmin).toBe(true);
    expect(qc.getQueryData([account.origin, 'u1', 'i'])).toMatchObject({ username: 'carol' });
  });

  it('does not bring back an account signed out (or switched) while `i` was on its way', async () => {
    answer(200, { id: 'u1', username: 'carol', isAdmin: true, isModerator: false });
    localStorage.removeItem('account');
    await refreshAccount(account, new QueryClient());
    expect(readCurrentAccount()).toBeNull();
    const other = { ...account, id: 'u2', username: 'dave' };
    localStorage.setItem('account', JSON.stringify(other));
    await refreshAccount(account, new QueryClient());
    expect(readCurrentAccount()?.id).toBe('u2');
  });

  it('a suspended account is told so, then signed out', async () => {
    answer(403, { error: { code: 'YOUR_ACCOUNT_SUSPENDED', message: 'suspended', id: SUSPENDED_ERROR_ID } });
    const done = refreshAccount(account, new QueryClient());
    const shown = await pressOk();
    await done;
    expect(shown).toMatchObject({ kind: 'info', type: 'error' });
    expect((shown as { title?: string }).title).toBe('アカウントが凍結されています');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('any other failure shows the error as JSON and keeps the account', async () => {
    answer(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error occurred.', id: 'e1' } });
    const done = refreshAccount(account, new QueryClient());
    const shown = (await pressOk()) as { title?: string; text?: string };
    await done;
    expect(shown.text).toContain('"code": "INTERNAL_ERROR"');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('offline: no error dialog; the account is read again once the browser is back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    localStorage.setItem('account', JSON.stringify(account));
    const qc = new QueryClient();
    await refreshAccount(account, qc);
    expect(getDialogs()).toHaveLength(0);
    onLine.mockReturnValue(true);
    answer(200, { id: 'u1', username: 'carol', isAdmin: false, isModerator: true });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(qc.getQueryData([account.origin, 'u1', 'i'])).toMatchObject({ isModerator: true }));
    expect(readCurrentAccount()?.isModerator).toBe(true);
    expect(getDialogs()).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('online, no answer at all is still said (the server is unreachable, not the browser offline)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const done = refreshAccount(account, new QueryClient());
    const shown = (await pressOk()) as { text?: string };
    await done;
    expect(shown.text).toContain('network');
  });
});
