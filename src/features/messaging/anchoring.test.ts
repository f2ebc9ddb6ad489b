import { describe, expect, it } from 'vitest';
import { decideAnchor, isAtBottom, snapshotOf } from './anchoring';

describe('decideAnchor', () => {
  it('goes to the bottom on the first load', () => {
    expect(decideAnchor(null, ['a', 'b'], false, false)).toEqual({ kind: 'bottom' });
    expect(decideAnchor(snapshotOf([]), ['a'], false, false)).toEqual({ kind: 'bottom' });
  });
  it('follows new messages while at the bottom', () => {
    expect(decideAnchor(snapshotOf(['a', 'b']), ['a', 'b', 'c'], true, false)).toEqual({ kind: 'bottom' });
  });
  it('stays put when reading older messages, unless the reader sent it', () => {
    expect(decideAnchor(snapshotOf(['a', 'b']), ['a', 'b', 'c'], false, false)).toEqual({ kind: 'none' });
    expect(decideAnchor(snapshotOf(['a', 'b']), ['a', 'b', 'c'], false, true)).toEqual({ kind: 'bottom' });
  });
  it('keeps the place when older rows load above', () => {
    expect(decideAnchor(snapshotOf(['c', 'd']), ['a', 'b', 'c', 'd'], false, false)).toEqual({ kind: 'keep', addedAbove: 2 });
    // a date separator replaced at the top: the old first row moved down by one
    expect(decideAnchor(snapshotOf(['d:2', 'c']), ['d:1', 'a', 'd:2', 'c'], true, false)).toEqual({ kind: 'keep', addedAbove: 2 });
  });
  it('does nothing when nothing changed or the list emptied', () => {
    expect(decideAnchor(snapshotOf(['a']), ['a'], true, false)).toEqual({ kind: 'none' });
    expect(decideAnchor(snapshotOf(['a']), [], true, false)).toEqual({ kind: 'none' });
  });
});

describe('isAtBottom', () => {
  it('allows a little slack', () => {
    expect(isAtBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
});
