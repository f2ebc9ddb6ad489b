import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { call, findNote, testInstance, userNamed } from '../test-utils/setup';

type Created = { createdNote: { id: string; text: string | null; visibility: string; mentions?: string[]; poll?: unknown; renote?: { id: string }; reply?: { id: string } } };

describe('notes', () => {
  it('creates a note, announces it and shows it first in the author timeline', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const r = await call(instance, 'notes/create', { text: 'Hello @carol #mock :blobcat:', cw: null }, 'alice');
    expect(r.status).toBe(200);
    const note = (r.body as Created).createdNote;
    expect(note).toMatchObject({ text: 'Hello @carol #mock :blobcat:', visibility: 'public', tags: ['mock'], mentions: [userNamed(instance, 'carol').id], references: [], referenceIds: [] });
    expect(events.some((e) => e.kind === 'note' && e.note.id === note.id)).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', type: 'mention', userId: userNamed(instance, 'carol').id }));
    const tl = await call(instance, 'notes/timeline', { limit: 1 }, 'alice');
    expect((tl.body as Array<{ id: string }>)[0]?.id).toBe(note.id);
  });

  it('creates replies, renotes, quotes and polls and keeps counts', async () => {
    const instance = testInstance();
    const target = findNote(instance, (n) => n.visibility === 'public' && n.renoteId == null && n.userId === userNamed(instance, 'bob').id);
    const before = { replies: target.repliesCount, renotes: target.renoteCount };
    const reply = (await call(instance, 'notes/create', { text: 're', replyId: target.id }, 'carol')).body as Created;
    expect(reply.createdNote.reply?.id).toBe(target.id);
    const renote = (await call(instance, 'notes/create', { renoteId: target.id }, 'carol')).body as Created;
    expect(renote.createdNote).toMatchObject({ text: null, renote: { id: target.id } });
    const poll = (await call(instance, 'notes/create', { text: 'vote', poll: { choices: ['a', 'b'], expiredAfter: 60_000 } }, 'carol')).body as Created;
    expect(poll.createdNote.poll).toMatchObject({ multiple: false, choices: [{ text: 'a', votes: 0, isVoted: false }, { text: 'b', votes: 0, isVoted: false }] });
    const shown = (await call(instance, 'notes/show', { noteId: target.id }, 'carol')).body as { repliesCount: number; renoteCount: number };
    expect(shown.repliesCount).toBe(before.replies + 1);
    expect(shown.renoteCount).toBe(before.renotes + 1);
    expect((await call(instance, 'notes/create', { renoteId: renote.createdNote.id }, 'bob')).body).toMatchObject({ error: { code: 'CANNOT_RENOTE_TO_A_PURE_RENOTE' } });
    expect((await call(instance, 'notes/polls/vote', { noteId: poll.createdNote.id, choice: 1 }, 'alice')).status).toBe(204);
  });

  it('validates note content', async () => {
    const instance = testInstance();
    expect((await call(instance, 'notes/create', {}, 'alice')).body).toMatchObject({ error: { code: 'INVALID_PARAM', info: { param: '#/anyOf' } } });
    expect((await call(instance, 'notes/create', { text: 'x'.repeat(1001) }, 'alice')).body).toMatchObject({ error: { info: { param: '#/properties/text/maxLength' } } });
    expect((await call(instance, 'notes/create', { text: 'x', visibility: 'friends' }, 'alice')).body).toMatchObject({ error: { info: { param: '#/properties/visibility/enum' } } });
    expect((await call(instance, 'notes/create', { text: 'x', replyId: '9zzzzzzzzz' }, 'alice')).body).toMatchObject({ error: { code: 'NO_SUCH_REPLY_TARGET' } });
    expect((await call(instance, 'notes/create', { text: 'x' })).status).toBe(401);
  });

  it('delivers specified notes to recipients only', async () => {
    const instance = testInstance();
    const carol = userNamed(instance, 'carol');
    const r = (await call(instance, 'notes/create', { text: 'psst', visibility: 'specified', visibleUserIds: [carol.id] }, 'bob')).body as Created;
    expect((await call(instance, 'notes/show', { noteId: r.createdNote.id }, 'carol')).status).toBe(200);
    expect((await call(instance, 'notes/show', { noteId: r.createdNote.id }, 'alice')).status).toBe(400);
  });

  it('deletes own notes only (or as a moderator)', async () => {
    const instance = testInstance();
    const note = ((await call(instance, 'notes/create', { text: 'bye' }, 'carol')).body as Created).createdNote;
    expect((await call(instance, 'notes/delete', { noteId: note.id }, 'dave')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await call(instance, 'notes/delete', { noteId: note.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/show', { noteId: note.id }, 'carol')).status).toBe(400);
    const other = ((await call(instance, 'notes/create', { text: 'moderate me' }, 'carol')).body as Created).createdNote;
    expect((await call(instance, 'notes/delete', { noteId: other.id }, 'bob')).status).toBe(204);
  });

  it('reacts and unreacts, with myReaction, notification and noteUpdated', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const note = ((await call(instance, 'notes/create', { text: 'react to me' }, 'carol')).body as Created).createdNote;
    expect((await call(instance, 'notes/reactions/create', { noteId: note.id, reaction: ':blobcat:' }, 'alice')).status).toBe(204);
    expect((await call(instance, 'notes/reactions/create', { noteId: note.id, reaction: ':blobcat:' }, 'alice')).body).toMatchObject({ error: { code: 'ALREADY_REACTED' } });
    const shown = (await call(instance, 'notes/show', { noteId: note.id }, 'alice')).body;
    expect(shown).toMatchObject({ reactions: { ':blobcat@.:': 1 }, myReaction: ':blobcat@.:' });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'noteUpdated', noteId: note.id, type: 'reacted' }));
    const notifs = (await call(instance, 'i/notifications', { limit: 1 }, 'carol')).body;
    expect(notifs).toMatchObject([{ type: 'reaction', reaction: ':blobcat:', note: { id: note.id } }]);
    expect((await call(instance, 'notes/reactions/delete', { noteId: note.id }, 'alice')).status).toBe(204);
    expect((await call(instance, 'notes/show', { noteId: note.id }, 'alice')).body).toMatchObject({ reactions: {} });
    expect((await call(instance, 'notes/reactions/delete', { noteId: note.id }, 'alice')).body).toMatchObject({ error: { code: 'NOT_REACTED' } });
  });

  it('lets a patron hold up to 3 reactions and take back one by name; others keep one', async () => {
    const instance = testInstance();
    const note = ((await call(instance, 'notes/create', { text: 'many reactions' }, 'carol')).body as Created).createdNote;
    for (const reaction of ['👍', ':blobcat:', '🎉']) {
      expect((await call(instance, 'notes/reactions/create', { noteId: note.id, reaction }, 'grace')).status).toBe(204);
    }
    expect((await call(instance, 'notes/reactions/create', { noteId: note.id, reaction: '😆' }, 'grace')).body).toMatchObject({ error: { code: 'TOO_MANY_REACTIONS' } });
    expect((await call(instance, 'notes/show', { noteId: note.id }, 'grace')).body).toMatchObject({ myReaction: '👍', myReactions: ['👍', ':blobcat@.:', '🎉'] });
    expect((await call(instance, 'notes/reactions/delete', { noteId: note.id, reaction: ':blobcat:' }, 'grace')).status).toBe(204);
    expect((await call(instance, 'notes/show', { noteId: note.id }, 'grace')).body).toMatchObject({ reactions: { '👍': 1, '🎉': 1 }, myReactions: ['👍', '🎉'] });
    expect((await call(instance, 'notes/reactions/delete', { noteId: note.id, reaction: '😆' }, 'grace')).body).toMatchObject({ error: { code: 'NOT_REACTED' } });
    // An ordinary user: a second reaction replaces the first, and no myReactions is sent.
    await call(instance, 'notes/reactions/create', { noteId: note.id, reaction: '👍' }, 'alice');
    await call(instance, 'notes/reactions/create', { noteId: note.id, reaction: '🎉' }, 'alice');
    const forAlice = (await call(instance, 'notes/show', { noteId: note.id }, 'alice')).body as Record<string, unknown>;
    expect(forAlice).toMatchObject({ reactions: { '👍': 1, '🎉': 2 }, myReaction: '🎉' });
    expect(forAlice.myReactions).toBeUndefined();
  });

  it('shows users by id, ids or acct', async () => {
    const instance = testInstance();
    const alice = userNamed(instance, 'alice');
    expect((await call(instance, 'users/show', { userId: alice.id })).body).toMatchObject({ username: 'alice', isMiniSilenced: false });
    const many = (await call(instance, 'users/show', { userIds: [alice.id, userNamed(instance, 'bob').id] })).body as unknown[];
    expect(many).toHaveLength(2);
    expect((await call(instance, 'users/show', { username: 'zoe', host: 'remote.example' }, 'carol')).body).toMatchObject({ host: 'remote.example', isFollowing: false });
    expect((await call(instance, 'users/show', { username: 'nobody' })).body).toMatchObject({ error: { code: 'NO_SUCH_USER' } });
    expect((await call(instance, 'users/show', { username: 'frank' })).status).toBe(400);
  });

  it('lists custom emoji', async () => {
    const instance = testInstance();
    const r = (await call(instance, 'emojis')).body as { emojis: Array<{ name: string; aliases: string[]; category: string | null; license: string | null }> };
    expect(r.emojis.find((e) => e.name === 'blobcat')).toMatchObject({ aliases: ['cat', 'blob'], category: 'Blobs' });
    expect(r.emojis.some((e) => e.license != null)).toBe(true);
  });
});
