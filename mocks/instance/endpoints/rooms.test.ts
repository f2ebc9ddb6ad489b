import { describe, expect, it } from 'vitest';
import { call, testInstance } from '../../test-utils/setup';

describe('rooms endpoints', () => {
  it('favorites and unfavorites channels, and channels/show reports it', async () => {
    const instance = testInstance();
    const lounge = instance.state.seeded['channel.lounge'] as string;
    expect((await call(instance, 'channels/show', { channelId: lounge }, 'carol')).body).toMatchObject({ isFavorited: false });
    expect((await call(instance, 'channels/favorite', { channelId: lounge }, 'carol')).status).toBe(204);
    expect((await call(instance, 'channels/show', { channelId: lounge }, 'carol')).body).toMatchObject({ isFavorited: true });
    expect((await call(instance, 'channels/show', { channelId: lounge }, 'bob')).body).toMatchObject({ isFavorited: false });
    const mine = (await call(instance, 'channels/my-favorites', {}, 'carol')).body as Array<{ id: string }>;
    expect(mine.map((c) => c.id)).toEqual([lounge]);
    await call(instance, 'channels/unfavorite', { channelId: lounge }, 'carol');
    expect((await call(instance, 'channels/my-favorites', {}, 'carol')).body).toEqual([]);
    expect((await call(instance, 'channels/favorite', { channelId: 'nope0000000' }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_CHANNEL' } });
  });

  it('hide-endpoints plays a server without messaging: 404 and absent from `endpoints`', async () => {
    const instance = testInstance();
    await instance.control('hide-endpoints', { prefixes: ['messaging/', 'users/groups/'] });
    const res = await call(instance, 'messaging/history', {}, 'carol');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'UNKNOWN_API_ENDPOINT' } });
    expect((await call(instance, 'users/groups/owned', {}, 'carol')).status).toBe(404);
    const list = (await call(instance, 'endpoints', {})).body as string[];
    expect(list).not.toContain('messaging/messages');
    expect(list).not.toContain('users/groups/owned');
    expect(list).toContain('notes/create');
    await instance.control('hide-endpoints', { prefixes: [] });
    expect((await call(instance, 'messaging/history', {}, 'carol')).status).toBe(200);
  });
});
