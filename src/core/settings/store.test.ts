// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../db/database';
import { kvGet } from '../db/kv-store';
import {
  accountSettingsSynced,
  applyRegistryUpdate,
  flushSettings,
  getSetting,
  initSettings,
  resetSetting,
  resetSettingsForTests,
  setSetting,
  settingAtom,
  settingsStore,
  subscribeSetting,
  useSetting,
} from './index';
import { ALICE, BOB, fakeRegistry } from './test-fakes.test-util';

afterEach(async () => {
  await resetSettingsForTests();
  await resetDbForTests({ deleteData: true });
});

/** Simulates a page reload: drop the in-memory state, init again from storage. */
async function reload(opts: Parameters<typeof initSettings>[0]) {
  await flushSettings();
  await resetSettingsForTests();
  await initSettings(opts);
}

describe('settings atoms', () => {
  it('start at the table defaults', async () => {
    await initSettings({ account: null, registry: null });
    expect(getSetting('darkMode')).toBe(true);
    expect(getSetting('tl')).toEqual({ src: 'social', arg: null });
    expect(settingsStore.get(settingAtom('keepCw'))).toBe(true);
  });

  it('are read and written by useSetting', async () => {
    await initSettings({ account: null, registry: null });
    const { result } = renderHook(() => useSetting('nsfw'));
    expect(result.current[0]).toBe('respect');
    act(() => result.current[1]('force'));
    expect(result.current[0]).toBe('force');
    expect(getSetting('nsfw')).toBe('force');
    act(() => result.current[1]((prev) => (prev === 'force' ? 'ignore' : prev)));
    expect(result.current[0]).toBe('ignore');
  });

  it('refuse wrongly typed writes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await initSettings({ account: null, registry: null });
    setSetting('nsfw', 'nope' as never);
    expect(getSetting('nsfw')).toBe('respect');
  });

  it('notify subscribers', async () => {
    await initSettings({ account: null, registry: null });
    const seen: unknown[] = [];
    const off = subscribeSetting('swipeThreshold', (v) => seen.push(v));
    setSetting('swipeThreshold', 20);
    off();
    expect(seen).toEqual([20]);
  });
});

describe('persistence by scope', () => {
  it('keeps device settings under settings:device, with a version, for every account', async () => {
    await initSettings({ account: ALICE, registry: null });
    setSetting('darkMode', false);
    setSetting('sound_note', { type: 'syuilo/n-aec', volume: 0.5 });
    await flushSettings();
    expect(await kvGet('settings:device')).toEqual({
      version: 1,
      values: { darkMode: false, sound_note: { type: 'syuilo/n-aec', volume: 0.5 } },
    });
    await reload({ account: BOB, registry: null });
    expect(getSetting('darkMode')).toBe(false);
    expect(getSetting('sound_note')).toEqual({ type: 'syuilo/n-aec', volume: 0.5 });
  });

  it('keeps deviceAccount settings per account', async () => {
    await initSettings({ account: ALICE, registry: null });
    setSetting('tl', { src: 'local', arg: null });
    await flushSettings();
    expect(await kvGet('settings:deviceAccount:https://one.example:alice')).toEqual({
      version: 1,
      values: { tl: { src: 'local', arg: null } },
    });
    await reload({ account: BOB, registry: null });
    expect(getSetting('tl')).toEqual({ src: 'social', arg: null });
    await reload({ account: ALICE, registry: null });
    expect(getSetting('tl')).toEqual({ src: 'local', arg: null });
  });

  it('keeps visitors’ deviceAccount and account values in memory only', async () => {
    await initSettings({ account: null, registry: null });
    setSetting('tl', { src: 'global', arg: null });
    setSetting('keepCw', false);
    await flushSettings();
    expect(await kvGet('settings:device')).toBeUndefined();
    await reload({ account: null, registry: null });
    expect(getSetting('tl')).toEqual({ src: 'social', arg: null });
  });

  it('drops wrongly typed stored values and resets to the default', async () => {
    await initSettings({ account: null, registry: null });
    setSetting('swipeThreshold', 30);
    setSetting('animation', false);
    await flushSettings();
    resetSetting('swipeThreshold');
    expect(getSetting('swipeThreshold')).toBe(10);
    await flushSettings();
    expect(await kvGet('settings:device')).toEqual({ version: 1, values: { animation: false } });
  });
});

describe('account scope and the registry', () => {
  it('loads from the registry in the background, caches and saves back with scope client/base', async () => {
    const registry = fakeRegistry({ keepCw: false, reactions: ['🍣'], someOtherClientKey: 1, darkMode: false });
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    expect(registry.getAll).toHaveBeenCalledWith(['client', 'base']);
    expect(getSetting('keepCw')).toBe(false);
    expect(getSetting('reactions')).toEqual(['🍣']);
    expect(getSetting('darkMode')).toBe(true); // device keys never come from the registry

    setSetting('showFullAcct', true);
    await flushSettings();
    expect(registry.set).toHaveBeenCalledWith(['client', 'base'], 'showFullAcct', true);
    expect(await kvGet('settings:accountCache:https://one.example:alice')).toEqual({
      version: 1,
      values: { keepCw: false, reactions: ['🍣'], showFullAcct: true },
    });

    // Next start: the cache applies before the registry answers.
    const slow = fakeRegistry();
    slow.getAll.mockReturnValue(new Promise(() => undefined));
    await reload({ account: ALICE, registry: slow });
    expect(getSetting('keepCw')).toBe(false);
    expect(getSetting('showFullAcct')).toBe(true);
  });

  it('ignores wrongly typed and unknown registry values', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = fakeRegistry({ keepCw: 'yes', defaultNoteVisibility: 'everyone', tutorial: 3, nope: true });
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    expect(getSetting('keepCw')).toBe(true);
    expect(getSetting('defaultNoteVisibility')).toBe('public');
    expect(getSetting('tutorial')).toBe(3);
  });

  it('does not let a late registry answer undo a newer local change', async () => {
    const registry = fakeRegistry({ keepCw: false });
    let answer!: (v: Record<string, unknown>) => void;
    registry.getAll.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await initSettings({ account: ALICE, registry });
    setSetting('keepCw', true);
    setSetting('keepCw', false);
    setSetting('keepCw', true);
    answer({ keepCw: false, showAds: false });
    await accountSettingsSynced();
    await flushSettings();
    expect(getSetting('keepCw')).toBe(true);
    expect(getSetting('showAds')).toBe(false);
    expect(registry.data.keepCw).toBe(true);
    // Serialised per key: the last value wins and nothing is sent out of order.
    expect(registry.set.mock.calls.map((call) => call[2])).toEqual([false, true]);
  });

  it('survives a failing registry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = fakeRegistry();
    registry.getAll.mockRejectedValue(new Error('offline'));
    registry.set.mockRejectedValue(new Error('offline'));
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    setSetting('keepCw', false);
    await flushSettings();
    expect(getSetting('keepCw')).toBe(false);
  });

  it('applies registryUpdated events for client/base only', async () => {
    const registry = fakeRegistry();
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    expect(applyRegistryUpdate(['client', 'base'], 'showAds', false)).toBe(true);
    expect(getSetting('showAds')).toBe(false);
    expect(applyRegistryUpdate(['client', 'other'], 'showAds', true)).toBe(false);
    expect(applyRegistryUpdate(['client', 'base'], 'showAds', 'true')).toBe(false);
    expect(applyRegistryUpdate(['client', 'base'], 'darkMode', false)).toBe(false);
    expect(applyRegistryUpdate(['client', 'base'], 'unknownKey', 1)).toBe(false);
    expect(getSetting('showAds')).toBe(false);
    expect(getSetting('darkMode')).toBe(true);
    await flushSettings();
    expect(registry.set).not.toHaveBeenCalled(); // applying an event does not echo it
    expect(await kvGet('settings:accountCache:https://one.example:alice')).toEqual({ version: 1, values: { showAds: false } });
  });
});
