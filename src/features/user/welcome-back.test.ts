import { describe, expect, it } from 'vitest';
import { partOfDay, welcomeBackFor } from './welcome-back';

const H = 3_600_000;
// A Wednesday.
const at = (h: number) => new Date(2026, 10, 25, h, 0, 0);

describe('welcome-back message (spec section 4)', () => {
  it('picks the message by time away', () => {
    const now = at(12);
    expect(welcomeBackFor(now.getTime() - 80 * H, now)).toEqual({ kind: 'days', days: 3 });
    expect(welcomeBackFor(now.getTime() - 50 * H, now)).toEqual({ kind: 'twoDays' });
    expect(welcomeBackFor(now.getTime() - 25 * H, now)).toEqual({ kind: 'oneDay' });
    expect(welcomeBackFor(now.getTime() - 2 * H, now)).toEqual({ kind: 'greeting', part: 'noon' });
    expect(welcomeBackFor(now.getTime() - 60 * 60_000, now)).toBeNull();
    expect(welcomeBackFor(null, now)).toBeNull();
  });

  it('words the short return by time of day; evening only on weekdays', () => {
    expect(partOfDay(at(5))).toBe('morning');
    expect(partOfDay(at(10))).toBe('morning');
    expect(partOfDay(at(11))).toBe('noon');
    expect(partOfDay(at(15))).toBe('noon');
    expect(partOfDay(at(17))).toBe('evening');
    expect(partOfDay(new Date(2026, 10, 28, 17))).toBe('night');
    expect(partOfDay(at(19))).toBe('night');
    expect(partOfDay(at(3))).toBe('night');
  });
});
