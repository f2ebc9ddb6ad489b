import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import me from '../../../../tests/fixtures/misskey-13.14.2/i.json';
import meta from '../../../../tests/fixtures/misskey-13.14.2/meta.json';
import { resetDbForTests } from '@/core/db/database';
import { ensureCapabilities } from '@/core/capabilities';
import { newQueryClient, renderApp, testSession } from '../../relations/test-app.test-util';
import { SecurityKeys } from './SecurityKeys';

const ALL = ['i', 'meta', 'endpoints', 'i/2fa/register-key', 'i/2fa/key-done', 'i/2fa/update-key', 'i/2fa/remove-key', 'i/2fa/password-less'];
const KEY = { id: 'abc123', name: 'Desk key', lastUsed: '2026-11-20T10:00:00.000Z' };

function serve(endpoints: string[], keys: unknown[] = [KEY], extra: Record<string, unknown> = {}) {
  return testSession((endpoint) => {
    if (endpoint === 'endpoints') return { status: 200, body: endpoints };
    if (endpoint === 'meta') return { status: 200, body: meta };
    if (endpoint === 'i') return { status: 200, body: { ...me, twoFactorEnabled: true, securityKeys: keys.length > 0, securityKeysList: keys, ...extra } };
    return { status: 404, body: { error: { code: 'NO', message: 'no', id: 'x' } } };
  });
}

/** Like the settings route: the capabilities are loaded before the page shows. */
async function show(twoFactor: boolean) {
  const qc = newQueryClient();
  await ensureCapabilities(qc);
  return renderApp(() => <SecurityKeys twoFactor={twoFactor} />, qc);
}

describe('SecurityKeys', () => {
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { create: vi.fn() }, configurable: true });
  });
  afterEach(async () => {
    await resetDbForTests({ deleteData: true }); // the endpoints list is kept per server
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
    localStorage.clear();
  });

  it('lists the keys of `i` with rename, remove and the password-less switch where the server offers them', async () => {
    serve(ALL, [KEY], { usePasswordLessLogin: true });
    await show(true);
    await waitFor(() => expect(document.querySelector('[data-security-key="abc123"]')).not.toBeNull());
    expect(document.querySelector('[data-security-key="abc123"]')!.textContent).toContain('Desk key');
    expect(document.querySelector('[data-action="rename-key"]')).not.toBeNull();
    expect(document.querySelector('[data-action="remove-key"]')).not.toBeNull();
    expect((document.querySelector('[data-action="add-key"]') as HTMLButtonElement).disabled).toBe(false);
    expect((document.querySelector('input[name="passwordless"]') as HTMLInputElement).checked).toBe(true);
  });

  it('hides what the server lacks: no rename without update-key, no password-less switch without its endpoint', async () => {
    serve(ALL.filter((e) => e !== 'i/2fa/update-key' && e !== 'i/2fa/password-less'));
    await show(true);
    await waitFor(() => expect(document.querySelector('[data-security-key="abc123"]')).not.toBeNull());
    expect(document.querySelector('[data-action="rename-key"]')).toBeNull();
    expect(document.querySelector('[data-action="remove-key"]')).not.toBeNull();
    expect(document.querySelector('input[name="passwordless"]')).toBeNull();
  });

  it('says plainly when the server does not offer security keys', async () => {
    serve(ALL.filter((e) => e !== 'i/2fa/register-key'));
    await show(true);
    expect(await screen.findByText('このブラウザーまたはサーバーはセキュリティキーに対応していません。')).toBeTruthy();
    expect(document.querySelector('[data-action="add-key"]')).toBeNull();
  });

  it('asks for the TOTP second factor first', async () => {
    serve(ALL, []);
    await show(false);
    expect(await screen.findByText('先に認証アプリによる二段階認証を設定してください。')).toBeTruthy();
    expect((document.querySelector('[data-action="add-key"]') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('登録されたセキュリティキーはありません')).toBeTruthy();
  });
});
