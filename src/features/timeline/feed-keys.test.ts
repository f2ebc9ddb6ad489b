import { describe, expect, it } from 'vitest';
import { feedStep } from './feed-keys';

describe('feedStep', () => {
  it('moves with j / k and Page Down / Page Up from anywhere in a note', () => {
    expect(feedStep('j')).toBe(1);
    expect(feedStep('PageDown')).toBe(1);
    expect(feedStep('k')).toBe(-1);
    expect(feedStep('PageUp')).toBe(-1);
  });
  it('moves with the arrows only from the note itself', () => {
    expect(feedStep('ArrowDown', true)).toBe(1);
    expect(feedStep('ArrowUp', true)).toBe(-1);
    expect(feedStep('ArrowDown', false)).toBe(0);
    expect(feedStep('x', true)).toBe(0);
  });
});
