import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '@/core/db/database';
import { categoryCacheState, loadCategories } from './category-cache';

const HOUR = 3_600_000;
const NOW = Date.parse('2024-01-01T12:00:00Z');

afterEach(async () => {
  await resetDbForTests({ deleteData: true });
});

describe('categoryCacheState', () => {
  it('is fresh for an hour, then stale; entries before 2023-07-06 are discarded', () => {
    expect(categoryCacheState(NOW - HOUR + 1, NOW)).toBe('fresh');
    expect(categoryCacheState(NOW - HOUR, NOW)).toBe('stale');
    expect(categoryCacheState(Date.parse('2023-07-05T23:59:59Z'), NOW)).toBe('discard');
    expect(categoryCacheState(Date.parse('2023-07-06T00:00:00Z'), Date.parse('2023-07-06T00:30:00Z'))).toBe('fresh');
    expect(categoryCacheState(undefined, NOW)).toBe('missing');
  });
});

describe('loadCategories', () => {
  it('asks once with de-duplicated ids, serves fresh ones from the cache, refreshes stale ones', async () => {
    const fetchMany = vi.fn(async (ids: string[]) => ids.map((id) => ({ id, contents: [`${id}-emoji`] })));
    expect((await loadCategories('https://a.example', ['x', 'x', 'y'], fetchMany, NOW)).map((c) => c.id)).toEqual(['x', 'y']);
    expect(fetchMany).toHaveBeenLastCalledWith(['x', 'y']);
    await loadCategories('https://a.example', ['x'], fetchMany, NOW + HOUR / 2);
    expect(fetchMany).toHaveBeenCalledTimes(1);
    await loadCategories('https://a.example', ['x'], fetchMany, NOW + HOUR);
    expect(fetchMany).toHaveBeenCalledTimes(2);
  });
  it('uses the cached list when the call fails, and fails with nothing cached', async () => {
    await loadCategories('https://b.example', ['x'], async () => [{ id: 'x', contents: ['a'] }], NOW);
    const failing = async () => {
      throw new Error('down');
    };
    expect(await loadCategories('https://b.example', ['x'], failing, NOW + 2 * HOUR)).toEqual([{ id: 'x', contents: ['a'] }]);
    await expect(loadCategories('https://b.example', ['nope'], failing, NOW)).rejects.toThrow('down');
  });
});
