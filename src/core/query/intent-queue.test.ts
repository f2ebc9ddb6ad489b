import { describe, expect, it, vi } from 'vitest';
import { createIntentQueue, perQueryClient } from './intent-queue';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createIntentQueue', () => {
  it('serialises requests per target and pursues only the latest intent', async () => {
    const pending: Array<{ from: string | null; to: string | null; d: ReturnType<typeof deferred<string | null>> }> = [];
    const step = vi.fn((_k: string, from: string | null, to: string | null) => {
      const d = deferred<string | null>();
      pending.push({ from, to, d });
      return d.promise;
    });
    const q = createIntentQueue<string | null>({ step, onSettleFailed: vi.fn() });
    const done = q.want('note1', '👍', null);
    q.want('note1', null, null); // toggled off while the first request flies
    q.want('note1', '🎉', null); // and to another reaction: the latest intent
    expect(step).toHaveBeenCalledTimes(1);
    pending[0]!.d.resolve('👍');
    await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(2));
    expect(pending[1]).toMatchObject({ from: '👍', to: '🎉' });
    pending[1]!.d.resolve('🎉');
    await done;
    expect(step).toHaveBeenCalledTimes(2);
  });

  it('settles back to the confirmed state on failure', async () => {
    const onSettleFailed = vi.fn();
    const q = createIntentQueue<boolean>({ step: async () => Promise.reject(new Error('no')), onSettleFailed });
    await q.want('n', true, false);
    expect(onSettleFailed).toHaveBeenCalledWith('n', false, expect.any(Error));
  });

  it('targets are independent', async () => {
    const step = vi.fn(async (_k: string, _f: boolean, to: boolean) => to);
    const q = createIntentQueue<boolean>({ step, onSettleFailed: vi.fn() });
    await Promise.all([q.want('a', true, false), q.want('b', true, false)]);
    expect(step).toHaveBeenCalledTimes(2);
  });
});

describe('perQueryClient', () => {
  it('makes one queue per client, again when the client changes', () => {
    const make = vi.fn((client: object) => ({ client }));
    const queueFor = perQueryClient(make);
    const a = {};
    const b = {};
    expect(queueFor(a)).toBe(queueFor(a));
    expect(queueFor(b).client).toBe(b);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
