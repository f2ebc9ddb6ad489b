import { useSyncExternalStore } from 'react';
import { settingAtom, settingsStore, type SettingKey, type SettingValue } from '@/core/settings';

export type SettingBundleValues<K extends SettingKey> = { readonly [P in K]: SettingValue<P> };

/**
 * A read-only view of a few settings for components mounted by the hundred (note rows, MFM):
 * the same atoms of the one settings store, but one store subscription for every component that
 * reads the bundle (not one per component and key), and a snapshot object that stays the same until
 * one of the settings changes. `useSetting` subscribes in an effect and renders each component a
 * second time after it mounts; a bundle read through `useSyncExternalStore` does not.
 */
export interface SettingBundle<K extends SettingKey> {
  get(): SettingBundleValues<K>;
  subscribe(listener: () => void): () => void;
}

export function settingBundle<K extends SettingKey>(keys: readonly K[]): SettingBundle<K> {
  const listeners = new Set<() => void>();
  let unsubscribes: Array<() => void> = [];
  let snapshot: SettingBundleValues<K> | null = null;
  /** Whether `snapshot` is known to be current (true only while subscribed to the store). */
  let fresh = false;

  const read = (): SettingBundleValues<K> => {
    if (fresh && snapshot) return snapshot;
    const next = {} as { [P in K]: SettingValue<P> };
    let same = snapshot !== null;
    for (const key of keys) {
      const value = settingsStore.get(settingAtom(key));
      next[key] = value;
      if (same && !Object.is(snapshot![key], value)) same = false;
    }
    if (!same) snapshot = next;
    fresh = unsubscribes.length > 0;
    return snapshot!;
  };
  const changed = () => {
    fresh = false;
    for (const listener of [...listeners]) listener();
  };

  return {
    get: read,
    subscribe(listener) {
      listeners.add(listener);
      if (unsubscribes.length === 0) {
        unsubscribes = keys.map((key) => settingsStore.sub(settingAtom(key), changed));
        fresh = false;
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          for (const unsubscribe of unsubscribes) unsubscribe();
          unsubscribes = [];
          fresh = false;
        }
      };
    },
  };
}

/** The bundle's current values; re-renders when one of them changes. */
export function useSettingBundle<K extends SettingKey>(bundle: SettingBundle<K>): SettingBundleValues<K> {
  return useSyncExternalStore(bundle.subscribe, bundle.get, bundle.get);
}
