// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '../db/database';
import { accountSettingsSynced, flushSettings, getSetting, initSettings, resetSettingsForTests, setSetting } from './index';
import { ALICE, fakeRegistry } from './test-fakes.test-util';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSettingsForTests();
  await resetDbForTests({ deleteData: true });
});

async function reload(opts: Parameters<typeof initSettings>[0]) {
  await flushSettings();
  await resetSettingsForTests();
  await initSettings(opts);
}

describe('account settings where the token may not use the registry', () => {
  it('are kept in this browser for the account and survive a reload', async () => {
    await initSettings({ account: ALICE, registry: null });
    setSetting('keepCw', false);
    setSetting('mutedWords', [['spoiler']]);
    await reload({ account: ALICE, registry: null });
    expect(getSetting('keepCw')).toBe(false);
    expect(getSetting('mutedWords')).toEqual([['spoiler']]);
    // Another account on this browser does not see them.
    await reload({ account: { origin: ALICE.origin, userId: 'bob' }, registry: null });
    expect(getSetting('keepCw')).toBe(true);
  });

  it('lose nothing when an account that synced switches to local (a token learnt to be refused)', async () => {
    const registry = fakeRegistry({ keepCw: false, reactions: ['🍣'] });
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    setSetting('showFullAcct', true);
    await reload({ account: ALICE, registry: null });
    expect(getSetting('keepCw')).toBe(false);
    expect(getSetting('reactions')).toEqual(['🍣']);
    expect(getSetting('showFullAcct')).toBe(true);
  });

  it('a registry that refuses keeps the change here (the writer does not lose it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = { getAll: vi.fn(async () => Promise.reject(new Error('denied'))), set: vi.fn(async () => undefined) };
    await initSettings({ account: ALICE, registry });
    await accountSettingsSynced();
    setSetting('keepCw', false);
    await reload({ account: ALICE, registry: null });
    expect(getSetting('keepCw')).toBe(false);
  });
});
