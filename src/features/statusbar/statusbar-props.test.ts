import { describe, expect, it } from 'vitest';
import { commonProps, federationProps, newStatusbar, rssProps, shownStatusbars, shuffled, statusbarSize, userListProps } from './statusbar-props';

describe('status bar options', () => {
  it('reads the common options with their defaults and limits', () => {
    expect(commonProps({})).toEqual({ refreshIntervalSec: 120, marqueeDuration: 100, marqueeReverse: false });
    expect(commonProps({ refreshIntervalSec: 1, marqueeDuration: 10_000, marqueeReverse: true })).toEqual({ refreshIntervalSec: 10, marqueeDuration: 300, marqueeReverse: true });
    expect(commonProps({ refreshIntervalSec: '60', marqueeDuration: Number.NaN })).toEqual({ refreshIntervalSec: 120, marqueeDuration: 100, marqueeReverse: false });
  });

  it('asks for a feed only at an http(s) address', () => {
    expect(rssProps({ url: ' https://news.example/feed ' }).url).toBe('https://news.example/feed');
    expect(rssProps({ url: 'javascript:alert(1)' }).url).toBe('');
    expect(rssProps({ url: 'ftp://x.example/feed' }).url).toBe('');
    expect(rssProps({}).shuffle).toBe(true);
    expect(rssProps({ shuffle: false }).shuffle).toBe(false);
  });

  it('reads the federation colours and the chosen list', () => {
    expect(federationProps({}).colored).toBe(true);
    expect(federationProps({ colored: false }).colored).toBe(false);
    expect(userListProps({}).userListId).toBeNull();
    expect(userListProps({ userListId: '' }).userListId).toBeNull();
    expect(userListProps({ userListId: 'l1' }).userListId).toBe('l1');
  });

  it('shows only bars of a known kind, in a known size (else medium)', () => {
    const bar = newStatusbar('a');
    expect(shownStatusbars([bar, { ...bar, id: 'b', type: 'rss' }, { ...bar, id: 'c', type: 'weather' }]).map((b) => b.id)).toEqual(['b']);
    expect(statusbarSize({ size: 'veryLarge' })).toBe('veryLarge');
    expect(statusbarSize({ size: 'huge' })).toBe('medium');
  });

  it('shuffles into a permutation of the same items', () => {
    const rolls = [0.9, 0.1, 0.5, 0.3];
    let i = 0;
    const out = shuffled([1, 2, 3, 4, 5], () => rolls[i++ % rolls.length]!);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(out).not.toEqual([1, 2, 3, 4, 5]);
  });
});
