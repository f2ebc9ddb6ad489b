import { describe, expect, it, vi } from 'vitest';
import { runScript } from './run-script';

describe('runScript', () => {
  it('prints what the script prints', async () => {
    const out: string[] = [];
    const r = runScript('let x = 6 * 7\n<: `answer {x}`', { out: (t) => out.push(t) });
    expect(await r.done).toMatchObject({ ok: true });
    expect(out).toEqual(['answer 42']);
  });

  it('reports syntax errors without running', async () => {
    const out = vi.fn();
    const r = runScript('let = ', { out });
    const outcome = await r.done;
    expect(outcome).toMatchObject({ ok: false, kind: 'syntax' });
    expect(out).not.toHaveBeenCalled();
  });

  it('stops an endless loop by its step budget', async () => {
    const r = runScript('var n = 0\nloop { n += 1 }', { out: () => {} }, { maxStep: 20_000 });
    expect(await r.done).toMatchObject({ ok: false, kind: 'runtime', message: expect.stringContaining('max step') });
  });

  it('can be aborted from outside', async () => {
    const r = runScript('var n = 0\nloop { n += 1 }', { out: () => {} });
    setTimeout(() => r.abort(), 20);
    expect((await r.done).ok).toBe(false);
  });

  it('calls the host for Mk:api, Mk:save and Mk:load', async () => {
    const store = new Map<string, unknown>();
    const api = vi.fn(async () => ({ username: 'carol' }));
    const out: string[] = [];
    const r = runScript('let me = Mk:api("i", {})\nMk:save("k", me.username)\n<: Mk:load("k")', {
      out: (t) => out.push(t),
      api,
      save: (k, v) => store.set(k, v),
      load: (k) => store.get(k),
    });
    expect(await r.done).toMatchObject({ ok: true });
    expect(api).toHaveBeenCalledWith('i', {});
    expect(out).toEqual(['carol']);
  });
});
