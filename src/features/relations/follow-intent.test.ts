import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/core/accounts/me-query';
import { t } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import { getToasts } from '@/core/toast/toast-store';
import { applyFollowState, followTransitionPatches, setFollow } from './follow-intent';
import { followStateOf } from './relation-types';
import { newQueryClient, ORIGIN, testSession } from './test-app.test-util';

vi.mock('@/core/dialogs/dialog-store', () => ({ confirmDialog: vi.fn(async () => false) }));

function seed() {
  const qc = newQueryClient();
  qc.setQueryData(queryKey('user', 'acct', 'bob', null), { id: 'bob', username: 'bob', host: null, followersCount: 5, isFollowing: false, isFollowed: true });
  qc.setQueryData(queryKey('relation', 'bob'), { id: 'bob', isFollowing: false, hasPendingFollowRequestFromYou: false });
  qc.setQueryData(meQueryKey({ origin: ORIGIN, id: 'me' }), { id: 'me', username: 'carol', host: null, followingCount: 2 });
  return qc;
}
const bob = (qc: ReturnType<typeof seed>) => qc.getQueryData<Record<string, unknown>>(queryKey('user', 'acct', 'bob', null))!;
const me = (qc: ReturnType<typeof seed>) => qc.getQueryData<Record<string, unknown>>(meQueryKey({ origin: ORIGIN, id: 'me' }))!;

describe('follow transitions', () => {
  it('counts move only when "following" starts or ends', () => {
    expect(followTransitionPatches('none', 'requested').me).toBeNull();
    expect(followTransitionPatches('none', 'requested').target).toEqual({ isFollowing: false, hasPendingFollowRequestFromYou: true });
    expect(followTransitionPatches('following', 'none').me).not.toBeNull();
  });

  it('applyFollowState patches the user everywhere and my following count', () => {
    testSession();
    const qc = seed();
    applyFollowState(qc, 'bob', 'none', 'following');
    expect(bob(qc)).toMatchObject({ isFollowing: true, followersCount: 6 });
    expect(followStateOf(qc.getQueryData(queryKey('relation', 'bob')))).toBe('following');
    expect(me(qc).followingCount).toBe(3);
  });
});

describe('setFollow (optimistic, serialised, rolled back)', () => {
  it('shows the follow at once and keeps it when the server agrees', async () => {
    const { calls } = testSession((ep) => (ep === 'following/create' ? { status: 200, body: { id: 'bob', username: 'bob' } } : { status: 404, body: {} }));
    const qc = seed();
    const done = setFollow(qc, { id: 'bob', isLocked: false }, 'none', true);
    expect(bob(qc).isFollowing).toBe(true);
    await done;
    expect(bob(qc)).toMatchObject({ isFollowing: true, followersCount: 6 });
    expect(calls.map((c) => c.endpoint)).toEqual(['following/create']);
  });

  it('rolls everything back when the server refuses', async () => {
    testSession(() => ({ status: 400, body: { error: { code: 'BLOCKED', message: 'blocked', id: 'x' } } }));
    const qc = seed();
    const done = setFollow(qc, { id: 'bob', isLocked: false }, 'none', true);
    expect(bob(qc).isFollowing).toBe(true);
    await done;
    expect(bob(qc)).toMatchObject({ isFollowing: false, followersCount: 5 });
    expect(me(qc).followingCount).toBe(2);
  });

  it('a locked account becomes a pending request, which cancel withdraws', async () => {
    const { calls } = testSession((ep) =>
      ep === 'users/relation' ? { status: 200, body: [{ id: 'bob', isFollowing: false, hasPendingFollowRequestFromYou: true }] } : ep === 'following/create' ? { status: 200, body: {} } : { status: 204 },
    );
    const qc = seed();
    await setFollow(qc, { id: 'bob', isLocked: true }, 'none', true);
    expect(followStateOf(bob(qc) as never)).toBe('requested');
    expect(bob(qc).followersCount).toBe(5);
    await setFollow(qc, { id: 'bob', isLocked: true }, 'requested', false);
    expect(followStateOf(bob(qc) as never)).toBe('none');
    expect(calls.map((c) => c.endpoint)).toEqual(['following/create', 'users/relation', 'following/requests/cancel']);
  });

  it('rapid toggles: the last intent wins and requests run one at a time', async () => {
    const { calls } = testSession((ep) => (ep === 'following/create' ? { status: 200, body: {} } : { status: 200, body: {} }));
    const qc = seed();
    const a = setFollow(qc, { id: 'bob' }, 'none', true);
    const b = setFollow(qc, { id: 'bob' }, 'following', false);
    const c = setFollow(qc, { id: 'bob' }, 'none', true);
    await Promise.all([a, b, c]);
    expect(bob(qc)).toMatchObject({ isFollowing: true, followersCount: 6 });
    expect(calls.map((x) => x.endpoint)).toEqual(['following/create']);
  });
});

describe('setFollow when the answer never comes (timeout, dropped connection)', () => {
  /** following/create's connection drops after sending; users/relation answers `following` (the server's state). */
  function dropped(following: () => boolean) {
    const { calls } = testSession((ep) => (ep === 'users/relation' ? { status: 200, body: [{ id: 'bob', isFollowing: following(), hasPendingFollowRequestFromYou: false }] } : { status: 204 }));
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const r = await answer(input, init);
      if (String(input).endsWith('/following/create')) throw new TypeError('Failed to fetch');
      return r;
    });
    return calls;
  }

  it('the server followed: the follow stays, counts once, read back from users/relation, no error shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = dropped(() => true);
      const qc = seed();
      const done = setFollow(qc, { id: 'bob', isLocked: false }, 'none', true);
      await vi.advanceTimersByTimeAsync(0);
      expect(bob(qc)).toMatchObject({ isFollowing: true, followersCount: 6 }); // not rolled back while unknown
      await vi.advanceTimersByTimeAsync(2000);
      await done;
      expect(calls.map((c) => c.endpoint)).toEqual(['following/create', 'users/relation']);
      expect(bob(qc)).toMatchObject({ isFollowing: true, followersCount: 6 });
      expect(me(qc).followingCount).toBe(3);
      expect(getToasts().map((x) => x.message)).not.toContain(t('errors.networkError'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the server did not follow: after a second read the button shows the server state and the user is told', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = dropped(() => false);
      const qc = seed();
      const done = setFollow(qc, { id: 'bob', isLocked: false }, 'none', true);
      await vi.advanceTimersByTimeAsync(2000);
      expect(bob(qc).isFollowing).toBe(true);
      await vi.advanceTimersByTimeAsync(8000);
      await done;
      expect(calls.map((c) => c.endpoint)).toEqual(['following/create', 'users/relation', 'users/relation']);
      expect(bob(qc)).toMatchObject({ isFollowing: false, followersCount: 5 });
      expect(me(qc).followingCount).toBe(2);
      expect(getToasts().map((x) => x.message)).toContain(t('relations.followNotKept'));
    } finally {
      vi.useRealTimers();
    }
  });
});
