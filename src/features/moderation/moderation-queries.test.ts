import { describe, expect, it } from 'vitest';
import { toggleBlockedHost } from './moderation-queries';

describe('toggleBlockedHost', () => {
  it('adds once, removes case-insensitively, ignores junk', () => {
    expect(toggleBlockedHost(['a.example', 3], 'B.example', true)).toEqual(['a.example', 'b.example']);
    expect(toggleBlockedHost(['a.example', 'b.example'], 'b.example', true)).toEqual(['a.example', 'b.example']);
    expect(toggleBlockedHost(['A.example', 'b.example'], 'a.example', false)).toEqual(['b.example']);
    expect(toggleBlockedHost(undefined, 'x', false)).toEqual([]);
  });
});
