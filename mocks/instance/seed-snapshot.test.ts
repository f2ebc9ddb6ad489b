import { describe, expect, it } from 'vitest';
import { createMockInstance, type MockInstance } from './index';

const T0 = Date.UTC(2026, 5, 1, 12);
const ORIGIN = 'http://127.0.0.1:4999';

/** The whole state as plain data (id generators by their position), to compare two states. */
function plain(value: unknown, seen = new Set<unknown>()): unknown {
  if (typeof value === 'function') return { generator: (value as unknown as { position: unknown }).position };
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '(seen)';
  seen.add(value);
  if (value instanceof Map) return [...value].map(([k, v]) => [k, plain(v, seen)]);
  if (value instanceof Set) return [...value];
  if (Array.isArray(value)) return value.map((v) => plain(v, seen));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, seen)]));
}

async function api<T>(mock: MockInstance, endpoint: string, username: string, body: Record<string, unknown> = {}): Promise<T> {
  const tokens = (await mock.control('tokens')).body as Array<{ username: string; token: string }>;
  const i = tokens.find((t) => t.username === username)!.token;
  const res = await mock.handle({ endpoint, params: { ...body, i } });
  return res.body as T;
}

/** What a few calls answer: seeded side stores (achievements, renote mutes, private reactions) included. */
async function answers(mock: MockInstance): Promise<unknown[]> {
  const me = await api<{ id: string; achievements: unknown[] }>(mock, 'i', 'carol');
  const carol = me.id;
  return [
    me,
    await api(mock, 'renote-mute/list', 'carol'),
    await api(mock, 'i/notifications', 'carol', { limit: 30 }),
    await api(mock, 'notes/timeline', 'carol', { limit: 40 }),
    await api(mock, 'users/reactions', 'alice', { userId: carol }),
    (await mock.control('seeded')).body,
  ];
}

function twoInstances(): { fresh: MockInstance; quick: MockInstance; clock: { t: number } } {
  const clock = { t: T0 };
  const now = () => clock.t;
  // Each seeds on its first reset.
  const fresh = createMockInstance({ now, origin: ORIGIN, seedNotes: 600, seed: false });
  const quick = createMockInstance({ now, origin: ORIGIN, seedNotes: 600, reuseSeedForMs: 60_000, seed: false });
  return { fresh, quick, clock };
}

describe('reset from a seed snapshot', () => {
  it('restores the seeded state: the same data, ids and side stores as seeding again', async () => {
    const { fresh, quick } = twoInstances();
    // The snapshot's first copy, then a copy after the first one was changed.
    quick.reset();
    await quick.control('post', { username: 'carol', text: 'gone after the reset' });
    quick.reset();
    fresh.reset();
    expect(plain(quick.state)).toEqual(plain(fresh.state));
    expect(await answers(quick)).toEqual(await answers(fresh));
    expect(JSON.stringify(await answers(quick))).not.toContain('gone after the reset');
  });

  it('a restored state goes on with the same ids as a seeded one, and copies do not share objects', async () => {
    const { fresh, quick } = twoInstances();
    quick.reset();
    fresh.reset();
    const a = (await quick.control('post', { username: 'carol', text: 'one' })).body as { createdNote: { id: string } };
    const b = (await fresh.control('post', { username: 'carol', text: 'one' })).body as { createdNote: { id: string } };
    expect(a.createdNote.id).toBe(b.createdNote.id);
    const alice = [...quick.state.users.values()].find((u) => u.username === 'alice')!;
    alice.name = 'Changed';
    quick.reset();
    expect([...quick.state.users.values()].find((u) => u.username === 'alice')!.name).not.toBe('Changed');
  });

  it('seeds again once the snapshot is older than its limit, or for another size', async () => {
    const { quick, clock } = twoInstances();
    quick.reset();
    const newest = () => quick.state.noteOrder[quick.state.noteOrder.length - 1];
    const first = newest();
    clock.t += 30_000;
    quick.reset();
    expect(newest()).toBe(first);
    clock.t += 31_000;
    quick.reset();
    expect(newest()).not.toBe(first);
    quick.reset({ notes: 400 });
    expect(quick.state.notes.size).toBeLessThan(600);
  });
});
