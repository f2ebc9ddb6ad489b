import { describe, expect, it } from 'vitest';
import { calendarProgress } from './calendar-progress';

describe('calendarProgress', () => {
  it('is zero at the very start and halfway at noon', () => {
    expect(calendarProgress(new Date(2023, 0, 1, 0, 0, 0))).toEqual({ day: 0, month: 0, year: 0 });
    expect(calendarProgress(new Date(2023, 4, 13, 12, 0, 0)).day).toBeCloseTo(0.5, 5);
  });
  it('counts the month by its own length', () => {
    expect(calendarProgress(new Date(2023, 1, 15, 0, 0, 0)).month).toBeCloseTo(14 / 28, 5);
  });
});
