/**
 * The settings table: every setting once, with its scope, default and guard
 * (spec §3 "Settings store" and "Local UI prefs").
 */
import { accountSettings } from './defs-account';
import { deviceSettings } from './defs-device';
import { deviceAccountSettings } from './defs-device-account';
import { localPrefSettings } from './defs-local-prefs';
import { withKeys, type SettingDefinition, type SettingScope } from './setting-builder';

export type { SettingScope } from './setting-builder';

export const settingDefinitions = withKeys({
  ...accountSettings,
  ...deviceAccountSettings,
  ...deviceSettings,
  ...localPrefSettings,
});

type Table = typeof settingDefinitions;

export type SettingKey = keyof Table;
export type SettingValue<K extends SettingKey> = Table[K]['default'];
export type SettingValues = { [K in SettingKey]: SettingValue<K> };
export type SettingKeyOfScope<S extends SettingScope> = {
  [K in SettingKey]: Table[K]['scope'] extends S ? K : never;
}[SettingKey];

export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(settingDefinitions, key);
}

export function getSettingDefinition<K extends SettingKey>(key: K): SettingDefinition<SettingValue<K>, K> {
  return settingDefinitions[key] as unknown as SettingDefinition<SettingValue<K>, K>;
}

export function settingKeysOfScope<S extends SettingScope>(scope: S): SettingKeyOfScope<S>[] {
  return settingKeys.filter((key) => settingDefinitions[key].scope === scope) as SettingKeyOfScope<S>[];
}

/** True when `value` has the shape the setting expects. */
export function isValidSettingValue<K extends SettingKey>(key: K, value: unknown): value is SettingValue<K> {
  return getSettingDefinition(key).guard(value);
}
