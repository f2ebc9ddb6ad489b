/** Puts a deck (the `ui` and `deck` device-account settings) into a saved storage state. */
import type { StorageState } from './browser';

export interface DeckColumnSpec {
  id: string;
  type: 'timeline' | 'list' | 'antenna';
  tl?: string;
  listId?: string;
  antennaId?: string;
}

type Rec = { value?: unknown };
/** IndexedDB in a storage state (saved with `indexedDB: true`; not in the declared type). */
type WithIdb = { indexedDB?: Array<{ stores: Array<{ name: string; records: unknown[] }> }> };

/** A copy of `state` whose settings say: deck layout, one profile with these columns side by side. */
export function withDeck(state: StorageState, columns: DeckColumnSpec[], width = 320): StorageState {
  const copy = structuredClone(state) as StorageState;
  const account = copy.origins.flatMap((o) => o.localStorage).find((l) => l.name === 'account');
  const { id, origin } = JSON.parse(account?.value ?? '{}') as { id?: string; origin?: string };
  if (!id || !origin) throw new Error('no signed-in account in the storage state');
  const key = `settings:deviceAccount:${origin}:${id}`;
  const kv = copy.origins.flatMap((o) => (o as WithIdb).indexedDB ?? []).flatMap((db) => db.stores).find((s) => s.name === 'kv');
  if (!kv) throw new Error('no kv store in the storage state');
  const records = kv.records as Rec[];
  let rec = records.find((r) => (r.value as { key?: string } | undefined)?.key === key);
  if (!rec) {
    rec = { value: { key, value: { version: 1, values: {} } } };
    records.push(rec);
  }
  const blob = (rec.value as { value: { values: Record<string, unknown> } }).value;
  blob.values.ui = 'deck';
  blob.values.deck = {
    profile: 'bench',
    profiles: { bench: { columns: columns.map((c) => ({ ...c, name: null, width })), layout: columns.map((c) => [c.id]) } },
  };
  return copy;
}
