import { describe, expect, it } from 'vitest';
import { createMockInstance } from '../index';
import { SEED_TOKENS } from '../seed';
import { WEEK_NOTES } from '../seed/archive';
import { findUserByAcct } from '../state';
import { queueStatsLog, TICK_MS } from './job-queues';
import { serverStatsLog, SERVER_TICK_MS } from './server-stats';

function setup() {
  let clock = Date.parse('2026-11-22T12:00:00.000Z');
  const mock = createMockInstance({ now: () => clock, seedNotes: WEEK_NOTES });
  const user = (acct: string) => {
    const [name, host] = acct.split('@') as [string, string | undefined];
    return findUserByAcct(mock.state, name, host ?? null)!;
  };
  const call = (endpoint: string, params: Record<string, unknown> = {}, as = 'alice') => mock.handle({ endpoint, params, token: SEED_TOKENS[as] });
  return { mock, user, call, tick: (ms: number) => void (clock += ms) };
}

describe('the job queue model behind admin/queue/* and queueStats', () => {
  it('queues a delivery per remote follower host, works it off, and keeps an unreachable host delayed', async () => {
    const { mock, user, call, tick } = setup();
    await call('admin/queue/stats');
    const alice = user('alice');
    for (const acct of ['chen@old.example', 'zoe@remote.example', 'uma@remote.example']) mock.state.follows.set(`${user(acct).id}>${alice.id}`, { id: acct, createdAt: 0 });
    await call('notes/create', { text: 'to the fediverse' });
    const queued = (await call('admin/queue/stats')).body as Record<string, Record<string, number>>;
    // remote.example once (two followers there), old.example once.
    expect(queued.deliver).toMatchObject({ waiting: 2, delayed: 0 });
    expect(Object.keys(queued)).toEqual(['deliver', 'inbox', 'db', 'objectStorage']);
    tick(TICK_MS);
    const after = (await call('admin/queue/stats')).body as Record<string, Record<string, number>>;
    expect(after.deliver).toMatchObject({ waiting: 0, delayed: 1, completed: 1, failed: 1 });
    expect((await call('admin/queue/deliver-delayed')).body).toEqual([['old.example', 1]]);
    expect((await call('admin/queue/inbox-delayed')).body).toEqual([]);
    const log = queueStatsLog(mock, 2);
    expect(log[0]!.deliver).toEqual({ activeSincePrevTick: 2, active: 2, waiting: 0, delayed: 1 });
    expect(Object.keys(log[0]!)).toEqual(['deliver', 'inbox']);

    await mock.control('post', { username: 'zoe@remote.example', text: 'from afar' });
    expect(((await call('admin/queue/stats')).body as Record<string, Record<string, number>>).inbox).toMatchObject({ waiting: 1 });
    expect((await call('admin/queue/clear')).status).toBe(204);
    expect(((await call('admin/queue/stats')).body as Record<string, Record<string, number>>).deliver).toMatchObject({ waiting: 0, delayed: 0 });
    expect((await call('admin/queue/deliver-delayed', {}, 'carol')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
  });
});

describe('the machine behind server-info and serverStats', () => {
  it('measures nothing while machine stats are off, then logs a frame every two seconds', async () => {
    const { mock, call, tick } = setup();
    expect((await mock.handle({ endpoint: 'server-info', params: {} })).body).toMatchObject({ machine: '?', mem: { total: 0 } });
    tick(SERVER_TICK_MS * 3);
    expect(serverStatsLog(mock, 10)).toEqual([]);
    await call('admin/update-meta', { enableServerMachineStats: true });
    const info = (await mock.handle({ endpoint: 'server-info', params: {} })).body as { mem: { total: number }; fs: { total: number; used: number } };
    expect(info.mem.total).toBeGreaterThan(0);
    expect(info.fs.used).toBeLessThan(info.fs.total);
    tick(SERVER_TICK_MS);
    tick(SERVER_TICK_MS);
    const log = serverStatsLog(mock, 10);
    expect(log).toHaveLength(1);
    const frame = log[0]!;
    expect(Object.keys(frame)).toEqual(['cpu', 'mem', 'net', 'fs']);
    expect(frame.cpu).toBeGreaterThanOrEqual(0);
    expect(frame.cpu).toBeLessThanOrEqual(1);
    expect(frame.mem.used).toBeLessThan(info.mem.total);
    expect(Object.keys(frame.net)).toEqual(['rx', 'tx']);
    expect(Object.keys(frame.fs)).toEqual(['r', 'w']);
  });
});
