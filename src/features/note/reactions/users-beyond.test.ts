import { describe, expect, it } from 'vitest';
import { usersBeyond } from './users-beyond';

describe('usersBeyond (the "+N" of a users tooltip)', () => {
  it('counts who was not listed, never below zero', () => {
    expect(usersBeyond(12, 10)).toBe(2);
    expect(usersBeyond(10, 10)).toBe(0);
    expect(usersBeyond(3, 5)).toBe(0);
  });

  it('is zero when the note has no count for the reaction', () => {
    expect(usersBeyond(undefined, 4)).toBe(0);
    expect(usersBeyond(Number.NaN, 4)).toBe(0);
  });
});
