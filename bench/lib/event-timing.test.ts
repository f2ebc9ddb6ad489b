import { describe, expect, it } from 'vitest';
import { durationPerTry, etMs, summarizeTries } from './event-timing';

describe('durationPerTry', () => {
  const click = (id: number, start: number, ...durations: number[]) => durations.map((duration) => ({ interactionId: id, startTime: start, duration }));

  it("takes each try's longest entry among the interactions that began in its window", () => {
    const entries = [...click(1, 100, 24, 40, 32), ...click(2, 500, 72), ...click(3, 900, 16)];
    expect(durationPerTry(entries, [[50, 400], [400, 800], [800, 1200]])).toEqual([40, 72, 16]);
  });

  it('counts a try with no entry (under the 16 ms floor) as 0, and leaves out entries with no interaction', () => {
    const entries = [{ interactionId: 0, startTime: 120, duration: 200 }, ...click(7, 700, 30)];
    expect(durationPerTry(entries, [[100, 300], [300, 600], [600, 800]])).toEqual([0, 0, 30]);
  });

  it('does not count the closing key press that follows a window', () => {
    // The try's window ends before Escape is pressed: the close's interaction belongs to no try.
    const entries = [...click(1, 100, 20), ...click(2, 350, 90)];
    expect(durationPerTry(entries, [[90, 300]])).toEqual([20]);
  });
});

describe('summarizeTries', () => {
  it('gives nearest-rank p50 / p95, max and the tries over the floor', () => {
    const values = [...Array(18).fill(0), 50, 120];
    expect(summarizeTries(values)).toEqual({ tries: 20, p50: 0, p95: 50, max: 120, overFloor: 2 });
  });

  it('formats the floor as "< 16 ms"', () => {
    expect(etMs(0)).toBe('< 16 ms');
    expect(etMs(43.4)).toBe('43 ms');
    expect(etMs(NaN)).toBe('n/a');
  });
});
