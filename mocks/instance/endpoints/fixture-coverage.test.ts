import { describe, expect, it } from 'vitest';
import { call, testInstance, userNamed } from '../../test-utils/setup';

describe('endpoints the fixtures cover', () => {
  it('get-online-users-count counts local users active in the last 10 minutes', async () => {
    const instance = testInstance();
    const before = (await call(instance, 'get-online-users-count')).body as { count: number };
    expect(before.count).toBeGreaterThan(0);
    userNamed(instance, 'dave').lastActiveDate = instance.now();
    expect((await call(instance, 'get-online-users-count')).body).toEqual({ count: before.count + 1 });
  });

  it('federation/stats ranks the servers followed from here and following here', async () => {
    const instance = testInstance();
    const r = (await call(instance, 'federation/stats', { limit: 2 })).body as {
      topSubInstances: Array<{ host: string; followersCount: number }>;
      topPubInstances: Array<{ host: string; followingCount: number }>;
      otherFollowersCount: number;
      otherFollowingCount: number;
    };
    expect(r.topSubInstances.length).toBeGreaterThan(0);
    expect(r.topSubInstances.length).toBeLessThanOrEqual(2);
    expect(r.topSubInstances[0]!.followersCount).toBeGreaterThanOrEqual(r.topSubInstances.at(-1)!.followersCount);
    expect(r.topSubInstances.map((i) => i.host)).toContain('remote.example');
    expect(typeof r.otherFollowersCount).toBe('number');
    expect(r.topPubInstances.every((i) => i.followingCount > 0)).toBe(true);
  });
});
