import { describe, expect, it } from 'vitest';
import { preferRecentUsers, pushRecentUser, RECENT_USERS_MAX } from './recent-users';

const u = (id: string) => ({ id });

describe('recently used users (mention autocomplete)', () => {
  it('remembers the latest first, once, bounded', () => {
    expect(pushRecentUser(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(pushRecentUser(['a'], 'c')).toEqual(['c', 'a']);
    const full = Array.from({ length: RECENT_USERS_MAX }, (_, i) => `u${i}`);
    expect(pushRecentUser(full, 'new')).toHaveLength(RECENT_USERS_MAX);
  });

  it('puts recently mentioned users first, most recent first; an exact match may stay first', () => {
    expect(preferRecentUsers([u('x'), u('y'), u('z')], ['z', 'y']).map((v) => v.id)).toEqual(['z', 'y', 'x']);
    expect(preferRecentUsers([u('x'), u('y'), u('z')], ['z'], true).map((v) => v.id)).toEqual(['x', 'z', 'y']);
    expect(preferRecentUsers([u('x')], []).map((v) => v.id)).toEqual(['x']);
  });
});
