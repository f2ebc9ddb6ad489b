import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string; userId: string };
type List = { id: string; name: string; userIds: string[]; isPublic: boolean };
type Antenna = { id: string; name: string; hasUnreadNote: boolean; keywords: string[][] };
const created = async (instance: ReturnType<typeof testInstance>, username: string, params: Record<string, unknown>) =>
  ((await call(instance, 'notes/create', params, username)).body as { createdNote: Note }).createdNote;

const ANTENNA = { src: 'all', keywords: [['sunflower']], excludeKeywords: [['spoiler']], users: [], caseSensitive: false, withReplies: false, withFile: false, notify: false };

describe('user lists', () => {
  it('seeds carol’s list with alice and grace', async () => {
    const instance = testInstance();
    const lists = (await call(instance, 'users/lists/list', {}, 'carol')).body as List[];
    expect(lists).toEqual([expect.objectContaining({ name: 'Friends', isPublic: false, userIds: [userNamed(instance, 'alice').id, userNamed(instance, 'grace').id] })]);
    expect(instance.state.seeded['list.carolFriends']).toBe(lists[0]?.id);
  });

  it('creates, updates, pushes, pulls and deletes lists, and serves their timeline', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    const list = (await call(instance, 'users/lists/create', { name: 'Watch' }, 'carol')).body as List;
    expect(list).toMatchObject({ name: 'Watch', userIds: [], isPublic: false });
    expect((await call(instance, 'users/lists/push', { listId: list.id, userId: dave.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'users/lists/push', { listId: list.id, userId: dave.id }, 'carol')).body).toMatchObject({ error: { code: 'ALREADY_ADDED' } });
    const fromDave = await created(instance, 'dave', { text: 'dave in a list', visibility: 'home' });
    await created(instance, 'bob', { text: 'bob not in the list' });
    const tl = (await call(instance, 'notes/user-list-timeline', { listId: list.id, limit: 5 }, 'carol')).body as Note[];
    expect(tl[0]?.id).toBe(fromDave.id);
    expect(tl.every((n) => n.userId === dave.id)).toBe(true);

    expect((await call(instance, 'users/lists/update', { listId: list.id, name: 'Renamed', isPublic: true }, 'carol')).body).toMatchObject({ name: 'Renamed', isPublic: true });
    expect((await call(instance, 'users/lists/show', { listId: list.id }, 'carol')).body).toMatchObject({ id: list.id, userIds: [dave.id] });
    expect((await call(instance, 'users/lists/show', { listId: list.id }, 'alice')).body).toMatchObject({ error: { code: 'NO_SUCH_LIST', id: '7bc05c21-1d7a-41ae-88f1-66820f4dc686' } });
    expect((await call(instance, 'users/lists/pull', { listId: list.id, userId: dave.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/user-list-timeline', { listId: list.id }, 'carol')).body).toEqual([]);
    expect((await call(instance, 'users/lists/delete', { listId: list.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'notes/user-list-timeline', { listId: list.id }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_LIST', id: '8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff' } });
  });
});

describe('antennas', () => {
  it('seeds carol’s "mock" antenna with matching notes', async () => {
    const instance = testInstance();
    const antennas = (await call(instance, 'antennas/list', {}, 'carol')).body as Antenna[];
    expect(antennas).toEqual([expect.objectContaining({ name: 'Mock mentions', keywords: [['mock']], src: 'all' })]);
    const notes = (await call(instance, 'antennas/notes', { antennaId: antennas[0]?.id, limit: 50 }, 'carol')).body as Array<{ text: string | null; cw: string | null }>;
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(`${n.text ?? ''} ${n.cw ?? ''}`.toLowerCase()).toContain('mock');
  });

  it('catches matching new notes, marks them unread and reads them', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const carol = userNamed(instance, 'carol');
    const antenna = (await call(instance, 'antennas/create', { name: 'Flowers', ...ANTENNA }, 'carol')).body as Antenna;
    await call(instance, 'antennas/notes', { antennaId: (instance.state.seeded['antenna.carolMock'] as string) }, 'carol');
    await call(instance, 'channels/timeline', { channelId: instance.state.seeded['channel.lounge'], limit: 50 }, 'carol');
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadAntenna: false });

    const hit = await created(instance, 'bob', { text: 'A SunFlower field' });
    await created(instance, 'bob', { text: 'sunflower spoiler' });
    await created(instance, 'bob', { text: 'no flowers here' });
    await created(instance, 'bob', { text: 'a sunflower reply', replyId: hit.id });
    await created(instance, 'bob', { text: 'secret sunflower', visibility: 'specified', visibleUserIds: [carol.id] });

    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', userId: carol.id, type: 'unreadAntenna', body: expect.objectContaining({ id: antenna.id, hasUnreadNote: true }) }));
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadAntenna: true });
    const notes = (await call(instance, 'antennas/notes', { antennaId: antenna.id }, 'carol')).body as Note[];
    expect(notes.map((n) => n.id)).toEqual([hit.id]);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'main', userId: carol.id, type: 'readAllAntennas' }));
    expect((await call(instance, 'antennas/show', { antennaId: antenna.id }, 'carol')).body).toMatchObject({ hasUnreadNote: false });
  });

  it('matches by users and by list, and notifies when asked', async () => {
    const instance = testInstance();
    const listId = instance.state.seeded['list.carolFriends'];
    const byList = (await call(instance, 'antennas/create', { name: 'Friends', ...ANTENNA, keywords: [], excludeKeywords: [], src: 'list', userListId: listId, notify: true }, 'carol')).body as Antenna;
    const byUser = (await call(instance, 'antennas/create', { name: 'Bob', ...ANTENNA, keywords: [], excludeKeywords: [], src: 'users', users: ['@bob'] }, 'carol')).body as Antenna;
    const fromGrace = await created(instance, 'grace', { text: 'grace posts' });
    const fromBob = await created(instance, 'bob', { text: 'bob posts' });
    expect(((await call(instance, 'antennas/notes', { antennaId: byList.id }, 'carol')).body as Note[]).map((n) => n.id)).toEqual([fromGrace.id]);
    expect(((await call(instance, 'antennas/notes', { antennaId: byUser.id }, 'carol')).body as Note[]).map((n) => n.id)).toEqual([fromBob.id]);
    const notifs = (await call(instance, 'i/notifications', { includeTypes: ['unreadAntenna'] }, 'carol')).body as Array<{ type: string; note: { id: string }; antenna: { id: string } }>;
    expect(notifs[0]).toMatchObject({ type: 'unreadAntenna', note: { id: fromGrace.id }, antenna: { id: byList.id } });
  });

  it('validates antennas and answers with real errors', async () => {
    const instance = testInstance();
    expect((await call(instance, 'antennas/create', { name: 'x', ...ANTENNA, src: 'group' }, 'carol')).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
    expect((await call(instance, 'antennas/create', { name: 'x', ...ANTENNA, src: 'list', userListId: instance.state.seeded['list.bobStaff'] }, 'carol')).body).toMatchObject({
      error: { code: 'NO_SUCH_USER_LIST', id: '95063e93-a283-4b8b-9aa5-bcdb8df69a7f' },
    });
    const mine = instance.state.seeded['antenna.carolMock'];
    expect((await call(instance, 'antennas/show', { antennaId: mine }, 'alice')).body).toMatchObject({ error: { code: 'NO_SUCH_ANTENNA', id: 'c06569fb-b025-4f23-b22d-1fcd20d2816b' } });
    const updated = await call(instance, 'antennas/update', { antennaId: mine, name: 'Renamed', ...ANTENNA }, 'carol');
    expect(updated.body).toMatchObject({ name: 'Renamed', keywords: [['sunflower']] });
    expect((await call(instance, 'antennas/delete', { antennaId: mine }, 'carol')).status).toBe(204);
    expect((await call(instance, 'antennas/notes', { antennaId: mine }, 'carol')).body).toMatchObject({ error: { id: '850926e0-fd3b-49b6-b69a-b28a5dbd82fe' } });
  });
});
