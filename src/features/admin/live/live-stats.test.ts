import { describe, expect, it } from 'vitest';
import { appendFrame, historyFromLog, parseQueueFrame, parseServerFrame } from './live-stats';

describe('stats frames', () => {
  it('reads queue frames of Misskey 13 and of forks, ignoring what is not a queue', () => {
    expect(parseQueueFrame({ deliver: { activeSincePrevTick: 3, active: 1, waiting: 4, delayed: 2 }, inbox: { active: 0, waiting: 0, delayed: 0 } })).toEqual({
      deliver: { activeSincePrevTick: 3, active: 1, waiting: 4, delayed: 2 },
      inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 },
    });
    expect(parseQueueFrame({ inboxLazy: { limit: 8, active: 2, waiting: -1, delayed: 'x', delay: null }, note: 'hi' })).toEqual({
      inboxLazy: { activeSincePrevTick: 0, active: 2, waiting: 0, delayed: 0 },
    });
    expect(parseQueueFrame(null)).toBeNull();
    expect(parseQueueFrame({ deliver: {} })).toBeNull();
  });

  it('reads server frames, clamping the cpu share and defaulting absent parts to 0', () => {
    expect(parseServerFrame({ cpu: 0.25, mem: { used: 100, active: 50 }, net: { rx: 1, tx: 2 }, fs: { r: 3, w: 4 } })).toEqual({ cpu: 0.25, mem: { used: 100, active: 50 }, net: { rx: 1, tx: 2 }, fs: { r: 3, w: 4 } });
    expect(parseServerFrame({ cpu: 7 })).toEqual({ cpu: 1, mem: { used: 0, active: 0 }, net: { rx: 0, tx: 0 }, fs: { r: 0, w: 0 } });
    expect(parseServerFrame({ mem: {} })).toBeNull();
  });

  it('keeps the newest frames in order and turns a newest-first log into a history', () => {
    expect(appendFrame([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    const parse = (v: unknown) => (typeof v === 'number' ? v : null);
    expect(historyFromLog([5, 4, 'x', 3], parse, [], 10)).toEqual([3, 4, 5]);
    expect(historyFromLog([5, 4, 3, 2], parse, [], 2)).toEqual([4, 5]);
    // A log no longer than what was heard live does not replace it.
    expect(historyFromLog([9], parse, [7, 8], 10)).toEqual([7, 8]);
    expect(historyFromLog('nope', parse, [1], 10)).toEqual([1]);
  });
});
