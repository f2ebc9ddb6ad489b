import { describe, expect, it } from 'vitest';
import { isNarrowHeader } from './header-width';

describe('isNarrowHeader', () => {
  it('is narrow under 500 px only', () => {
    expect(isNarrowHeader(320)).toBe(true);
    expect(isNarrowHeader(499)).toBe(true);
    expect(isNarrowHeader(500)).toBe(false);
    expect(isNarrowHeader(1200)).toBe(false);
    expect(isNarrowHeader(0)).toBe(false);
  });
});
