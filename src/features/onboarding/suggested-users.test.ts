import { describe, expect, it } from 'vitest';
import type { UserDetailed } from '@/core/entities/user';
import { suggestedUsers } from './suggested-users';

const user = (id: string, extra: Partial<UserDetailed> = {}): UserDetailed => ({ id, username: id, host: null, ...extra });

describe('suggestedUsers', () => {
  it('puts the pinned users first, then the popular ones, each once', () => {
    const out = suggestedUsers([user('alice'), user('news')], [user('bob'), user('alice'), user('carol')], 'me');
    expect(out.map((u) => u.id)).toEqual(['alice', 'news', 'bob', 'carol']);
  });

  it('never suggests the new account itself nor a suspended user, and stops at the limit', () => {
    const out = suggestedUsers([user('me')], [user('x', { isSuspended: true }), user('a'), user('b'), user('c')], 'me', 2);
    expect(out.map((u) => u.id)).toEqual(['a', 'b']);
  });
});
