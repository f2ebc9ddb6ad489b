import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockInstance, SEED_TOKENS } from '../instance';
import { WEEK_NOTES } from '../instance/seed/archive';
import { connectChannel, openSocket } from '../test-utils/ws-client';
import { startMockServer, type MockServer } from './node-server';

let server: MockServer;
let wsBase: string;

beforeAll(async () => {
  // A real clock: these channels tick every one and two seconds.
  server = await startMockServer({ port: 0, instance: createMockInstance({ seedNotes: WEEK_NOTES }) });
  wsBase = server.url.replace(/^http/, 'ws');
});
afterAll(() => server.close());

describe('queueStats and serverStats channels', () => {
  it('queueStats answers requestLog with statsLog and sends stats every second, without a credential', async () => {
    const visitor = await openSocket(`${wsBase}/streaming`);
    await connectChannel(visitor, 'queueStats', 'q');
    visitor.send('ch', { id: 'q', type: 'requestLog', body: { id: 'log1', length: 50 } });
    const log = await visitor.waitFor((f) => f.body.type === 'statsLog');
    expect(Array.isArray(log.body.body)).toBe(true);
    expect((log.body.body as unknown[]).length).toBeGreaterThanOrEqual(1);
    const stats = await visitor.waitFor((f) => f.body.type === 'stats', 2500);
    expect(stats.body.id).toBe('q');
    expect(stats.body.body).toEqual({
      deliver: { activeSincePrevTick: expect.any(Number), active: expect.any(Number), waiting: expect.any(Number), delayed: expect.any(Number) },
      inbox: { activeSincePrevTick: expect.any(Number), active: expect.any(Number), waiting: expect.any(Number), delayed: expect.any(Number) },
    });
    visitor.close();
  });

  it('serverStats sends cpu, memory, network and disk every two seconds once machine stats are on', async () => {
    await fetch(`${server.url}/api/admin/update-meta`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SEED_TOKENS.alice}` },
      body: JSON.stringify({ enableServerMachineStats: true }),
    });
    const a = await openSocket(`${wsBase}/streaming`);
    const b = await openSocket(`${wsBase}/streaming?i=${SEED_TOKENS.carol}`);
    await connectChannel(a, 'serverStats', 's');
    await connectChannel(b, 'serverStats', 's2');
    const one = await a.waitFor((f) => f.body.type === 'stats', 4500);
    // Every connection gets each frame, not only the first one to notice the tick.
    const two = await b.waitFor((f) => f.body.type === 'stats', 4500);
    expect(one.body.body).toEqual({ cpu: expect.any(Number), mem: { used: expect.any(Number), active: expect.any(Number) }, net: { rx: expect.any(Number), tx: expect.any(Number) }, fs: { r: expect.any(Number), w: expect.any(Number) } });
    expect(two.body.body).toEqual(one.body.body);
    a.send('ch', { id: 's', type: 'requestLog', body: { id: 'x', length: 5 } });
    const log = await a.waitFor((f) => f.body.type === 'statsLog');
    expect((log.body.body as unknown[]).length).toBeGreaterThanOrEqual(1);
    a.close();
    b.close();
  });
});
