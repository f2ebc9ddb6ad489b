import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('draws oldest first, scaled to the maximum', () => {
    expect(sparklinePoints([4, 0, 2], 10, 4)).toBe('0,2 5,4 10,0');
  });
  it('handles empty, single and negative values', () => {
    expect(sparklinePoints([], 10, 4)).toBe('');
    expect(sparklinePoints([0], 10, 4)).toBe('0,4');
    expect(sparklinePoints([-3, 1], 10, 4)).toBe('0,0 10,4');
  });
});
