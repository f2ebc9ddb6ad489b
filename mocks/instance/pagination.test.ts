import { describe, expect, it } from 'vitest';
import { call, testInstance } from '../test-utils/setup';

type Row = { id: string };
const idsOf = (body: unknown) => (body as Row[]).map((n) => n.id);

describe('pagination', () => {
  const instance = testInstance();

  it('defaults to 10 newest-first items and caps limit at 100', async () => {
    const page = idsOf((await call(instance, 'notes/global-timeline', {}, 'alice')).body);
    expect(page).toHaveLength(10);
    expect([...page].sort().reverse()).toEqual(page);
    const big = await call(instance, 'notes/global-timeline', { limit: 101 }, 'alice');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: { code: 'INVALID_PARAM', info: { param: '#/properties/limit/maximum', reason: 'must be <= 100' } } });
    const zero = await call(instance, 'notes/global-timeline', { limit: 0 }, 'alice');
    expect(zero.status).toBe(400);
    const str = await call(instance, 'notes/global-timeline', { limit: '5' }, 'alice');
    expect(str.body).toMatchObject({ error: { info: { param: '#/properties/limit/type', reason: 'must be integer' } } });
  });

  it('walks back with untilId without gaps or repeats', async () => {
    const all = idsOf((await call(instance, 'notes/global-timeline', { limit: 30 }, 'alice')).body);
    const first = idsOf((await call(instance, 'notes/global-timeline', { limit: 15 }, 'alice')).body);
    const second = idsOf((await call(instance, 'notes/global-timeline', { limit: 15, untilId: first[first.length - 1] }, 'alice')).body);
    expect([...first, ...second]).toEqual(all);
  });

  it('answers sinceId alone oldest first, like the real server', async () => {
    const all = idsOf((await call(instance, 'notes/global-timeline', { limit: 30 }, 'alice')).body);
    const since = all[20] as string;
    const newer = idsOf((await call(instance, 'notes/global-timeline', { sinceId: since, limit: 5 }, 'alice')).body);
    expect(newer).toEqual(all.slice(15, 20).reverse());
    const between = idsOf((await call(instance, 'notes/global-timeline', { sinceId: all[10], untilId: all[2], limit: 100 }, 'alice')).body);
    expect(between).toEqual(all.slice(3, 10));
  });

  it('rejects ids that are not misskey ids', async () => {
    const r = await call(instance, 'notes/timeline', { untilId: 'not-an-id!' }, 'alice');
    expect(r.body).toMatchObject({ error: { info: { param: '#/properties/untilId/format' } } });
  });

  it('pages notifications and user notes too', async () => {
    const first = idsOf((await call(instance, 'i/notifications', { limit: 5, markAsRead: false }, 'alice')).body);
    const next = idsOf((await call(instance, 'i/notifications', { limit: 5, untilId: first[4], markAsRead: false }, 'alice')).body);
    expect(first).toHaveLength(5);
    expect(next[0]! < first[4]!).toBe(true);
    const alice = instance.state.users.values().next().value!;
    const notes = idsOf((await call(instance, 'users/notes', { userId: alice.id, limit: 3 }, 'bob')).body);
    expect(notes).toHaveLength(3);
  });
});
