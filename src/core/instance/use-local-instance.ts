import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { instanceMetaQuery, type InstanceMeta } from './instance-meta';

interface MetaStore {
  subscribe(listener: () => void): () => void;
  get(): InstanceMeta | undefined;
}

const stores = new WeakMap<QueryClient, MetaStore>();

/**
 * One store per query client over the cached `meta`: however many note rows read it, there is one
 * cache subscription, it reacts only to the meta query's events, and reading never fetches.
 */
function storeFor(client: QueryClient): MetaStore {
  let store = stores.get(client);
  if (store) return store;
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | null = null;
  const key = () => instanceMetaQuery().queryKey;
  store = {
    get: () => client.getQueryData<InstanceMeta>(key()),
    subscribe(listener) {
      listeners.add(listener);
      if (!unsubscribe) {
        const hash = hashKey(key());
        unsubscribe = client.getQueryCache().subscribe((event) => {
          if (event.query.queryHash === hash && event.type === 'updated') for (const l of [...listeners]) l();
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
  stores.set(client, store);
  return store;
}

/** This server's `meta` as cached (undefined until it arrives); never asks the server. */
export function useLocalInstanceMeta(): InstanceMeta | undefined {
  const store = storeFor(useQueryClient());
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
