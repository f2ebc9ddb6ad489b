import { describe, expect, it } from 'vitest';
import { hotkeyAction, type HotkeyInput } from './hotkey-action';
import { colorScheme } from './use-color-scheme';

const key = (k: string, over: Partial<HotkeyInput> = {}): HotkeyInput => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, typingOrHandled: false, signedIn: true, darkModeSynced: false, ...over });

describe('hotkeyAction', () => {
  it.each([
    ['d', key('d'), 'toggleDarkMode'],
    ['d while following the device', key('d', { darkModeSynced: true }), null],
    ['s', key('s'), 'search'],
    ['s signed out', key('s', { signedIn: false }), 'search'],
    ['p', key('p'), 'post'],
    ['n', key('n'), 'post'],
    ['n signed out', key('n', { signedIn: false }), null],
    ['ctrl+s is the browser’s', key('s', { ctrlKey: true }), null],
    ['typing', key('d', { typingOrHandled: true }), null],
    ['? lists the keys', key('?'), 'help'],
    ['? while typing', key('?', { typingOrHandled: true }), null],
    ['other keys', key('x'), null],
  ] as const)('%s', (_n, input, expected) => expect(hotkeyAction(input)).toBe(expected));
});

describe('colorScheme', () => {
  it('follows the setting, or the device when synced', () => {
    expect(colorScheme(true, false, false)).toBe('dark');
    expect(colorScheme(false, false, true)).toBe('light');
    expect(colorScheme(false, true, true)).toBe('dark');
    expect(colorScheme(true, true, false)).toBe('light');
  });
});
