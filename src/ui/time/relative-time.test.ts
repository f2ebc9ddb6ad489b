import { describe, expect, it } from 'vitest';
import { refreshInterval, relativeParts } from './relative-time';

describe('relativeParts', () => {
  it.each([
    [0, 'justNow'],
    [2.9, 'justNow'],
    [3, { unit: 'second', value: 3 }],
    [59, { unit: 'second', value: 59 }],
    [60, { unit: 'minute', value: 1 }],
    [3599, { unit: 'minute', value: 59 }],
    [3600, { unit: 'hour', value: 1 }],
    [86_400 * 2, { unit: 'day', value: 2 }],
    [604_800, { unit: 'week', value: 1 }],
    [2_592_000, { unit: 'month', value: 1 }],
    [31_536_000 * 3, { unit: 'year', value: 3 }],
    [-60, 'future'],
  ])('%s s → %o', (s, expected) => expect(relativeParts(s)).toEqual(expected));
});

describe('refreshInterval', () => {
  it('10 s within a minute, 30 s within an hour, then 5 min', () => {
    expect(refreshInterval(5_000)).toBe(10_000);
    expect(refreshInterval(120_000)).toBe(30_000);
    expect(refreshInterval(7_200_000)).toBe(300_000);
  });

  it('0.5 s while the time is still ahead (a countdown), so it turns into "just now" on time', () => {
    expect(refreshInterval(-3_001)).toBe(500);
    expect(refreshInterval(-90_000)).toBe(500);
    // Within the 'just now' margin (a note newer than the clock's last tick) the usual 10 s.
    expect(refreshInterval(-1)).toBe(10_000);
    expect(refreshInterval(0)).toBe(10_000);
  });
});
