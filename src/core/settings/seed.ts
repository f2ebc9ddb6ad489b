/**
 * First values for an account that has not started on this browser yet (a new sign-up): written
 * into its stored deviceAccount blob before the account is signed in, so its very first start
 * (the early picture included) already has them. Keys the blob holds already are left alone.
 */
import { isValidSettingValue, type SettingKeyOfScope, type SettingValue } from './definitions';
import { deviceAccountSettingsKey, loadSettingsBlob, saveSettingsBlob, type AccountRef } from './persistence';

export type DeviceAccountSeed = { [K in SettingKeyOfScope<'deviceAccount'>]?: SettingValue<K> };

/**
 * Writes `values` into the account's deviceAccount settings where it has none; returns the keys
 * written (none when storage refused). Not for the account signed in on this page (its store
 * would write its own copy over them): that one changes through `setSetting`.
 */
export async function seedDeviceAccountSettings(account: AccountRef, values: DeviceAccountSeed): Promise<string[]> {
  const key = deviceAccountSettingsKey(account);
  const stored = await loadSettingsBlob(key);
  const written: string[] = [];
  for (const [name, value] of Object.entries(values) as Array<[SettingKeyOfScope<'deviceAccount'>, unknown]>) {
    if (Object.prototype.hasOwnProperty.call(stored, name) || !isValidSettingValue(name, value)) continue;
    stored[name] = value;
    written.push(name);
  }
  if (written.length === 0) return [];
  const result = await saveSettingsBlob(key, stored);
  return result.ok ? written : [];
}
