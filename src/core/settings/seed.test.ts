import { afterEach, describe, expect, it } from 'vitest';
import { resetDbForTests } from '../db/database';
import { kvGet } from '../db/kv-store';
import { deviceAccountSettingsKey, saveSettingsBlob } from './persistence';
import { seedDeviceAccountSettings } from './seed';

afterEach(() => resetDbForTests({ deleteData: true }));

const account = { origin: 'https://one.example', userId: 'new1' };

describe('seedDeviceAccountSettings', () => {
  it('writes the first values of an account that has none', async () => {
    const written = await seedDeviceAccountSettings(account, { tl: { src: 'home', arg: null }, widgets: [{ id: 'a', name: 'calendar', place: 'right', data: {} }] });
    expect(written).toEqual(['tl', 'widgets']);
    expect(await kvGet(deviceAccountSettingsKey(account))).toEqual({
      version: 1,
      values: { tl: { src: 'home', arg: null }, widgets: [{ id: 'a', name: 'calendar', place: 'right', data: {} }] },
    });
  });

  it('leaves what the account has stored, and refuses values of the wrong shape', async () => {
    await saveSettingsBlob(deviceAccountSettingsKey(account), { tl: { src: 'local', arg: null } });
    const written = await seedDeviceAccountSettings(account, { tl: { src: 'home', arg: null }, widgets: 'nope' as never });
    expect(written).toEqual([]);
    expect(await kvGet(deviceAccountSettingsKey(account))).toEqual({ version: 1, values: { tl: { src: 'local', arg: null } } });
  });
});
