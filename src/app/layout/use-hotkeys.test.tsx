import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePostForm, getPostFormRequest } from '@/core/post-form/post-form-store';
import { getSetting, resetSettingsForTests, setSetting } from '@/core/settings';
import { closeShortcutHelp, getShortcutHelpOpen } from './shortcut-help/help-store';
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

  it('does nothing while a modal is open, even with the focus left on the page behind it', async () => {
    await resetSettingsForTests();
    setSetting('syncDeviceDarkMode', false);
    const { unmount } = renderHook(() => useGlobalHotkeys(true, vi.fn()));
    const dark = getSetting('darkMode');
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    (document.activeElement as HTMLElement | null)?.blur();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
    expect(getSetting('darkMode')).toBe(dark);
    expect(getPostFormRequest()).toBeNull();
    dialog.remove();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
    expect(getPostFormRequest()).toEqual({});
    unmount();
  });

  it('? opens the shortcut help', () => {
    const { unmount } = renderHook(() => useGlobalHotkeys(true, vi.fn()));
    expect(getShortcutHelpOpen()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '?', shiftKey: true }));
    expect(getShortcutHelpOpen()).toBe(true);
    closeShortcutHelp();
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
