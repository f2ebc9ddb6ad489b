import { useAtom } from 'jotai';
import type { SetStateAction } from 'react';
import type { SettingKey, SettingValue } from './definitions';
import { settingAtom, settingsStore } from './store';

/** `[value, setValue]` for one setting; always bound to `settingsStore`. */
export function useSetting<K extends SettingKey>(
  key: K,
): [SettingValue<K>, (value: SetStateAction<SettingValue<K>>) => void] {
  return useAtom(settingAtom(key), { store: settingsStore });
}
