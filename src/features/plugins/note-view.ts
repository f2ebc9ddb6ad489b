import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
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

/** Bumped whenever a note becomes hidden or shown again (lists that leave hidden notes out listen). */
let hiddenVersion = 0;
const hiddenListeners = new Set<() => void>();
function subscribeHidden(listener: () => void): () => void {
  hiddenListeners.add(listener);
  return () => hiddenListeners.delete(listener);
}

function remember(key: string, viewed: Viewed) {
  const wasHidden = cache.get(key)?.shown === null;
  cache.delete(key);
  cache.set(key, viewed);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  if (wasHidden !== (viewed.shown === null)) {
    hiddenVersion++;
    for (const listener of hiddenListeners) listener();
  }
}

/** Runs the interruptors for `note` once per key (a second caller shares the run). */
function view(key: string, note: object, list: Interruptors): Promise<void> {
  let job = running.get(key);
  if (!job) {
    job = interruptNoteView(note as Record<string, unknown>, list)
      .then((shown) => remember(key, { source: note, shown }))
      .finally(() => running.delete(key));
    running.set(key, job);
  }
  return job;
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
    void view(key, note, list).then(() => alive && rerender());
    return () => {
      alive = false;
    };
  }, [key, fresh, note, list]);
  if (!key) return note;
  if (fresh) return hit.shown as N | null;
  // A newer copy of a note a plugin hid stays hidden until the plugins have seen it.
  return hit?.shown === null ? null : note;
}

/**
 * `notes` without those a plugin hid (the same array while none is hidden), so that a list (a
 * virtualized timeline) gives a hidden note no row, no position in the feed and no keyboard stop.
 * Whether a note is hidden is learnt when its view first runs (usePluginNoteView, as it renders);
 * a newer copy of a hidden note, which no longer renders, is run here so it can come back.
 */
export function useWithoutPluginHidden<N extends { id: string }>(notes: readonly N[]): readonly N[] {
  const list = usePluginRegistry().noteViewInterruptors;
  const version = useSyncExternalStore(subscribeHidden, () => hiddenVersion);
  const set = list.length > 0 ? setKey(list) : '';
  useEffect(() => {
    if (!set) return;
    for (const note of notes) {
      const key = `${note.id}|${set}`;
      const hit = cache.get(key);
      if (hit?.shown === null && hit.source !== note) void view(key, note, list);
    }
  }, [notes, set, list, version]);
  return useMemo(() => {
    if (!set || version === 0) return notes;
    const kept = notes.filter((n) => cache.get(`${n.id}|${set}`)?.shown !== null);
    return kept.length === notes.length ? notes : kept;
  }, [notes, set, version]);
}
