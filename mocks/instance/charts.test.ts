import { beforeAll, describe, expect, it } from 'vitest';
import { createMockInstance } from './index';
import { SEED_TOKENS } from './seed';

type Active = Record<'readWrite' | 'read' | 'write' | 'registeredWithinWeek' | 'registeredOutsideWeek', number[]>;
type Federation = Record<'deliveredInstances' | 'inboxInstances' | 'stalled' | 'sub' | 'pub' | 'pubsub' | 'subActive' | 'pubActive', number[]>;

describe('server activity charts', () => {
  // One seeded instance for the file (seeding takes seconds on a busy machine).
  let mock: ReturnType<typeof createMockInstance>;
  beforeAll(() => {
    mock = createMockInstance();
  }, 60_000);

  it('charts/active-users counts the local users who posted or reacted, per bucket, newest first', async () => {
    const res = await mock.handle({ endpoint: 'charts/active-users', params: { span: 'day', limit: 14 } });
    expect(res.status).toBe(200);
    const chart = res.body as Active;
    for (const series of Object.values(chart)) expect(series).toHaveLength(14);
    expect(chart.write.some((n) => n > 0)).toBe(true);
    chart.readWrite.forEach((n, i) => {
      expect(n).toBeGreaterThanOrEqual(Math.max(chart.read[i]!, chart.write[i]!));
      expect(chart.registeredWithinWeek[i]! + chart.registeredOutsideWeek[i]!).toBe(n);
    });
    // A local user who posts now is active in the newest bucket.
    const before = chart.write[0]!;
    await mock.handle({ endpoint: 'notes/create', params: { text: 'counted' }, token: SEED_TOKENS.carol });
    const after = (await mock.handle({ endpoint: 'charts/active-users', params: { span: 'day', limit: 14 } })).body as Active;
    expect(after.write[0]).toBeGreaterThanOrEqual(Math.max(1, before));
  });

  it('charts/federation counts the servers heard from and delivered to, and the followed and following ones', async () => {
    const chart = (await mock.handle({ endpoint: 'charts/federation', params: { span: 'day', limit: 7 } })).body as Federation;
    for (const series of Object.values(chart)) expect(series).toHaveLength(7);
    expect(chart.inboxInstances.some((n) => n > 0)).toBe(true);
    expect(chart.pub[0]).toBeGreaterThan(0);
    expect(chart.sub[0]).toBeGreaterThan(0);
    chart.pubsub.forEach((n, i) => expect(n).toBeLessThanOrEqual(Math.min(chart.pub[i]!, chart.sub[i]!)));
  });

  it('is listed in `endpoints` and checks its span', async () => {
    const list = (await mock.handle({ endpoint: 'endpoints', params: {} })).body as string[];
    expect(list).toEqual(expect.arrayContaining(['charts/active-users', 'charts/federation', 'charts/notes']));
    expect((await mock.handle({ endpoint: 'charts/federation', params: { span: 'week' } })).status).toBe(400);
  });
});
