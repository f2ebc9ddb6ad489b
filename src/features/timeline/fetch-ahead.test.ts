import { describe, expect, it } from 'vitest';
import { FETCH_AHEAD_MS, shouldFetchAhead } from './fetch-ahead';

describe('shouldFetchAhead', () => {
  it('fetches when the last rows are rendered, at any speed', () => {
    expect(shouldFetchAhead(97, 100, 5000, 0)).toBe(true);
    expect(shouldFetchAhead(96, 100, 5000, 0)).toBe(false);
  });

  it('during a fling: as soon as the rest of the feed lasts less than FETCH_AHEAD_MS at the current speed', () => {
    // 4 px/ms: 8,000 px in 2 s.
    expect(shouldFetchAhead(40, 100, 7900, 4)).toBe(true);
    expect(shouldFetchAhead(40, 100, 8100, 4)).toBe(false);
    // The same distance at reading pace: not yet.
    expect(shouldFetchAhead(40, 100, 7900, 0.3)).toBe(false);
    expect(0.3 * FETCH_AHEAD_MS).toBeLessThan(7900);
  });

  it('nothing rendered: nothing to fetch for', () => {
    expect(shouldFetchAhead(-1, 0, 0, 5)).toBe(false);
  });
});
