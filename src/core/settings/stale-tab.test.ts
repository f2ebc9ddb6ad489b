/**
 * A tab whose in-memory copy of a deviceAccount key is stale (it loaded before another tab changed
 * the deck, or never heard of the change) must not write that copy back when it changes another
 * key of the same scope: each write stores only the keys this tab changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../db/database';
import { kvSet } from '../db/kv-store';
import { flushSettings, getSetting, initSettings, resetSetting, resetSettingsForTests, setSetting } from './index';
import { deviceAccountSettingsKey, loadSettingsBlob, SETTINGS_BLOB_VERSION } from './persistence';
import { ALICE } from './test-fakes.test-util';

afterEach(async () => {
  await resetSettingsForTests();
  await resetDbForTests({ deleteData: true });
});

const column = (id: string) => ({ id, type: 'timeline', name: null, width: 350, tl: 'home' });
const deckWith = (...ids: string[]) => ({ profile: 'default', profiles: { default: { columns: ids.map(column), layout: ids.map((id) => [id]) } } });
const key = deviceAccountSettingsKey(ALICE);

describe('deviceAccount writes from a tab with a stale copy', () => {
  it('changing lastUsedAt (or any other key) leaves the deck another tab stored untouched', async () => {
    await kvSet(key, { version: SETTINGS_BLOB_VERSION, values: { deck: deckWith('a') } });
    await initSettings({ account: ALICE, registry: null });
    expect(getSetting('deck')).toEqual(deckWith('a'));
    // Another tab adds a column and stores it; this tab does not hear of it.
    await kvSet(key, { version: SETTINGS_BLOB_VERSION, values: { deck: deckWith('a', 'b') } });
    setSetting('lastUsedAt', 1234);
    setSetting('ui', 'deck');
    await flushSettings();
    const stored = await loadSettingsBlob(key);
    expect(stored.deck).toEqual(deckWith('a', 'b'));
    expect(stored.lastUsedAt).toBe(1234);
    expect(stored.ui).toBe('deck');
  });

  it('still stores this tab’s own deck change, and a reset removes only its key', async () => {
    await kvSet(key, { version: SETTINGS_BLOB_VERSION, values: { deck: deckWith('a'), ui: 'classic' } });
    await initSettings({ account: ALICE, registry: null });
    setSetting('deck', deckWith('a', 'c'));
    await flushSettings();
    expect((await loadSettingsBlob(key)).deck).toEqual(deckWith('a', 'c'));
    resetSetting('ui');
    await flushSettings();
    const stored = await loadSettingsBlob(key);
    expect(stored).not.toHaveProperty('ui');
    expect(stored.deck).toEqual(deckWith('a', 'c'));
  });
});
