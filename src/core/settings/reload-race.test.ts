// @vitest-environment jsdom
/**
 * A setting changed and followed at once by a reload (or a closed tab) is kept. Saving is
 * asynchronous (IndexedDB, the registry request) and the page going away aborts it; these tests
 * simulate that by making every storage write and registry request of the "dying" page fail.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../db/database';
import { kvGet } from '../db/kv-store';
import { accountSettingsSynced, flushSettings, getSetting, initSettings, resetSetting, resetSettingsForTests, setSetting } from './index';
import { accountCacheSettingsKey, deviceAccountSettingsKey, SETTINGS_BLOB_VERSION } from './persistence';
import { clearPending, PENDING_SETTINGS_KEY, pendingChanges, recordPending } from './pending-journal';
import type { RegistryApi } from './registry';
import { ALICE, fakeRegistry } from './test-fakes.test-util';

const page = vi.hoisted(() => ({ dying: false }));

vi.mock('../db/kv-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../db/kv-store')>();
  return {
    ...real,
    // The unloading page's IndexedDB transactions are aborted: nothing is stored.
    kvSet: (key: string, value: unknown) =>
      page.dying ? Promise.resolve({ ok: false as const, reason: 'error' as const, backend: 'indexedDB' as const }) : real.kvSet(key, value),
  };
});

afterEach(async () => {
  page.dying = false;
  await resetSettingsForTests();
  await resetDbForTests({ deleteData: true });
});

/** The page goes away right after the changes (their saves die with it), and starts again. */
async function reloadAtOnce(opts: Parameters<typeof initSettings>[0]) {
  page.dying = true;
  await flushSettings(); // the aborted saves: nothing reached storage or the server
  await resetSettingsForTests();
  page.dying = false;
  await initSettings(opts);
}

/** A registry whose requests fail while the page is dying (the request is cancelled). */
function registryOf(fake: ReturnType<typeof fakeRegistry>): RegistryApi {
  return {
    getAll: (scope) => fake.getAll(scope),
    set: async (scope, key, value) => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // the request is on its way…
      if (page.dying) throw new Error('aborted'); // …when the page goes away
      await fake.set(scope, key, value);
    },
  };
}

describe('a change followed at once by a reload', () => {
  it('keeps the chosen theme and dark mode (device scope), and stores them on the next start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await initSettings({ account: ALICE, registry: null });
    const nord = { id: 'd-nord', name: 'Nord', base: 'dark' as const, props: { accent: '#93cfe0' } };
    setSetting('lightTheme', { id: 'l-gruvbox', name: 'Gruvbox', base: 'light', props: { accent: '#9d0006' } });
    setSetting('darkMode', false);
    await flushSettings(); // this one was saved
    setSetting('darkTheme', nord);
    setSetting('darkMode', true);
    await reloadAtOnce({ account: ALICE, registry: null });
    expect(getSetting('darkTheme')).toEqual(nord);
    expect(getSetting('darkMode')).toBe(true);
    expect(getSetting('lightTheme')?.id).toBe('l-gruvbox');
    await flushSettings();
    expect(await kvGet('settings:device')).toEqual({
      version: SETTINGS_BLOB_VERSION,
      values: { lightTheme: expect.objectContaining({ id: 'l-gruvbox' }), darkMode: true, darkTheme: nord },
    });
    // Stored now: nothing is left pending, and a later start reads the same.
    expect(localStorage.getItem(PENDING_SETTINGS_KEY)).toBeNull();
    await resetSettingsForTests();
    await initSettings({ account: ALICE, registry: null });
    expect(getSetting('darkTheme')).toEqual(nord);
  });

  it('keeps deviceAccount changes and resets back to the default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await initSettings({ account: ALICE, registry: null });
    setSetting('ui', 'deck');
    setSetting('animation', false);
    await flushSettings();
    setSetting('tl', { src: 'home', arg: null });
    resetSetting('animation');
    await reloadAtOnce({ account: ALICE, registry: null });
    expect(getSetting('tl')).toEqual({ src: 'home', arg: null });
    expect(getSetting('ui')).toBe('deck');
    expect(getSetting('animation')).toBe(true);
    await flushSettings();
    expect(((await kvGet(deviceAccountSettingsKey(ALICE))) as { values: Record<string, unknown> }).values.tl).toEqual({ src: 'home', arg: null });
    expect((await kvGet('settings:device')) as { values: Record<string, unknown> }).toEqual({ version: SETTINGS_BLOB_VERSION, values: {} });
  });

  it('keeps an account key whose registry request died: the older server value does not win, and it is sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeRegistry({ keepCw: true });
    await initSettings({ account: ALICE, registry: registryOf(server) });
    await accountSettingsSynced();
    setSetting('keepCw', false);
    await reloadAtOnce({ account: ALICE, registry: registryOf(server) });
    expect(server.data.keepCw).toBe(true); // never arrived
    expect(getSetting('keepCw')).toBe(false);
    await accountSettingsSynced();
    expect(getSetting('keepCw')).toBe(false); // the registry's older answer did not undo it
    await flushSettings();
    expect(server.data.keepCw).toBe(false);
    expect(((await kvGet(accountCacheSettingsKey(ALICE))) as { values: Record<string, unknown> }).values.keepCw).toBe(false);
    expect(localStorage.getItem(PENDING_SETTINGS_KEY)).toBeNull();
  });

  it('lets the registry win for an account key that reached it (only the cache write died)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeRegistry({});
    await initSettings({ account: ALICE, registry: server });
    await accountSettingsSynced();
    setSetting('keepCw', false);
    await server.set.mock.results[0]?.value; // the request went through before the page went away
    await reloadAtOnce({ account: ALICE, registry: server });
    expect(getSetting('keepCw')).toBe(false);
    server.data.keepCw = true; // changed on another device meanwhile
    await resetSettingsForTests();
    await initSettings({ account: ALICE, registry: server });
    await accountSettingsSynced();
    expect(getSetting('keepCw')).toBe(true);
  });
});

describe('the pending journal', () => {
  it('removes only the record a finished save covered, never a newer one', () => {
    const first = recordPending('settings:device', 'darkMode', { value: false })!;
    recordPending('settings:device', 'darkMode', { value: true }); // another tab, later
    clearPending('settings:device', [['darkMode', first]]);
    expect(pendingChanges('settings:device')).toEqual({ darkMode: { value: true } });
  });

  it('skips wrongly typed and corrupt records on start', async () => {
    localStorage.setItem(PENDING_SETTINGS_KEY, JSON.stringify({ 'settings:device': { darkMode: { id: 'x', at: Date.now(), value: 'yes' }, nsfw: 'junk' } }));
    await initSettings({ account: null, registry: null });
    expect(getSetting('darkMode')).toBe(true);
    localStorage.setItem(PENDING_SETTINGS_KEY, '{not json');
    await resetSettingsForTests();
    await initSettings({ account: null, registry: null });
    expect(getSetting('darkMode')).toBe(true);
  });

  it('forgets records older than 30 days', async () => {
    localStorage.setItem(PENDING_SETTINGS_KEY, JSON.stringify({ 'settings:device': { darkMode: { id: 'x', at: Date.now() - 31 * 24 * 3600_000, value: false } } }));
    await initSettings({ account: null, registry: null });
    expect(getSetting('darkMode')).toBe(true);
  });
});
