import { describe, expect, it } from 'vitest';
import { FRAME_MS, frameStats, percentile } from './stats';

describe('frameStats', () => {
  it('counts clamped on-time frames (16.6–16.8 ms) as one interval each', () => {
    const deltas = [...Array(90).fill(16.7), ...Array(4).fill(16.6), ...Array(6).fill(16.8)];
    const f = frameStats(deltas);
    expect(f.p95).toBe(16.8);
    expect(f.p95Frames).toBe(1);
    expect(f.offGridPct).toBe(0);
    expect(f.droppedPct).toBe(0);
  });

  it('sees late frames: more than 5 % of deltas two intervals long make the p95 two frames', () => {
    const deltas = [...Array(93).fill(16.7), ...Array(7).fill(33.3)];
    const f = frameStats(deltas);
    expect(f.p95Frames).toBe(2);
    expect(f.droppedPct).toBe(7);
  });

  it('reports deltas that fall between intervals instead of hiding them', () => {
    const f = frameStats([16.7, 16.7, 21, 16.7]);
    expect(f.offGridPct).toBe(25);
    expect(Math.round(21 / FRAME_MS)).toBe(1);
  });

  it('percentile takes the nearest rank', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });
});
