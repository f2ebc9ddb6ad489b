import { describe, expect, it } from 'vitest';
import { LAST_VERSION_KEY, takeVersionChange } from './version-update';

function memory(initial?: string) {
  const m = new Map<string, string>(initial ? [[LAST_VERSION_KEY, initial]] : []);
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('the version change check', () => {
  it('tells the previous version once after a change', () => {
    const s = memory('0.0.9');
    expect(takeVersionChange('0.1.0', s)).toBe('0.0.9');
    expect(takeVersionChange('0.1.0', s)).toBeNull();
  });

  it('says nothing at the first start, only records the version', () => {
    const s = memory();
    expect(takeVersionChange('0.1.0', s)).toBeNull();
    expect(s.m.get(LAST_VERSION_KEY)).toBe('0.1.0');
  });

  it('says nothing when storage fails', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(takeVersionChange('0.1.0', broken)).toBeNull();
  });
});
