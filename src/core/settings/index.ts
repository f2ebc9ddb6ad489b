/** Settings: the table (definitions), the atoms (store), the hook and the lifecycle. */
export {
  getSettingDefinition,
  isSettingKey,
  isValidSettingValue,
  settingDefinitions,
  settingKeys,
  settingKeysOfScope,
  type SettingKey,
  type SettingKeyOfScope,
  type SettingScope,
  type SettingValue,
  type SettingValues,
} from './definitions';
export { DEFAULT_EMOJI_PICKER_ORDER, DEFAULT_REACTIONS, PICKER_SECTION_IDS } from './defs-account';
export { DEFAULT_MENU, UI_LAYOUTS, type UiLayout } from './defs-device-account';
export {
  accountSettingsSynced,
  applyRegistryUpdate,
  flushSettings,
  initSettings,
  resetSettingsForTests,
  type InitSettingsOptions,
} from './lifecycle';
export {
  accountCacheSettingsKey,
  DEVICE_SETTINGS_KEY,
  deviceAccountSettingsKey,
  SETTINGS_BLOB_VERSION,
  type AccountRef,
} from './persistence';
export { registryApiFrom, SETTINGS_REGISTRY_SCOPE, type RegistryApi } from './registry';
export { getSetting, resetSetting, setSetting, settingAtom, settingsStore, subscribeSetting, type SettingAtom } from './store';
export { useSetting } from './use-setting';
export { seedDeviceAccountSettings, type DeviceAccountSeed } from './seed';
export type * from './value-types';
