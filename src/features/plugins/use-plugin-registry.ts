import { useSyncExternalStore } from 'react';
import { getPluginRegistry, subscribePluginRegistry, type PluginRegistry } from './plugin-registry';

/** What running plugins registered, re-rendering when that changes. */
export function usePluginRegistry(): PluginRegistry {
  return useSyncExternalStore(subscribePluginRegistry, getPluginRegistry, getPluginRegistry);
}
