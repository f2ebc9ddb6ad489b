import { describe, expect, it } from 'vitest';
import { createMockInstance, type MockEvent } from '../instance';
import { testInstance } from '../test-utils/setup';

describe('simulator', () => {
  it('makes users post or react on each step, announcing it', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const notes = instance.state.notes.size;
    for (let i = 0; i < 10; i++) expect((await instance.control('simulate', { tick: true })).status).toBe(200);
    const posted = instance.state.notes.size - notes;
    const reacted = events.filter((e) => e.kind === 'noteUpdated' && e.type === 'reacted').length;
    expect(posted + reacted).toBeGreaterThanOrEqual(10);
    expect(events.filter((e) => e.kind === 'note')).toHaveLength(posted);
  });

  it('starts and stops', async () => {
    const instance = testInstance();
    expect(await instance.control('simulate', { on: true, intervalMs: 60_000 })).toEqual({ status: 200, body: { running: true } });
    expect(instance.simulating).toBe(true);
    instance.stopSimulator();
    expect(instance.simulating).toBe(false);
  });

  it('can start empty', async () => {
    const empty = createMockInstance({ seed: false });
    expect(empty.state.notes.size).toBe(0);
    expect((await empty.handle({ endpoint: 'meta', params: {} })).status).toBe(200);
    expect((await empty.handle({ endpoint: 'notes/global-timeline', params: {} })).body).toEqual([]);
  });
});
