import { describe, expect, it } from 'vitest';
import { chartBars } from './chart-bars';

describe('chartBars', () => {
  it('stacks remote on local, oldest on the left, tallest stack full height', () => {
    const bars = chartBars([2, 0], [2, 1], 20, 10);
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({ x: 1, width: 8, localH: 0, remoteH: 2.5 });
    expect(bars[1]).toMatchObject({ x: 11, localH: 5, localY: 5, remoteH: 5, remoteY: 0 });
  });
  it('draws nothing for empty series and never negative heights', () => {
    expect(chartBars([], [], 10, 10)).toEqual([]);
    expect(chartBars([-5], [], 10, 10)[0]!.localH).toBe(0);
  });
});
