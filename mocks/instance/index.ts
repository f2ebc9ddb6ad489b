/**
 * The mock instance: in-memory state and endpoint logic, independent of transport.
 * Adapters (mocks/adapters/) serve it over HTTP + WebSocket, inside Vite, and through MSW.
 */
import type { InstanceContext } from './context';
import { runControl } from './control';
import { createEmitter, type Emitter } from './emitter';
import type { MockEvent } from './events';
import { handleRequest, type MockRequest, type MockResponse } from './handle';
import { packNote } from './pack/note';
import { seedState } from './seed';
import { createSeedSnapshots } from './seed-snapshot';
import { createSimulator, type SimulatorOptions } from './simulator';
import { createEmptyState, findUserByToken, type MockState } from './state';
import type { NoteRecord, UserRecord } from './types';
import { canSeeNote, timelineAccepts, type TimelineKind } from './visibility';

export type { MockEvent } from './events';
export type { MockRequest, MockResponse } from './handle';
export type { MockState } from './state';
export type { UploadedFile } from './endpoint';
export type { Emitter } from './emitter';
export type { TimelineKind } from './visibility';
export type * from './types';
export type * from './types-social';
export { SEED_TOKENS, SEED_PASSWORD, SEED_USERS } from './seed';
export { CONTROL_ACTIONS } from './control';

export interface MockInstanceOptions {
  /** Fill the state with the seeded users and notes (default true). */
  seed?: boolean;
  /** Clock (default Date.now). */
  now?: () => number;
  /** Origin used in absolute URLs (avatars, files, emoji). Adapters set it with setOrigin. */
  origin?: string;
  /** Seeded notes in all (default MOCK_SEED_NOTES, else 3,500; the last week always has 300). */
  seedNotes?: number;
  /**
   * A reset within this many ms of the last seeding (same size and origin) restores a copy of that seeded
   * state instead of seeding again: the same data and ids, up to this much older (seed-snapshot.ts).
   * Default 0: every reset seeds.
   */
  reuseSeedForMs?: number;
}

export interface MockInstance {
  /** One API call, as POST /api/<endpoint>. */
  handle(req: MockRequest): Promise<MockResponse>;
  /** One test-control call, as POST /__mock/<action>. */
  control(action: string, params?: Record<string, unknown>): Promise<MockResponse>;
  /** Current state (replaced by reset). */
  readonly state: MockState;
  readonly events: Emitter<MockEvent>;
  readonly origin: string;
  setOrigin(origin: string): void;
  now(): number;
  /** Back to a fresh (seeded by default) state, optionally of another size. Event listeners stay. */
  reset(opts?: { seed?: boolean; notes?: number }): void;
  /** For streaming: the user of a token; null = visitor; 'invalid' = unknown token. */
  authenticate(token: string | null | undefined): UserRecord | null | 'invalid';
  canSeeNote(viewer: UserRecord | null, note: NoteRecord): boolean;
  timelineAccepts(kind: TimelineKind, viewer: UserRecord | null, note: NoteRecord): boolean;
  packNote(note: NoteRecord, viewer: UserRecord | null): Record<string, unknown>;
  startSimulator(opts?: SimulatorOptions): void;
  stopSimulator(): void;
  readonly simulating: boolean;
}

export function createMockInstance(opts: MockInstanceOptions = {}): MockInstance {
  const now = opts.now ?? (() => Date.now());
  const events = createEmitter<MockEvent>();
  let origin = (opts.origin ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  let state = createEmptyState();
  const ctx = (): InstanceContext => ({ state, now, origin, events });
  const snapshots = opts.reuseSeedForMs ? createSeedSnapshots(opts.reuseSeedForMs) : null;
  const reset = (seed: boolean, notes = opts.seedNotes) => {
    state.knobs.retired = true; // pending timers of the old state stop
    if (seed && snapshots) {
      state = snapshots.seeded({ now, origin, notes });
      return;
    }
    state = createEmptyState();
    // Seeding is silent: nobody connected hears thousands of seeded notes arrive.
    if (seed) seedState({ state, now, origin, events: createEmitter<MockEvent>() }, notes !== undefined ? { notes } : {});
  };
  reset(opts.seed ?? true);
  const simulator = createSimulator(ctx);

  return {
    handle: (req) => handleRequest(ctx(), req),
    control: (action, params = {}) =>
      runControl({ ctx, reset: (o) => reset(o.seed, o.notes ?? opts.seedNotes), simulator }, action.replace(/^\/+|\/+$/g, ''), params),
    get state() {
      return state;
    },
    events,
    get origin() {
      return origin;
    },
    setOrigin(value) {
      origin = value.replace(/\/$/, '');
    },
    now,
    reset: (o = {}) => reset(o.seed ?? true, o.notes ?? opts.seedNotes),
    authenticate(token) {
      if (token == null || token === '') return null;
      return findUserByToken(state, token) ?? 'invalid';
    },
    canSeeNote: (viewer, note) => canSeeNote(state, viewer, note),
    timelineAccepts: (kind, viewer, note) => timelineAccepts(state, kind, viewer, note),
    packNote: (note, viewer) => JSON.parse(JSON.stringify(packNote(ctx(), note, viewer, { detail: true }))),
    startSimulator: (o) => simulator.start(o),
    stopSimulator: () => simulator.stop(),
    get simulating() {
      return simulator.running;
    },
  };
}
