import { describe, expect, it } from 'vitest';
import { call, findNote, testInstance, userNamed } from '../../test-utils/setup';

describe('people endpoints', () => {
  it('lists a user’s reactions newest first with the note', async () => {
    const instance = testInstance();
    const note = findNote(instance, (n) => n.userId === userNamed(instance, 'alice').id && n.visibility === 'public' && !n.renoteId);
    await instance.control('react', { username: 'carol', noteId: note.id, reaction: '🎉' });
    const carol = userNamed(instance, 'carol');
    const r = await call(instance, 'users/reactions', { userId: carol.id, limit: 5 }, 'bob');
    expect(r.status).toBe(200);
    const rows = r.body as Array<{ type: string; note: { id: string }; user: { id: string } }>;
    expect(rows[0]).toMatchObject({ type: '🎉', note: { id: note.id }, user: { id: carol.id } });
  });

  it('lists public clips only to others', async () => {
    const instance = testInstance();
    const alice = userNamed(instance, 'alice');
    const asBob = (await call(instance, 'users/clips', { userId: alice.id }, 'bob')).body as Array<{ isPublic: boolean }>;
    const asAlice = (await call(instance, 'users/clips', { userId: alice.id }, 'alice')).body as Array<{ isPublic: boolean }>;
    expect(asBob.every((c) => c.isPublic)).toBe(true);
    expect(asAlice.length).toBeGreaterThan(asBob.length);
  });

  it('charts a user’s notes per day with running totals', async () => {
    const instance = testInstance();
    const carol = userNamed(instance, 'carol');
    await instance.control('post', { username: 'carol', text: 'chart me' });
    const r = (await call(instance, 'charts/user/notes', { userId: carol.id, span: 'day', limit: 7 })).body as {
      total: number[]; inc: number[]; diffs: { normal: number[] };
    };
    expect(r.total).toHaveLength(7);
    expect(r.inc[0]).toBeGreaterThanOrEqual(1);
    expect(r.total[0]! - r.inc[0]!).toBe(r.total[1]);
  });

  it('renote-mutes and reports the state in users/relation', async () => {
    const instance = testInstance();
    const bob = userNamed(instance, 'bob');
    expect((await call(instance, 'renote-mute/create', { userId: bob.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'renote-mute/create', { userId: bob.id }, 'carol')).body).toMatchObject({ error: { code: 'ALREADY_MUTING' } });
    expect((await call(instance, 'users/relation', { userId: bob.id }, 'carol')).body).toMatchObject({ isRenoteMuted: true });
    expect((await call(instance, 'renote-mute/delete', { userId: bob.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'users/relation', { userId: bob.id }, 'carol')).body).toMatchObject({ isRenoteMuted: false });
  });

  it('accepts abuse reports but not about oneself', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    const carol = userNamed(instance, 'carol');
    expect((await call(instance, 'users/report-abuse', { userId: dave.id, comment: 'spam' }, 'carol')).status).toBe(204);
    expect((await call(instance, 'users/report-abuse', { userId: carol.id, comment: 'x' }, 'carol')).body).toMatchObject({ error: { code: 'CANNOT_REPORT_YOURSELF' } });
  });

  it('lets moderators see and suspend users; others get an error', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    expect((await call(instance, 'admin/show-user', { userId: dave.id }, 'carol')).status).toBeGreaterThanOrEqual(400);
    expect((await call(instance, 'admin/show-user', { userId: dave.id }, 'bob')).body).toMatchObject({ isSuspended: false, isSilenced: false });
    expect((await call(instance, 'admin/suspend-user', { userId: dave.id }, 'bob')).status).toBe(204);
    expect((await call(instance, 'admin/show-user', { userId: dave.id }, 'bob')).body).toMatchObject({ isSuspended: true });
    expect((await call(instance, 'admin/unsuspend-user', { userId: dave.id }, 'bob')).status).toBe(204);
    expect((await call(instance, 'admin/silence-user', { userId: dave.id }, 'bob')).status).toBe(204);
    expect(userNamed(instance, 'dave').isSilenced).toBe(true);
  });

  it('shows a federated instance and suspends delivery to it', async () => {
    const instance = testInstance();
    const info = (await call(instance, 'federation/show-instance', { host: 'remote.example' })).body as { host: string; usersCount: number; isSuspended: boolean };
    expect(info).toMatchObject({ host: 'remote.example', isSuspended: false });
    expect(info.usersCount).toBeGreaterThan(0);
    expect((await call(instance, 'federation/show-instance', { host: 'nowhere.example' })).body).toBeNull();
    expect((await call(instance, 'admin/federation/update-instance', { host: 'remote.example', isSuspended: true }, 'bob')).status).toBe(204);
    expect((await call(instance, 'federation/show-instance', { host: 'remote.example' })).body).toMatchObject({ isSuspended: true });
  });

  it('control vote makes a pollVote notification for the author', async () => {
    const instance = testInstance();
    const created = (await call(instance, 'notes/create', { text: 'poll?', poll: { choices: ['a', 'b'] } }, 'carol')).body as { createdNote: { id: string } };
    const r = await instance.control('vote', { username: 'bob', noteId: created.createdNote.id, choice: 1 });
    expect(r.status).toBe(204);
    const notifs = (await call(instance, 'i/notifications', { markAsRead: false }, 'carol')).body as Array<{ type: string; choice?: number }>;
    expect(notifs[0]).toMatchObject({ type: 'pollVote', choice: 1 });
  });
});

describe('following/requests/sent', () => {
  it('lists the requests I sent that are pending', async () => {
    const instance = testInstance();
    const sent = (await call(instance, 'following/requests/sent', {}, 'ivan')).body as Array<{ followee: { username: string } }>;
    expect(sent.map((r) => r.followee.username)).toEqual(['heidi']);
    expect((await call(instance, 'following/requests/sent', {}, 'carol')).body).toEqual([]);
  });
});

describe('renote mute hides pure renotes from timelines', () => {
  it('bob’s renotes leave carol’s home timeline, his own notes stay', async () => {
    const instance = testInstance();
    const bob = userNamed(instance, 'bob');
    const target = findNote(instance, (n) => n.userId === userNamed(instance, 'alice').id && n.visibility === 'public' && !n.renoteId);
    const renote = (await instance.control('post', { username: 'bob', renoteId: target.id })).body as { createdNote: { id: string } };
    const own = (await instance.control('post', { username: 'bob', text: 'still here' })).body as { createdNote: { id: string } };
    await call(instance, 'renote-mute/create', { userId: bob.id }, 'carol');
    const tl = (await call(instance, 'notes/timeline', { limit: 50 }, 'carol')).body as Array<{ id: string }>;
    expect(tl.map((n) => n.id)).toContain(own.createdNote.id);
    expect(tl.map((n) => n.id)).not.toContain(renote.createdNote.id);
  });
});

describe('private reactions', () => {
  it('i/update publicReactions:false hides them from others (REACTIONS_NOT_PUBLIC), not from the owner', async () => {
    const instance = testInstance();
    const carol = userNamed(instance, 'carol');
    await call(instance, 'i/update', { publicReactions: false }, 'carol');
    expect((await call(instance, 'users/show', { userId: carol.id }, 'bob')).body).toMatchObject({ publicReactions: false });
    expect((await call(instance, 'users/reactions', { userId: carol.id }, 'bob')).body).toMatchObject({ error: { code: 'REACTIONS_NOT_PUBLIC' } });
    expect((await call(instance, 'users/reactions', { userId: carol.id }, 'carol')).status).toBe(200);
  });
});
