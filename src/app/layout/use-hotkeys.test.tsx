import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePostForm, getPostFormRequest } from '@/core/post-form/post-form-store';
import { getSetting, resetSettingsForTests, setSetting } from '@/core/settings';
import { useGlobalHotkeys } from './use-hotkeys';

afterEach(() => {
  closePostForm();
  delete window.__early;
});

describe('global hotkeys', () => {
  it('n opens the post form; d toggles dark mode', async () => {
    await resetSettingsForTests();
    setSetting('syncDeviceDarkMode', false);
    const { unmount } = renderHook(() => useGlobalHotkeys(true, vi.fn()));
    const dark = getSetting('darkMode');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }));
    expect(getSetting('darkMode')).toBe(!dark);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true }));
    expect(getPostFormRequest()).toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
    expect(getPostFormRequest()).toEqual({});
    unmount();
  });

  it('acts on keys pressed while the start picture was up, in order, until one opens something', async () => {
    await resetSettingsForTests();
    setSetting('syncDeviceDarkMode', false);
    const dark = getSetting('darkMode');
    const takeKeys = vi.fn(() => ['x', 'd', 'n', 'd']);
    window.__early = { config: null, entries: [], snapshot: null, takeKeys };
    const { unmount } = renderHook(() => useGlobalHotkeys(true, vi.fn()));
    expect(takeKeys).toHaveBeenCalledOnce();
    expect(getSetting('darkMode')).toBe(!dark); // the first d only
    expect(getPostFormRequest()).toEqual({});
    unmount();
  });

  it('a visitor’s early n opens nothing', async () => {
    await resetSettingsForTests();
    window.__early = { config: null, entries: [], snapshot: null, takeKeys: () => ['n'] };
    const { unmount } = renderHook(() => useGlobalHotkeys(false, vi.fn()));
    expect(getPostFormRequest()).toBeNull();
    unmount();
  });
});
