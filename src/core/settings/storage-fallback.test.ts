// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_VALUE_CAP_CHARS } from '../constants';
import { getDb, resetDbForTests } from '../db/database';
import { LOCAL_STORAGE_KV_PREFIX } from '../db/local-storage-fallback';
import { onStorageProblem, type StorageProblem } from '../db/storage-problems';
import { flushSettings, getSetting, initSettings, resetSettingsForTests, setSetting } from './index';
import { ALICE } from './test-fakes.test-util';

afterEach(async () => {
  await resetSettingsForTests();
  vi.unstubAllGlobals();
  await resetDbForTests({ deleteData: true });
});

async function reload() {
  await flushSettings();
  await resetSettingsForTests();
  await initSettings({ account: ALICE, registry: null });
}

describe('settings without IndexedDB', () => {
  it('persist to localStorage, with one console error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    await initSettings({ account: ALICE, registry: null });
    setSetting('darkMode', false);
    setSetting('tl', { src: 'home', arg: null });
    await flushSettings();
    expect(JSON.parse(localStorage.getItem(`${LOCAL_STORAGE_KV_PREFIX}settings:device`)!)).toEqual({
      version: 1,
      values: { darkMode: false },
    });
    await reload();
    expect(getSetting('darkMode')).toBe(false);
    expect(getSetting('tl')).toEqual({ src: 'home', arg: null });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('skip a blob over 1.5 MB, report it, and keep the value for this session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    const problems: StorageProblem[] = [];
    const off = onStorageProblem((p) => problems.push(p));
    await initSettings({ account: ALICE, registry: null });
    setSetting('darkMode', false);
    await flushSettings();
    const huge = [{ id: 'p', name: 'big', active: true, src: 'x'.repeat(LOCAL_STORAGE_VALUE_CAP_CHARS) }];
    setSetting('plugins', huge);
    await flushSettings();
    off();
    expect(getSetting('plugins')).toEqual(huge);
    expect(problems).toEqual([{ kind: 'tooLarge', key: 'settings:device' }]);
    await reload();
    expect(getSetting('darkMode')).toBe(false); // the last blob that fitted is still there
    expect(getSetting('plugins')).toEqual([]);
  });
});

describe('settings on a full disk', () => {
  it('report the quota error instead of throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = (await getDb())!;
    vi.spyOn(db.kv, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const problems: StorageProblem[] = [];
    const off = onStorageProblem((p) => problems.push(p));
    await initSettings({ account: ALICE, registry: null });
    expect(() => setSetting('animation', false)).not.toThrow();
    await expect(flushSettings()).resolves.toBeUndefined();
    off();
    expect(getSetting('animation')).toBe(false);
    expect(problems).toEqual([expect.objectContaining({ kind: 'quota', key: 'settings:device' })]);
  });
});
