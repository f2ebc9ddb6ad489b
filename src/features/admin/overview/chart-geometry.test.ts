import { describe, expect, it } from 'vitest';
import { bucketStart, columnX, linePoints, niceCeiling, numberSeries } from './chart-geometry';

describe('niceCeiling', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(12)).toBe(20);
    expect(niceCeiling(200)).toBe(200);
    expect(niceCeiling(201)).toBe(500);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('linePoints', () => {
  it('draws newest-first values oldest on the left, scaled to the top line', () => {
    expect(linePoints([10, 0, 5], 100, 50, 10)).toBe('0.0,25.0 50.0,50.0 100.0,0.0');
  });
  it('keeps a single value in the middle and an empty series empty', () => {
    expect(linePoints([4], 100, 50, 4)).toBe('50.0,0.0');
    expect(linePoints([], 100, 50, 1)).toBe('');
    expect(columnX(0, 1, 80)).toBe(40);
  });
});

describe('bucketStart', () => {
  it('starts days and hours on their UTC boundary, counting back', () => {
    const now = Date.UTC(2024, 4, 10, 15, 42);
    expect(bucketStart(now, 'day', 0)).toBe(Date.UTC(2024, 4, 10));
    expect(bucketStart(now, 'day', 9)).toBe(Date.UTC(2024, 4, 1));
    expect(bucketStart(now, 'hour', 2)).toBe(Date.UTC(2024, 4, 10, 13));
  });
});

describe('numberSeries', () => {
  it('keeps finite non-negative numbers and reads the rest as 0', () => {
    expect(numberSeries([1, -2, 'x', null, 3.5, Number.POSITIVE_INFINITY])).toEqual([1, 0, 0, 0, 3.5, 0]);
    expect(numberSeries(undefined)).toEqual([]);
  });
});
