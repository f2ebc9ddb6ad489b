/**
 * The Jotai store and one primitive atom per setting, holding the current value.
 * Writing these atoms has no side effects; persistence lives in session.ts.
 */
import { atom, createStore, type PrimitiveAtom } from 'jotai';
import { getSettingDefinition, settingKeys, type SettingKey, type SettingValue } from './definitions';

/** The store every setting is read and written through; mount it with `<Provider store={settingsStore}>`. */
export const settingsStore = createStore();

const valueAtoms = new Map<SettingKey, PrimitiveAtom<unknown>>();
for (const key of settingKeys) {
  const valueAtom = atom<unknown>(getSettingDefinition(key).default);
  valueAtom.debugLabel = `setting:${key}`;
  valueAtoms.set(key, valueAtom);
}

export function valueAtomOf<K extends SettingKey>(key: K): PrimitiveAtom<SettingValue<K>> {
  return valueAtoms.get(key) as PrimitiveAtom<SettingValue<K>>;
}

/** Deep equality for JSON-like setting values. */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function readSettingValue<K extends SettingKey>(key: K): SettingValue<K> {
  return settingsStore.get(valueAtomOf(key));
}

/** Set the current value (no persistence); a deep-equal value keeps the old reference. */
export function putSettingValue<K extends SettingKey>(key: K, value: SettingValue<K>): void {
  const target = valueAtomOf(key);
  if (!sameSettingValue(settingsStore.get(target), value)) settingsStore.set(target, value);
}

/** Put the stored value of every key, or its default when none is stored. */
export function putAllSettingValues(values: (key: SettingKey) => { value: unknown } | undefined): void {
  for (const key of settingKeys) {
    const stored = values(key);
    putSettingValue(key, (stored ? stored.value : getSettingDefinition(key).default) as SettingValue<typeof key>);
  }
}
