import { describe, expect, it } from 'vitest';
import { readReaderPosition, topItem, writeReaderPosition } from './reader-position';

describe('reader position', () => {
  it('remembers the note at the top per timeline, and forgets it at the top', () => {
    writeReaderPosition('a', { id: 'n5', offset: 12 });
    writeReaderPosition('b', { id: 'n9', offset: 0 });
    expect(readReaderPosition('a')).toEqual({ id: 'n5', offset: 12 });
    expect(readReaderPosition('b')).toEqual({ id: 'n9', offset: 0 });
    writeReaderPosition('a', null);
    expect(readReaderPosition('a')).toBeNull();
  });

  it('keeps only the most recent timelines and survives garbage', () => {
    for (let i = 0; i < 40; i++) writeReaderPosition(`t${i}`, { id: `n${i}`, offset: 0 }, 1000 + i);
    expect(readReaderPosition('t0')).toBeNull();
    expect(readReaderPosition('t39')).toEqual({ id: 'n39', offset: 0 });
    localStorage.setItem('misskey-client:timeline-positions', '{not json');
    expect(readReaderPosition('t39')).toBeNull();
  });

  it('finds the item at the top of the viewport', () => {
    const items = [
      { key: 'a', start: 0, end: 100 },
      { key: 'b', start: 100, end: 250 },
    ];
    expect(topItem(items, 120)).toEqual({ item: items[1], offset: 20 });
    expect(topItem(items, 0)?.item.key).toBe('a');
    expect(topItem(items, 300)).toBeNull();
  });
});
