/**
 * Public access to settings: one writable atom per key, plus plain functions for code
 * outside React. All of them read and write `settingsStore`.
 */
import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import { getSettingDefinition, settingKeys, type SettingKey, type SettingValue } from './definitions';
import { recordLocalChange, recordLocalReset } from './session';
import { sameSettingValue, settingsStore, valueAtomOf } from './state';

export { settingsStore } from './state';

export type SettingAtom<K extends SettingKey> = WritableAtom<SettingValue<K>, [SetStateAction<SettingValue<K>>], void>;

function createSettingAtom<K extends SettingKey>(key: K): SettingAtom<K> {
  const valueAtom = valueAtomOf(key);
  const { guard } = getSettingDefinition(key);
  const settingAtom: SettingAtom<K> = atom(
    (get) => get(valueAtom),
    (get, set, action: SetStateAction<SettingValue<K>>) => {
      const previous = get(valueAtom);
      const next =
        typeof action === 'function' ? (action as (prev: SettingValue<K>) => SettingValue<K>)(previous) : action;
      if (!guard(next)) {
        console.error(`[settings] refused a wrongly typed value for "${key}".`, next);
        return;
      }
      if (sameSettingValue(previous, next)) return;
      set(valueAtom, next);
      recordLocalChange(key, next);
    },
  );
  settingAtom.debugLabel = `settingAtom:${key}`;
  return settingAtom;
}

const settingAtoms = new Map<SettingKey, SettingAtom<SettingKey>>();
for (const key of settingKeys) settingAtoms.set(key, createSettingAtom(key) as unknown as SettingAtom<SettingKey>);

/** The atom of one setting. Writing it persists the value according to the setting's scope. */
export function settingAtom<K extends SettingKey>(key: K): SettingAtom<K> {
  return settingAtoms.get(key) as unknown as SettingAtom<K>;
}

export function getSetting<K extends SettingKey>(key: K): SettingValue<K> {
  return settingsStore.get(settingAtom(key));
}

export function setSetting<K extends SettingKey>(key: K, value: SetStateAction<SettingValue<K>>): void {
  settingsStore.set(settingAtom(key), value);
}

/** Back to the default value (see recordLocalReset for what that means per scope). */
export function resetSetting(key: SettingKey): void {
  recordLocalReset(key);
}

/** Call `listener` with the new value whenever the setting changes, from anywhere. */
export function subscribeSetting<K extends SettingKey>(key: K, listener: (value: SettingValue<K>) => void): () => void {
  const target = settingAtom(key);
  return settingsStore.sub(target, () => listener(settingsStore.get(target)));
}
