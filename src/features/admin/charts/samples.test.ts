import { describe, expect, it } from 'vitest';
import { pushSample, sparklinePoints } from './samples';

describe('chart samples', () => {
  it('keeps the newest samples only', () => {
    expect(pushSample([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(pushSample([], Number.NaN, 3)).toEqual([0]);
  });
  it('scales points to the box', () => {
    expect(sparklinePoints([0, 5, 10], 100, 10)).toBe('0.0,10.0 50.0,5.0 100.0,0.0');
    expect(sparklinePoints([], 100, 10)).toBe('');
  });
});
