import { useEffect, useReducer } from 'react';
import type { PluginRegistry } from './plugin-registry';
import { usePluginRegistry } from './use-plugin-registry';

type Interruptors = PluginRegistry['noteViewInterruptors'];
interface Viewed {
  /** The note object the result was made from (a patched note is a new object and runs again). */
  source: object;
  /** The note to show; null = a plugin hid it. */
  shown: Record<string, unknown> | null;
}

/** Results per note id and set of registered interruptors, newest kept (a note is run once, not per render). */
const MAX_CACHED = 1000;
const cache = new Map<string, Viewed>();
const running = new Map<string, Promise<void>>();
const serials = new WeakMap<object, number>();
let serial = 0;

/** Names one set of registered interruptors (a re-started plugin registers new ones: a new set). */
function setKey(list: Interruptors): string {
  return list.map((i) => serials.get(i) ?? (serials.set(i, ++serial), serial)).join(',');
}

function remember(key: string, viewed: Viewed) {
  cache.delete(key);
  cache.set(key, viewed);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

/**
 * Runs the interruptors in order on a copy of the note: each gets the note and answers a changed note
 * or null to hide it. One that fails is skipped (the note stays as it was). The id cannot change.
 */
export async function interruptNoteView(note: Record<string, unknown>, list: Interruptors): Promise<Record<string, unknown> | null> {
  let current: Record<string, unknown> = structuredClone(note);
  for (const i of list) {
    const next = await i.run(current).catch(() => undefined);
    if (next === null) return null;
    if (next && typeof next === 'object') current = { ...next, id: note.id };
  }
  return current;
}

/** Clears the results (tests; uninstalling a plugin changes the set key, so stale entries are never read). */
export function clearNoteViewCache(): void {
  cache.clear();
  running.clear();
}

/**
 * The note as plugins' `register_note_view_interruptor` handlers want it shown: the note itself while no
 * plugin registered one (no work at all), else the cached result for this note and set of handlers,
 * computed once in the background (the original shows until then), or null when a plugin hid it.
 */
export function usePluginNoteView<N extends { id: string }>(note: N): N | null {
  const list = usePluginRegistry().noteViewInterruptors;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = list.length > 0 ? `${note.id}|${setKey(list)}` : '';
  const hit = key ? cache.get(key) : undefined;
  const fresh = hit !== undefined && hit.source === note;
  useEffect(() => {
    if (!key || fresh) return;
    let alive = true;
    let job = running.get(key);
    if (!job) {
      job = interruptNoteView(note as unknown as Record<string, unknown>, list)
        .then((shown) => remember(key, { source: note, shown }))
        .finally(() => running.delete(key));
      running.set(key, job);
    }
    void job.then(() => alive && rerender());
    return () => {
      alive = false;
    };
  }, [key, fresh, note, list]);
  if (!key) return note;
  if (fresh) return hit.shown as N | null;
  // A newer copy of a note a plugin hid stays hidden until the plugins have seen it.
  return hit?.shown === null ? null : note;
}
