// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const screens = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((r) => (release = r));
  return { loaded, release: () => release() };
});

vi.mock('@/core/accounts/session', () => ({ getAccount: () => ({ origin: 'https://a.example', id: 'u1', username: 'carol' }) }));
vi.mock('@/core/i18n', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/core/i18n')>()), loadScreenMessages: () => screens.loaded }));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/core/toast/toast-store', () => ({ showToast: (text: string) => void toasts.push(text) }));

afterEach(() => localStorage.clear());

describe('useWelcomeBack', () => {
  it('greets a returning reader once the screens’ messages are there (never with empty words)', async () => {
    localStorage.setItem('lastUsed:https://a.example:u1', String(Date.now() - 80 * 3_600_000));
    const { useWelcomeBack } = await import('./use-welcome-back');
    renderHook(() => useWelcomeBack());
    await Promise.resolve();
    expect(toasts).toEqual([]);
    screens.release();
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toContain('carol');
  });
});
