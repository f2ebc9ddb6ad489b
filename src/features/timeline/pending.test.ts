import { describe, expect, it } from 'vitest';
import { flattenUnique, splitPending } from './pending';

const ids = (...xs: string[]) => xs.map((id) => ({ id }));

describe('splitPending', () => {
  it('shows everything when following the top', () => expect(splitPending(ids('c', 'b', 'a'), null)).toEqual({ pending: 0, shown: ids('c', 'b', 'a') }));
  it('holds back notes above the anchor', () => expect(splitPending(ids('e', 'd', 'c', 'b'), 'c')).toEqual({ pending: 2, shown: ids('c', 'b') }));
  it('anchor gone or first: nothing pending', () => {
    expect(splitPending(ids('b', 'a'), 'zz').pending).toBe(0);
    expect(splitPending(ids('b', 'a'), 'b').pending).toBe(0);
  });
});

describe('flattenUnique', () => {
  it('keeps the first copy, in order', () => expect(flattenUnique([ids('c', 'b'), ids('b', 'a')])).toEqual(ids('c', 'b', 'a')));
});
