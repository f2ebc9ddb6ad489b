import { describe, expect, it } from 'vitest';
import { cachedHeight, rememberHeight, typicalHeight } from './height-cache';

describe('height cache', () => {
  it('keeps heights per place and note, and the typical height of a place', () => {
    expect(typicalHeight('test-a')).toBeUndefined();
    rememberHeight('test-a', 'n1', 100);
    rememberHeight('test-a', 'n2', 121);
    rememberHeight('test-b', 'n1', 300);
    expect(cachedHeight('test-a', 'n1')).toBe(100);
    expect(cachedHeight('test-b', 'n1')).toBe(300);
    expect(typicalHeight('test-a')).toBe(111); // (100 + 121) / 2, whole pixels
    // A re-measured note changes its own height, not the typical one (first measures only).
    rememberHeight('test-a', 'n1', 400);
    expect(cachedHeight('test-a', 'n1')).toBe(400);
    expect(typicalHeight('test-a')).toBe(111);
  });
});
