import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { patchUserDeep, patchUserEverywhere } from './patch-user';

describe('patchUserDeep', () => {
  const bob = { id: 'b', username: 'bob', host: null, followersCount: 3, isFollowing: false };
  const note = { id: 'n1', user: bob, renote: { id: 'n0', user: { id: 'a', username: 'alice', host: null } } };
  const other = { id: 'n2', user: { id: 'a', username: 'alice', host: null } };
  const data = { pages: [[note, other]] as unknown[][], pageParams: [null] };

  it('patches every copy of the user and keeps the identity of the rest', () => {
    const out = patchUserDeep(data, 'b', { isFollowing: true, followersCount: (n: unknown) => (n as number) + 1 }) as typeof data;
    const first = out.pages[0]![0] as typeof note;
    expect(first.user).toEqual({ ...bob, isFollowing: true, followersCount: 4 });
    expect(out.pages[0]![1]).toBe(other);
    expect(first.renote).toBe(note.renote);
    expect(note.user.isFollowing).toBe(false);
  });

  it('returns the same object when nothing changes, and skips count functions for absent fields', () => {
    expect(patchUserDeep(data, 'zzz', { isFollowing: true })).toBe(data);
    const lite = { id: 'b', username: 'bob', host: null };
    expect(patchUserDeep(lite, 'b', { followersCount: (n: unknown) => (n as number) + 1 })).toBe(lite);
  });

  it('patches users/relation objects (id + isFollowing, no username) but not notes with the same id', () => {
    const rel = { id: 'b', isFollowing: false, isMuted: false };
    expect(patchUserDeep(rel, 'b', { isMuted: true })).toEqual({ ...rel, isMuted: true });
    const notLikeUser = { id: 'b', text: 'a note' };
    expect(patchUserDeep(notLikeUser, 'b', { isMuted: true })).toBe(notLikeUser);
  });
});

describe('patchUserEverywhere', () => {
  beforeEach(() => startSession({ id: 'me', token: 't', origin: 'http://x.test', username: 'carol', isAdmin: false, isModerator: false }));

  it('reaches every query of this account and no other account', () => {
    const qc = new QueryClient();
    const bob = { id: 'b', username: 'bob', host: null, isMuted: false };
    qc.setQueryData(queryKey('user', 'acct', 'bob', null), bob);
    qc.setQueryData(queryKey('relation', 'b'), { id: 'b', isFollowing: true, isMuted: false });
    qc.setQueryData(['http://x.test', 'other', 'user'], bob);
    patchUserEverywhere(qc, 'b', { isMuted: true });
    expect(qc.getQueryData<typeof bob>(queryKey('user', 'acct', 'bob', null))?.isMuted).toBe(true);
    expect(qc.getQueryData<{ isMuted: boolean }>(queryKey('relation', 'b'))?.isMuted).toBe(true);
    expect(qc.getQueryData<typeof bob>(['http://x.test', 'other', 'user'])?.isMuted).toBe(false);
  });
});
