import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Rel = { id: string; isFollowing: boolean; hasPendingFollowRequestFromYou: boolean; hasPendingFollowRequestToYou: boolean };

describe('follow requests', () => {
  it('seeds a pending request from ivan to heidi', async () => {
    const instance = testInstance();
    const list = await call(instance, 'following/requests/list', {}, 'heidi');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ follower: expect.objectContaining({ username: 'ivan' }), followee: expect.objectContaining({ username: 'heidi' }) }),
    ]);
    expect((await call(instance, 'i', {}, 'heidi')).body).toMatchObject({ hasPendingReceivedFollowRequest: true });
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasPendingReceivedFollowRequest: false });
  });

  it('turns following a locked account into a request, then accepts it', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const heidi = userNamed(instance, 'heidi');
    const carol = userNamed(instance, 'carol');

    const r = await call(instance, 'following/create', { userId: heidi.id }, 'carol');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: heidi.id, username: 'heidi' });
    const rel = (await call(instance, 'users/relation', { userId: heidi.id }, 'carol')).body as Rel;
    expect(rel).toMatchObject({ id: heidi.id, isFollowing: false, hasPendingFollowRequestFromYou: true });
    expect((await call(instance, 'users/show', { userId: carol.id }, 'heidi')).body).toMatchObject({ hasPendingFollowRequestToYou: true });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', userId: heidi.id, type: 'receiveFollowRequest', body: expect.objectContaining({ id: carol.id }) }));
    const heidiNotifs = (await call(instance, 'i/notifications', { includeTypes: ['receiveFollowRequest'] }, 'heidi')).body as Array<{ type: string; user: { username: string } }>;
    expect(heidiNotifs.map((n) => n.user.username)).toContain('carol');

    expect((await call(instance, 'following/requests/accept', { userId: carol.id }, 'heidi')).status).toBe(204);
    expect(((await call(instance, 'users/relation', { userId: [heidi.id] }, 'carol')).body as Rel[])[0]).toMatchObject({ isFollowing: true, hasPendingFollowRequestFromYou: false });
    const carolNotifs = (await call(instance, 'i/notifications', {}, 'carol')).body as Array<{ type: string; user?: { id: string } }>;
    expect(carolNotifs[0]).toMatchObject({ type: 'followRequestAccepted', user: { id: heidi.id } });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', userId: carol.id, type: 'follow' }));
    // Nothing left to accept.
    expect((await call(instance, 'following/requests/accept', { userId: carol.id }, 'heidi')).body).toMatchObject({
      error: { code: 'NO_FOLLOW_REQUEST', id: 'bcde4f8b-0913-4614-8881-614e522fb041' },
    });
  });

  it('auto-accepts when the locked account already follows the follower', async () => {
    const instance = testInstance();
    const heidi = userNamed(instance, 'heidi');
    await call(instance, 'following/create', { userId: heidi.id }, 'alice');
    expect((await call(instance, 'users/relation', { userId: heidi.id }, 'alice')).body).toMatchObject({ isFollowing: true, hasPendingFollowRequestFromYou: false });
  });

  it('rejects and cancels requests', async () => {
    const instance = testInstance();
    const heidi = userNamed(instance, 'heidi');
    const ivan = userNamed(instance, 'ivan');
    expect((await call(instance, 'following/requests/reject', { userId: ivan.id }, 'heidi')).status).toBe(204);
    expect((await call(instance, 'following/requests/list', {}, 'heidi')).body).toEqual([]);
    expect((await call(instance, 'users/relation', { userId: heidi.id }, 'ivan')).body).toMatchObject({ isFollowing: false, hasPendingFollowRequestFromYou: false });

    await call(instance, 'following/create', { userId: heidi.id }, 'dave');
    const cancelled = await call(instance, 'following/requests/cancel', { userId: heidi.id }, 'dave');
    expect(cancelled.body).toMatchObject({ id: heidi.id });
    expect((await call(instance, 'following/requests/cancel', { userId: heidi.id }, 'dave')).body).toMatchObject({
      error: { code: 'FOLLOW_REQUEST_NOT_FOUND', id: '089b125b-d338-482a-9a09-e2622ac9f8d4' },
    });
    expect((await call(instance, 'i', {}, 'heidi')).body).toMatchObject({ hasPendingReceivedFollowRequest: false });
  });

  it('validates users/relation ids', async () => {
    const instance = testInstance();
    expect((await call(instance, 'users/relation', { userId: 42 }, 'carol')).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
    expect((await call(instance, 'users/relation', { userId: 'x' })).status).toBe(401);
  });
});
