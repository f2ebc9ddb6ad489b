import { describe, expect, it } from 'vitest';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string; userId: string; renote?: { userId: string } | null };
const created = async (instance: ReturnType<typeof testInstance>, username: string, params: Record<string, unknown>) =>
  ((await call(instance, 'notes/create', params, username)).body as { createdNote: Note }).createdNote;

describe('mutes', () => {
  it('keeps muted users (and renotes of them) out of the muter’s timelines only', async () => {
    const instance = testInstance();
    const bob = userNamed(instance, 'bob');
    expect((await call(instance, 'mute/create', { userId: bob.id }, 'carol')).status).toBe(204);
    const fromBob = await created(instance, 'bob', { text: 'bob speaks' });
    const renoteOfBob = await created(instance, 'alice', { renoteId: fromBob.id });
    const fromAlice = await created(instance, 'alice', { text: 'alice speaks' });

    for (const endpoint of ['notes/timeline', 'notes/hybrid-timeline', 'notes/local-timeline', 'notes/global-timeline']) {
      const ids = ((await call(instance, endpoint, { limit: 20 }, 'carol')).body as Note[]).map((n) => n.id);
      expect(ids, endpoint).not.toContain(fromBob.id);
      expect(ids, endpoint).not.toContain(renoteOfBob.id);
    }
    expect(((await call(instance, 'notes/timeline', { limit: 20 }, 'carol')).body as Note[]).map((n) => n.id)).toContain(fromAlice.id);
    expect(((await call(instance, 'notes/timeline', { limit: 20 }, 'alice')).body as Note[]).map((n) => n.id)).toContain(fromBob.id);
    // The profile still shows them.
    expect(((await call(instance, 'users/notes', { userId: bob.id }, 'carol')).body as Note[])[0]?.id).toBe(fromBob.id);
  });

  it('lists, refuses duplicates and deletes mutes; muted users do not notify', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    await call(instance, 'mute/create', { userId: dave.id }, 'carol');
    expect((await call(instance, 'mute/create', { userId: dave.id }, 'carol')).body).toMatchObject({ error: { code: 'ALREADY_MUTING', id: '7e7359cb-160c-4956-b08f-4d1c653cd007' } });
    expect((await call(instance, 'mute/create', { userId: userNamed(instance, 'carol').id }, 'carol')).body).toMatchObject({ error: { code: 'MUTEE_IS_YOURSELF' } });
    const list = (await call(instance, 'mute/list', {}, 'carol')).body as Array<{ muteeId: string; mutee: { isMuted: boolean }; expiresAt: null }>;
    expect(list).toEqual([expect.objectContaining({ muteeId: dave.id, expiresAt: null, mutee: expect.objectContaining({ username: 'dave', isMuted: true }) })]);
    const mention = await created(instance, 'dave', { text: '@carol hello?' });
    const notifs = (await call(instance, 'i/notifications', { markAsRead: false }, 'carol')).body as Array<{ note?: { id: string } }>;
    expect(notifs.some((n) => n.note?.id === mention.id)).toBe(false);
    expect((await call(instance, 'mute/delete', { userId: dave.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'mute/delete', { userId: dave.id }, 'carol')).body).toMatchObject({ error: { code: 'NOT_MUTING' } });
  });
});

describe('blocks', () => {
  it('ends follows both ways and refuses follows, reactions, replies, renotes and list pushes from the blocked user', async () => {
    const instance = testInstance();
    const alice = userNamed(instance, 'alice');
    const carol = userNamed(instance, 'carol');
    const target = await created(instance, 'alice', { text: 'from alice' });
    const blocked = await call(instance, 'blocking/create', { userId: carol.id }, 'alice');
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ id: carol.id, isBlocking: true, isFollowing: false, isFollowed: false });

    expect((await call(instance, 'following/create', { userId: alice.id }, 'carol')).body).toMatchObject({ error: { code: 'BLOCKED', id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0' } });
    expect((await call(instance, 'following/create', { userId: carol.id }, 'alice')).body).toMatchObject({ error: { code: 'BLOCKING', id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9' } });
    expect((await call(instance, 'notes/reactions/create', { noteId: target.id, reaction: '👍' }, 'carol')).body).toMatchObject({
      error: { code: 'YOU_HAVE_BEEN_BLOCKED', id: '20ef5475-9f38-4e4c-bd33-de6d979498ec' },
    });
    expect((await call(instance, 'notes/create', { text: 'reply', replyId: target.id }, 'carol')).body).toMatchObject({
      error: { code: 'YOU_HAVE_BEEN_BLOCKED', id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3' },
    });
    expect((await call(instance, 'notes/create', { renoteId: target.id }, 'carol')).body).toMatchObject({ error: { code: 'YOU_HAVE_BEEN_BLOCKED' } });
    const list = (await call(instance, 'users/lists/create', { name: 'x' }, 'carol')).body as { id: string };
    expect((await call(instance, 'users/lists/push', { listId: list.id, userId: alice.id }, 'carol')).body).toMatchObject({ error: { code: 'YOU_HAVE_BEEN_BLOCKED', id: '990232c5-3f9d-4d83-9f3f-ef27b6332a4b' } });
    // The blocked user no longer sees the blocker's notes in timelines.
    const ltl = ((await call(instance, 'notes/local-timeline', { limit: 30 }, 'carol')).body as Note[]).map((n) => n.userId);
    expect(ltl).not.toContain(alice.id);
    expect((await call(instance, 'users/relation', { userId: alice.id }, 'carol')).body).toMatchObject({ isBlocked: true, isBlocking: false });

    expect((await call(instance, 'blocking/list', {}, 'alice')).body).toEqual([expect.objectContaining({ blockeeId: carol.id, blockee: expect.objectContaining({ username: 'carol' }) })]);
    expect((await call(instance, 'blocking/create', { userId: carol.id }, 'alice')).body).toMatchObject({ error: { code: 'ALREADY_BLOCKING' } });
    expect((await call(instance, 'blocking/delete', { userId: carol.id }, 'alice')).status).toBe(200);
    expect((await call(instance, 'blocking/delete', { userId: carol.id }, 'alice')).body).toMatchObject({ error: { code: 'NOT_BLOCKING', id: '291b2efa-60c6-45c0-9f6a-045c8f9b02cd' } });
    expect((await call(instance, 'following/create', { userId: alice.id }, 'carol')).status).toBe(200);
  });
});
