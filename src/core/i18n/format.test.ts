import { afterAll, describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatNumber } from './format';
import { DEFAULT_LANGUAGE } from './languages';
import { setLanguage } from './store';

// The language is module state, which test files share when they are not isolated.
afterAll(() => setLanguage(DEFAULT_LANGUAGE));

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [5.25 * 1024 ** 2, '5.3 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2 * 1024 ** 4, '2 TB'],
    [2048 * 1024 ** 4, '2,048 TB'],
    [-1536, '-1.5 KB'],
    [Number.NaN, '?'],
  ])('%d -> %s', (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });

  it('uses the language’s decimal separator', async () => {
    await setLanguage('de-DE');
    expect(formatBytes(1536)).toBe('1,5 KB');
    await setLanguage('ja-JP');
  });
});

describe('formatNumber and formatDateTime', () => {
  it('follow the current language', async () => {
    await setLanguage('en-US');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    await setLanguage('de-DE');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    const date = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDateTime(date, { year: 'numeric', month: 'long' })).toBe('Januar 2024');
    await setLanguage('ja-JP');
    expect(formatDateTime(date)).toBe('2024/01/02 3:04:05');
    expect(formatDateTime('not a date')).toBe('不明');
  });
});
