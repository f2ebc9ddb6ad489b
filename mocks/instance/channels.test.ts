import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { CHANNEL_LOCAL_ONLY_MARKER, CHANNEL_REQUIRE_FILENAME_MARKER } from './channels';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string; channelId?: string; channel?: { id: string; name: string }; visibility: string; localOnly: boolean };
type Channel = { id: string; name: string; description: string | null; isFollowing?: boolean; hasUnreadNote?: boolean; notesCount: number; usersCount: number; pinnedNotes?: Note[] };

describe('channels', () => {
  it('seeds three channels with notes and the two description markers', async () => {
    const instance = testInstance();
    const featured = (await call(instance, 'channels/featured', {})).body as Channel[];
    expect(featured.map((c) => c.name).sort()).toEqual(['Local Only Corner', 'Mock Lounge', 'Photo Contest']);
    expect(featured.find((c) => c.name === 'Local Only Corner')?.description).toContain(CHANNEL_LOCAL_ONLY_MARKER);
    expect(featured.find((c) => c.name === 'Photo Contest')?.description).toContain(CHANNEL_REQUIRE_FILENAME_MARKER);
    const lounge = (await call(instance, 'channels/show', { channelId: instance.state.seeded['channel.lounge'] }, 'carol')).body as Channel;
    const loungeNotes = [...instance.state.notes.values()].filter((n) => n.channelId === lounge.id);
    // Four fresh notes (plus, with a bigger seed, the archive's older ones: seed/archive.ts).
    expect(loungeNotes.length).toBeGreaterThanOrEqual(4);
    expect(lounge).toMatchObject({ name: 'Mock Lounge', isFollowing: true, hasUnreadNote: true, notesCount: loungeNotes.length, usersCount: new Set(loungeNotes.map((n) => n.userId)).size });
    expect(lounge.pinnedNotes).toHaveLength(1);
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadChannel: true });
  });

  it('posts into a channel: public, local-only, out of every timeline, in the channel timeline', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const channelId = instance.state.seeded['channel.lounge'] as string;
    const r = await call(instance, 'notes/create', { text: 'in the lounge', channelId, visibility: 'home' }, 'alice');
    const note = (r.body as { createdNote: Note }).createdNote;
    expect(note).toMatchObject({ channelId, channel: { id: channelId, name: 'Mock Lounge' }, visibility: 'public', localOnly: true });
    for (const [endpoint, user] of [['notes/timeline', 'alice'], ['notes/timeline', 'carol'], ['notes/hybrid-timeline', 'carol'], ['notes/local-timeline', 'carol'], ['notes/global-timeline', 'carol']] as const) {
      const ids = ((await call(instance, endpoint, { limit: 30 }, user)).body as Note[]).map((n) => n.id);
      expect(ids, `${endpoint} ${user}`).not.toContain(note.id);
    }
    const carol = userNamed(instance, 'carol');
    expect(events).toContainEqual({ kind: 'main', userId: carol.id, type: 'unreadChannel', body: note.id });
    const tl = (await call(instance, 'channels/timeline', { channelId, limit: 100 }, 'carol')).body as Note[];
    expect(tl[0]?.id).toBe(note.id);
    expect(tl.every((n) => n.channelId === channelId)).toBe(true);
    // Reading the whole channel clears carol's unread marks for it; the other followed channel still has some.
    expect(events.some((e) => e.kind === 'main' && e.userId === carol.id && e.type === 'readAllChannels')).toBe(false);
    await call(instance, 'channels/timeline', { channelId: instance.state.seeded['channel.localOnly'], limit: 100 }, 'carol');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', userId: carol.id, type: 'readAllChannels' }));
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadChannel: false });
    // A reply to a channel note stays in the channel.
    const reply = ((await call(instance, 'notes/create', { text: 'reply', replyId: note.id }, 'bob')).body as { createdNote: Note }).createdNote;
    expect(reply.channelId).toBe(channelId);
    expect((await call(instance, 'notes/create', { text: 'x', channelId: '9zzzzzzzzz' }, 'alice')).body).toMatchObject({ error: { code: 'NO_SUCH_CHANNEL', id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb' } });
  });

  it('creates, updates, follows, lists and searches channels', async () => {
    const instance = testInstance();
    const ch = (await call(instance, 'channels/create', { name: 'Knitting', description: 'Yarn talk' }, 'dave')).body as Channel;
    expect(ch).toMatchObject({ name: 'Knitting', isFollowing: false, notesCount: 0, usersCount: 0, color: '#86b300' });
    expect((await call(instance, 'channels/update', { channelId: ch.id, name: 'Nope' }, 'erin')).body).toMatchObject({ error: { code: 'ACCESS_DENIED', id: '1fb7cb09-d46a-4fdf-b8df-057788cce513' } });
    expect((await call(instance, 'channels/update', { channelId: ch.id, description: 'Yarn and needles' }, 'dave')).body).toMatchObject({ description: 'Yarn and needles' });
    expect((await call(instance, 'channels/follow', { channelId: ch.id }, 'erin')).status).toBe(204);
    expect(((await call(instance, 'channels/followed', {}, 'erin')).body as Channel[]).map((c) => c.id)).toEqual([ch.id]);
    expect(((await call(instance, 'channels/owned', {}, 'dave')).body as Channel[]).map((c) => c.id)).toEqual([ch.id]);
    expect(((await call(instance, 'channels/search', { query: 'needles' })).body as Channel[]).map((c) => c.id)).toEqual([ch.id]);
    expect((await call(instance, 'channels/search', { query: 'needles', type: 'nameOnly' })).body).toEqual([]);
    expect((await call(instance, 'channels/unfollow', { channelId: ch.id }, 'erin')).status).toBe(204);
    expect((await call(instance, 'channels/followed', {}, 'erin')).body).toEqual([]);
    expect((await call(instance, 'channels/show', { channelId: '9zzzzzzzzz' })).body).toMatchObject({ error: { code: 'NO_SUCH_CHANNEL', id: '6f6c314b-7486-4897-8966-c04a66a02923' } });
    expect((await call(instance, 'channels/timeline', { channelId: '9zzzzzzzzz' })).body).toMatchObject({ error: { id: '4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f' } });
  });
});
