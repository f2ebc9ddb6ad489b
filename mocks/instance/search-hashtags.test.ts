import { describe, expect, it } from 'vitest';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Note = { id: string; text: string | null; userId: string; tags?: string[]; channelId?: string };
type Trend = { tag: string; chart: number[]; usersCount: number };

describe('hashtags', () => {
  it('trends the seeded tags of the past hour', async () => {
    const instance = testInstance();
    const trend = (await call(instance, 'hashtags/trend', {})).body as Trend[];
    expect(trend.length).toBeGreaterThanOrEqual(3);
    expect(trend.length).toBeLessThanOrEqual(5);
    expect(trend[0]).toMatchObject({ tag: 'mock' });
    expect(trend.map((t) => t.tag)).toEqual(expect.arrayContaining(['mock', 'misskey', 'photography']));
    for (const t of trend) {
      expect(t.chart).toHaveLength(20);
      expect(t.usersCount).toBeGreaterThan(0);
    }
    expect(trend[0]?.chart[1]).toBeGreaterThan(0);
  });

  it('shows, lists and finds users by hashtag', async () => {
    const instance = testInstance();
    expect((await call(instance, 'hashtags/show', { tag: '#Mock' })).body).toMatchObject({ tag: 'mock', mentionedUsersCount: expect.any(Number), attachedUsersCount: 0 });
    expect((await call(instance, 'hashtags/show', { tag: 'nosuchtag' })).body).toMatchObject({ error: { code: 'NO_SUCH_HASHTAG', id: '110ee688-193e-4a3a-9ecf-c167b2e6981e' } });
    const list = (await call(instance, 'hashtags/list', { sort: '+mentionedUsers', limit: 3 })).body as Array<{ tag: string; mentionedUsersCount: number }>;
    expect(list).toHaveLength(3);
    expect(list[0]!.mentionedUsersCount).toBeGreaterThanOrEqual(list[1]!.mentionedUsersCount);
    const attached = (await call(instance, 'hashtags/list', { sort: '+attachedUsers', attachedToUserOnly: true })).body as Array<{ tag: string }>;
    expect(attached.map((h) => h.tag)).toEqual(expect.arrayContaining(['cats', 'bot']));
    const users = (await call(instance, 'hashtags/users', { tag: 'cats', sort: '+follower' })).body as Array<{ username: string }>;
    expect(users.map((u) => u.username)).toEqual(['alice']);
    expect((await call(instance, 'hashtags/list', {})).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
  });

  it('searches hashtags by prefix (hashtags/search: names only, most used first)', async () => {
    const instance = testInstance();
    const found = (await call(instance, 'hashtags/search', { query: 'MI', limit: 5 })).body as string[];
    expect(found.length).toBeGreaterThan(0);
    expect(found).toContain('misskey');
    expect(found.every((t) => typeof t === 'string' && t.startsWith('mi'))).toBe(true);
    expect((await call(instance, 'hashtags/search', { query: 'zzzz-none' })).body).toEqual([]);
    expect((await call(instance, 'hashtags/search', {})).status).toBe(400);
  });

  it('searches notes by tag', async () => {
    const instance = testInstance();
    const created = ((await call(instance, 'notes/create', { text: 'tagged #Sunflowers' }, 'bob')).body as { createdNote: Note }).createdNote;
    const byTag = (await call(instance, 'notes/search-by-tag', { tag: 'sunflowers' }, 'carol')).body as Note[];
    expect(byTag.map((n) => n.id)).toEqual([created.id]);
    const byQuery = (await call(instance, 'notes/search-by-tag', { query: [['sunflowers', 'nothing'], ['SUNFLOWERS']] }, 'carol')).body as Note[];
    expect(byQuery.map((n) => n.id)).toEqual([created.id]);
    expect((await call(instance, 'notes/search-by-tag', {})).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
  });
});

describe('search', () => {
  it('searches notes by words, user, channel and paging', async () => {
    const instance = testInstance();
    const bob = userNamed(instance, 'bob');
    const a = ((await call(instance, 'notes/create', { text: 'The quick brown fox' }, 'bob')).body as { createdNote: Note }).createdNote;
    const b = ((await call(instance, 'notes/create', { text: 'A quick red fox' }, 'alice')).body as { createdNote: Note }).createdNote;
    await call(instance, 'notes/create', { text: 'slow turtle' }, 'bob');
    const all = (await call(instance, 'notes/search', { query: 'QUICK fox' }, 'carol')).body as Note[];
    expect(all.map((n) => n.id)).toEqual([b.id, a.id]);
    expect(((await call(instance, 'notes/search', { query: 'quick fox', userId: bob.id }, 'carol')).body as Note[]).map((n) => n.id)).toEqual([a.id]);
    expect(((await call(instance, 'notes/search', { query: 'quick fox', untilId: b.id }, 'carol')).body as Note[]).map((n) => n.id)).toEqual([a.id]);
    expect(((await call(instance, 'notes/search', { query: 'quick fox', sinceId: a.id }, 'carol')).body as Note[]).map((n) => n.id)).toEqual([b.id]);
    const channelId = instance.state.seeded['channel.lounge'];
    const inChannel = (await call(instance, 'notes/search', { query: 'lounge', channelId }, 'carol')).body as Note[];
    expect(inChannel.length).toBeGreaterThan(0);
    expect(inChannel.every((n) => n.channelId === channelId)).toBe(true);
    expect((await call(instance, 'notes/search', {})).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
  });

  it('searches users', async () => {
    const instance = testInstance();
    const found = (await call(instance, 'users/search', { query: 'gra' })).body as Array<{ username: string }>;
    expect(found[0]?.username).toBe('grace');
    expect(((await call(instance, 'users/search', { query: 'zoe', origin: 'local' })).body as unknown[]).length).toBe(0);
    const lite = (await call(instance, 'users/search', { query: 'ali', detail: false })).body as Array<Record<string, unknown>>;
    expect(lite[0]).toMatchObject({ username: 'alice' });
    expect(lite[0]).not.toHaveProperty('followersCount');
    const byHost = (await call(instance, 'users/search-by-username-and-host', { username: 'y', host: 'remote' })).body as Array<{ username: string; host: string }>;
    expect(byHost.map((u) => `${u.username}@${u.host}`)).toEqual(['yuki@remote.example']);
    const followedFirst = (await call(instance, 'users/search-by-username-and-host', { username: '' , host: null }, 'carol')).body as Array<{ username: string }>;
    const carol = [...instance.state.users.values()].find((u) => u.username === 'carol' && u.host == null)!;
    const followed = new Set([...instance.state.users.values()].filter((u) => instance.state.follows.has(`${carol.id}>${u.id}`)).map((u) => u.username));
    expect(followed.has('alice') && followed.has('bob')).toBe(true);
    expect(followedFirst.slice(0, followed.size).every((u) => followed.has(u.username))).toBe(true);
    expect((await call(instance, 'users/search-by-username-and-host', {})).body).toMatchObject({ error: { code: 'INVALID_PARAM' } });
  });
});
