// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../db/database';
import { SETTINGS_CHANNEL_NAME, SETTINGS_SYNC_STORAGE_KEY, type SettingsSyncMessage } from './cross-tab';
import { flushSettings, getSetting, initSettings, resetSettingsForTests, setSetting } from './index';
import { ALICE, BOB, fakeRegistry } from './test-fakes.test-util';

type SettingsModule = typeof import('./index');

/** A second 'tab': fresh module instances sharing this page's IndexedDB and localStorage. */
async function openOtherTab(): Promise<SettingsModule> {
  vi.resetModules();
  return import('./index');
}

const others: SettingsModule[] = [];

afterEach(async () => {
  for (const tab of others.splice(0)) await tab.resetSettingsForTests();
  await resetSettingsForTests();
  vi.unstubAllGlobals();
  await resetDbForTests({ deleteData: true });
});

function message(partial: Partial<SettingsSyncMessage>): SettingsSyncMessage {
  return { type: 'set', sender: 'other-tab', nonce: String(Math.random()), scope: 'device', accountId: null, key: 'darkMode', ...partial };
}

describe('cross-tab changes over BroadcastChannel', () => {
  it('apply live in the other tab without echoing back', async () => {
    const registryA = fakeRegistry();
    const registryB = fakeRegistry();
    await initSettings({ account: ALICE, registry: registryA });
    const tabB = await openOtherTab();
    others.push(tabB);
    await tabB.initSettings({ account: ALICE, registry: registryB });

    setSetting('darkMode', false);
    setSetting('tl', { src: 'home', arg: null });
    setSetting('keepCw', false);
    await vi.waitFor(() => {
      expect(tabB.getSetting('darkMode')).toBe(false);
      expect(tabB.getSetting('tl')).toEqual({ src: 'home', arg: null });
      expect(tabB.getSetting('keepCw')).toBe(false);
    });

    tabB.setSetting('nsfw', 'ignore');
    await vi.waitFor(() => expect(getSetting('nsfw')).toBe('ignore'));

    await flushSettings();
    await tabB.flushSettings();
    expect(registryA.set).toHaveBeenCalledTimes(1);
    expect(registryB.set).not.toHaveBeenCalled();
    // Each tab saw the other's change once: no ping-pong.
    expect(getSetting('darkMode')).toBe(false);
  });

  it('keeps account-bound changes to tabs of the same account', async () => {
    await initSettings({ account: ALICE, registry: null });
    const tabB = await openOtherTab();
    others.push(tabB);
    await tabB.initSettings({ account: BOB, registry: null });
    setSetting('tl', { src: 'global', arg: null });
    setSetting('swipeThreshold', 42);
    await vi.waitFor(() => expect(tabB.getSetting('swipeThreshold')).toBe(42));
    expect(tabB.getSetting('tl')).toEqual({ src: 'social', arg: null });
  });

  it('applies a raw channel message and ignores bad ones', async () => {
    await initSettings({ account: ALICE, registry: null });
    const channel = new BroadcastChannel(SETTINGS_CHANNEL_NAME);
    channel.postMessage(message({ key: 'darkMode', value: 'dark' }));
    channel.postMessage(message({ key: 'nope', value: 1 }));
    channel.postMessage(message({ key: 'tl', scope: 'deviceAccount', accountId: 'https://one.example:bob', value: { src: 'home', arg: null } }));
    channel.postMessage(message({ key: 'animation', value: false }));
    await vi.waitFor(() => expect(getSetting('animation')).toBe(false));
    expect(getSetting('darkMode')).toBe(true);
    expect(getSetting('tl')).toEqual({ src: 'social', arg: null });
    channel.postMessage(message({ type: 'reset', key: 'animation' }));
    await vi.waitFor(() => expect(getSetting('animation')).toBe(true));
    channel.close();
  });
});

describe('cross-tab changes over the storage event (no BroadcastChannel)', () => {
  it('sends through localStorage and applies incoming storage events', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    await initSettings({ account: ALICE, registry: null });

    setSetting('animation', false);
    const sent = JSON.parse(localStorage.getItem(SETTINGS_SYNC_STORAGE_KEY) ?? 'null') as SettingsSyncMessage;
    expect(sent).toMatchObject({ type: 'set', scope: 'device', key: 'animation', value: false, accountId: null });

    // Our own message coming back (same sender id) is ignored.
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_SYNC_STORAGE_KEY, newValue: JSON.stringify({ ...sent, value: true }) }));
    expect(getSetting('animation')).toBe(false);

    const incoming = message({ scope: 'deviceAccount', accountId: 'https://one.example:alice', key: 'tl', value: { src: 'local', arg: null } });
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_SYNC_STORAGE_KEY, newValue: JSON.stringify(incoming) }));
    expect(getSetting('tl')).toEqual({ src: 'local', arg: null });
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_SYNC_STORAGE_KEY, newValue: '{garbage' }));
  });

  it('removes its message after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal('BroadcastChannel', undefined);
      await initSettings({ account: null, registry: null });
      setSetting('animation', false);
      expect(localStorage.getItem(SETTINGS_SYNC_STORAGE_KEY)).not.toBeNull();
      vi.advanceTimersByTime(60_000);
      expect(localStorage.getItem(SETTINGS_SYNC_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
