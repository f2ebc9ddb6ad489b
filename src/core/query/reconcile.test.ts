import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { createIntentQueue } from './intent-queue';
import { isOutcomeUnknown, reconcileUnknown } from './reconcile';
import { isUnsettled } from './unsettled';

const timeout = () => new ApiError('timeout', 'notes/reactions/create', 'Request timed out');
const refused = () => new ApiError('server', 'notes/reactions/create', 'No', 400, { code: 'ALREADY_REACTED', message: 'No', id: 'x' });

afterEach(() => vi.unstubAllGlobals());

describe('isOutcomeUnknown', () => {
  it('a timeout, a dropped connection while online and an unreadable 2xx are unknown; a server error is a failure', () => {
    expect(isOutcomeUnknown(timeout())).toBe(true);
    expect(isOutcomeUnknown(new ApiError('malformed', 'e', 'm', 200))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('network', 'e', 'Failed to fetch'))).toBe(true);
    expect(isOutcomeUnknown(refused())).toBe(false);
    expect(isOutcomeUnknown(new ApiError('aborted', 'e', 'a'))).toBe(false);
    expect(isOutcomeUnknown(new Error('x'))).toBe(false);
  });

  it('a request made while offline never left: a failure', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isOutcomeUnknown(new ApiError('network', 'e', 'Failed to fetch'))).toBe(false);
  });
});

describe('reconcileUnknown', () => {
  it('reads once when the server already shows the change', async () => {
    const read = vi.fn(async () => 'on');
    await expect(reconcileUnknown({ read, matches: (s) => s === 'on', delaysMs: [0, 0] })).resolves.toBe('on');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads once more later when the server does not show it yet, and returns the last answer', async () => {
    const read = vi.fn().mockResolvedValueOnce('off').mockResolvedValueOnce('on');
    await expect(reconcileUnknown({ read, matches: (s) => s === 'on', delaysMs: [0, 0] })).resolves.toBe('on');
    const never = vi.fn(async () => 'off');
    await expect(reconcileUnknown({ read: never, matches: (s) => s === 'on', delaysMs: [0, 0] })).resolves.toBe('off');
    expect(never).toHaveBeenCalledTimes(2);
  });

  it('waits the delays before reading', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn(async () => 'off');
      const done = reconcileUnknown({ read, matches: () => false, delaysMs: [2000, 8000] });
      await vi.advanceTimersByTimeAsync(1999);
      expect(read).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(8000);
      expect(read).toHaveBeenCalledTimes(2);
      await done;
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A toggle whose shown state lives in `cache`, reconciled from `server`. */
function toggleOn(server: { on: boolean; count: number }, step: () => Promise<boolean>) {
  const cache = { on: false, count: server.count };
  const told: boolean[] = [];
  const onSettleFailed = vi.fn((_k: string, confirmed: boolean) => {
    if (cache.on !== confirmed) cache.count += confirmed ? 1 : -1;
    cache.on = confirmed;
  });
  const read = vi.fn(async () => ({ ...server }));
  const q = createIntentQueue<boolean, { on: boolean; count: number }>({
    step: async () => step(),
    onSettleFailed,
    reconcile: {
      read,
      stateOf: (s) => s.on,
      apply: (_k, s, wanted) => {
        Object.assign(cache, s);
        if (s.on !== wanted) told.push(wanted);
      },
      delaysMs: [0, 0],
    },
  });
  const want = (on: boolean) => {
    if (cache.on !== on) cache.count += on ? 1 : -1;
    cache.on = on;
    return q.want('n', on, !on);
  };
  return { cache, told, read, onSettleFailed, want, q };
}

describe('intent queue with reconciliation', () => {
  it('timeout, then the server records it: the cache equals the server, nothing is rolled back or said', async () => {
    const server = { on: false, count: 3 };
    const t = toggleOn(server, async () => {
      setTimeout(() => Object.assign(server, { on: true, count: 4 }), 0); // the server finishes after the client gave up
      throw timeout();
    });
    await t.want(true);
    expect(t.cache).toEqual({ on: true, count: 4 });
    expect(t.onSettleFailed).not.toHaveBeenCalled();
    expect(t.told).toEqual([]);
  });

  it('timeout, and the server never recorded it: the cache takes the server state and the user is told', async () => {
    const server = { on: false, count: 3 };
    const t = toggleOn(server, async () => Promise.reject(timeout()));
    await t.want(true);
    expect(t.read).toHaveBeenCalledTimes(2);
    expect(t.cache).toEqual({ on: false, count: 3 });
    expect(t.told).toEqual([true]);
  });

  it('the server refused: rolled back at once, the server is not read', async () => {
    const server = { on: false, count: 3 };
    const t = toggleOn(server, async () => Promise.reject(refused()));
    await t.want(true);
    expect(t.read).not.toHaveBeenCalled();
    expect(t.onSettleFailed).toHaveBeenCalledWith('n', false, expect.any(ApiError));
    expect(t.cache).toEqual({ on: false, count: 3 });
  });

  it('the read fails too: rolled back to the last confirmed state', async () => {
    const t = toggleOn({ on: false, count: 3 }, async () => Promise.reject(timeout()));
    t.read.mockRejectedValue(new ApiError('network', 'notes/show', 'down'));
    await t.want(true);
    expect(t.onSettleFailed).toHaveBeenCalledWith('n', false, expect.any(ApiError));
    expect(t.cache).toEqual({ on: false, count: 3 });
  });

  it('a newer wish made while reconciling is pursued from what the server holds', async () => {
    const server = { on: false, count: 3 };
    const steps: Array<[boolean, boolean]> = [];
    let first = true;
    const q = createIntentQueue<boolean, { on: boolean }>({
      step: async (_k, from, to) => {
        steps.push([from, to]);
        if (first) {
          first = false;
          server.on = true; // recorded, but the answer is lost
          throw timeout();
        }
        server.on = to;
        return to;
      },
      onSettleFailed: vi.fn(),
      reconcile: { read: async () => ({ ...server }), stateOf: (s) => s.on, apply: vi.fn(), delaysMs: [5, 0] },
    });
    const done = q.want('n', true, false);
    await new Promise((r) => setTimeout(r, 0));
    void q.want('n', false, false); // changed their mind while the server was being asked
    await done;
    expect(steps).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(server.on).toBe(false);
  });

  it('the target is marked unconfirmed while it is read back, and only then', async () => {
    let release!: () => void;
    const read = vi.fn(() => new Promise<boolean>((r) => (release = () => r(true))));
    const q = createIntentQueue<boolean>({
      step: async () => Promise.reject(timeout()),
      onSettleFailed: vi.fn(),
      reconcile: { read, stateOf: (s) => s, apply: vi.fn(), delaysMs: [0, 0], unsettledId: (k) => `toggle:${k}` },
    });
    expect(isUnsettled('toggle:n')).toBe(false);
    const done = q.want('n', true, false);
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(isUnsettled('toggle:n')).toBe(true);
    release();
    await done;
    expect(isUnsettled('toggle:n')).toBe(false);
  });
});
