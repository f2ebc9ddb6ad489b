/** Shared helpers for the mock's own tests. */
import { createMockInstance, SEED_TOKENS, type MockInstance, type NoteRecord, type UserRecord } from '../instance';
import { WEEK_NOTES } from '../instance/seed/archive';
import { findUserByAcct } from '../instance/state';

/** A fixed clock so seeded data is identical on every run. */
export const TEST_NOW = Date.parse('2026-11-22T12:00:00.000Z');

/**
 * A fresh instance with the seeded week only (300 notes, every scenario and showcase note): fast enough
 * to make one per test. The archive (months of notes, seed/archive.ts) is tested in seed/archive.test.ts;
 * pass `seedNotes` for it.
 */
export function testInstance(opts: { seedNotes?: number } = {}): MockInstance {
  return createMockInstance({ now: () => TEST_NOW, seedNotes: opts.seedNotes ?? WEEK_NOTES });
}

export function userNamed(instance: MockInstance, acct: string): UserRecord {
  const [username, host] = acct.split('@') as [string, string | undefined];
  const user = findUserByAcct(instance.state, username, host ?? null);
  if (!user) throw new Error(`no user ${acct}`);
  return user;
}

export function tokenOf(username: string): string {
  const token = SEED_TOKENS[username];
  if (!token) throw new Error(`no token for ${username}`);
  return token;
}

/** The newest seeded note matching the predicate. */
export function findNote(instance: MockInstance, match: (n: NoteRecord) => boolean): NoteRecord {
  const notes = [...instance.state.notes.values()].filter(match).sort((a, b) => (a.id < b.id ? 1 : -1));
  const note = notes[0];
  if (!note) throw new Error('no matching note');
  return note;
}

/** Calls an endpoint as a seeded user (or anonymously with null). */
export function call(instance: MockInstance, endpoint: string, params: Record<string, unknown> = {}, username: string | null = null) {
  return instance.handle({ endpoint, params, token: username ? tokenOf(username) : null });
}
