/**
 * Quick resets: the seeded state is kept as a snapshot and a reset restores a copy of it instead of
 * seeding again (seeding takes 0.3–1.5 s, a copy about a tenth of that). The copy has the same data
 * and ids as the seeding it came from, as of when it was seeded, so a snapshot is used only while it
 * is younger than `maxAgeMs` (then the next reset seeds afresh and keeps that one).
 *
 * Besides the state itself, seeding fills some module side stores (WeakMaps keyed by the state, such as
 * achievements); the seeding is watched for those and they are copied along with the state. Id
 * generators are carried over by their position. A state that holds anything else a copy cannot
 * carry (another function) is not snapshotted: every reset then seeds.
 */
import { createEmitter } from './emitter';
import type { MockEvent } from './events';
import { createIdGenerator, type IdPosition } from './id';
import { seedState } from './seed';
import { createEmptyState, type MockState } from './state';

export interface SeedRequest {
  now: () => number;
  origin: string;
  /** Seeded notes in all (undefined: the seed's default). */
  notes: number | undefined;
}

/** A step from a container to what it holds: an object or array key, or a Map key. */
type Step = { in: 'object'; key: string } | { in: 'map'; key: string | number };

interface Snapshot {
  /** Origin and size it was seeded for. */
  key: string;
  /** `now()` when it was seeded. */
  at: number;
  /** The state and its side stores' values, id generators replaced by their positions. */
  frozen: { state: MockState; sides: unknown[] };
  /** The side stores, in the order of `frozen.sides`. */
  stores: WeakMap<MockState, unknown>[];
  /** Where the id generators were (in `frozen`). */
  generators: Step[][];
}

export interface SeedSnapshots {
  /** A seeded state: a copy of the snapshot when it is recent and of the same origin and size, else a new seeding. */
  seeded(req: SeedRequest): MockState;
}

/** Seeds a new state, noting every WeakMap entry made for it meanwhile (the last value per map). */
function seedWatched(req: SeedRequest): { state: MockState; sides: Map<WeakMap<MockState, unknown>, unknown> } {
  const state = createEmptyState();
  const sides = new Map<WeakMap<MockState, unknown>, unknown>();
  const set = WeakMap.prototype.set;
  WeakMap.prototype.set = function watch(this: WeakMap<WeakKey, unknown>, key: WeakKey, value: unknown) {
    if (key === state) sides.set(this as WeakMap<MockState, unknown>, value);
    return set.call(this, key, value);
  };
  try {
    // Seeding is silent: nobody connected hears thousands of seeded notes arrive.
    seedState({ state, now: req.now, origin: req.origin, events: createEmitter<MockEvent>() }, req.notes !== undefined ? { notes: req.notes } : {});
  } finally {
    WeakMap.prototype.set = set;
  }
  return { state, sides };
}

function isIdGenerator(value: unknown): value is { position: IdPosition } {
  return typeof value === 'function' && 'position' in value;
}

/**
 * Replaces each id generator under `root` by a copy of its position and lists where they were. Returns
 * null when something else cannot be copied (another function, or a generator under an object Map key).
 */
function freezeGenerators(root: object): Step[][] | null {
  const found: Step[][] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, path: Step[], replace: (v: unknown) => void): boolean => {
    if (isIdGenerator(value)) {
      replace({ ...value.position });
      found.push(path);
      return true;
    }
    if (typeof value === 'function') return false;
    if (value === null || typeof value !== 'object' || seen.has(value)) return true;
    seen.add(value);
    if (value instanceof Map) {
      for (const [k, v] of value) {
        if (typeof v === 'function' && typeof k !== 'string' && typeof k !== 'number') return false;
        if (!visit(v, [...path, { in: 'map', key: k as string | number }], (r) => value.set(k, r))) return false;
      }
      return true;
    }
    if (value instanceof Set) {
      for (const v of value) if (typeof v === 'function') return false;
      return true;
    }
    if (ArrayBuffer.isView(value) || value instanceof Date || value instanceof RegExp) return true;
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) {
      if (!visit(record[k], [...path, { in: 'object', key: k }], (r) => (record[k] = r))) return false;
    }
    return true;
  };
  return visit(root, [], () => undefined) ? found : null;
}

/** Puts a live generator back at `path` in a copy of the frozen root. */
function reviveGenerator(root: object, path: Step[]): void {
  let container: unknown = root;
  for (const step of path.slice(0, -1)) {
    container = step.in === 'map' ? (container as Map<unknown, unknown>).get(step.key) : (container as Record<string, unknown>)[step.key];
  }
  const last = path[path.length - 1]!;
  if (last.in === 'map') {
    const map = container as Map<unknown, unknown>;
    map.set(last.key, createIdGenerator(map.get(last.key) as IdPosition));
  } else {
    const record = container as Record<string, unknown>;
    record[last.key] = createIdGenerator(record[last.key] as IdPosition);
  }
}

function restore(snapshot: Snapshot): MockState {
  const copy = structuredClone(snapshot.frozen);
  for (const path of snapshot.generators) reviveGenerator(copy, path);
  snapshot.stores.forEach((store, i) => store.set(copy.state, copy.sides[i]));
  return copy.state;
}

export function createSeedSnapshots(maxAgeMs: number): SeedSnapshots {
  let snapshot: Snapshot | null = null;
  return {
    seeded(req) {
      const key = `${req.origin} ${req.notes ?? 'default'}`;
      const now = req.now();
      if (snapshot && snapshot.key === key && now >= snapshot.at && now - snapshot.at <= maxAgeMs) return restore(snapshot);
      const { state, sides } = seedWatched(req);
      const stores = [...sides.keys()];
      const frozen = { state, sides: stores.map((s) => sides.get(s)) };
      // The seeded objects become the snapshot (frozen in place); the caller gets a copy.
      const generators = freezeGenerators(frozen);
      if (!generators) {
        snapshot = null;
        return seedWatched(req).state;
      }
      snapshot = { key, at: now, frozen, stores, generators };
      return restore(snapshot);
    },
  };
}
