import { JUST_NOW_S, TIME_REFRESH_COUNTDOWN_MS, TIME_REFRESH_HOUR_MS, TIME_REFRESH_LONG_MS, TIME_REFRESH_MINUTE_MS } from '@/core/constants';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** How a past moment reads (spec section 9): 'just now' under 3 s, then the largest whole unit. */
export function relativeParts(ageSeconds: number): { unit: RelativeUnit; value: number } | 'justNow' | 'future' {
  if (ageSeconds < -JUST_NOW_S) return 'future';
  if (ageSeconds < JUST_NOW_S) return 'justNow';
  const table: Array<[RelativeUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of table) if (ageSeconds >= size) return { unit, value: Math.floor(ageSeconds / size) };
  return { unit: 'second', value: Math.floor(ageSeconds) };
}

/**
 * What `relativeParts` says, as one comparable string ('justNow', 'future', or e.g. '5 minute'):
 * two moments with the same key read the same.
 */
export function relativeKey(ageSeconds: number): string {
  const parts = relativeParts(ageSeconds);
  return typeof parts === 'string' ? parts : `${parts.value} ${parts.unit}`;
}

/** The parts back from a `relativeKey`. */
export function partsOfKey(key: string): ReturnType<typeof relativeParts> {
  if (key === 'justNow' || key === 'future') return key;
  const [value, unit] = key.split(' ');
  return { value: Number(value), unit: unit as RelativeUnit };
}

/**
 * Refresh cadence: 0.5 s while counting down to a time ahead (beyond the 'just now' margin, so a note
 * stamped a moment after the shared clock's last tick keeps the 10 s cadence), 10 s within a minute,
 * 30 s within an hour, else 5 min.
 */
export function refreshInterval(ageMs: number): number {
  if (ageMs < -JUST_NOW_S * 1000) return TIME_REFRESH_COUNTDOWN_MS;
  if (ageMs < 60_000) return TIME_REFRESH_MINUTE_MS;
  if (ageMs < 3_600_000) return TIME_REFRESH_HOUR_MS;
  return TIME_REFRESH_LONG_MS;
}
