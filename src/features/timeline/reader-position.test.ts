// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adjustAboveReadingLine, readReaderPosition, topItem, writeReaderPosition } from './reader-position';

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

describe('adjustAboveReadingLine', () => {
  const v = (offset: number, measured: unknown[] = [], scrollDirection: 'forward' | 'backward' | null = null) => ({
    scrollOffset: offset,
    scrollDirection,
    itemSizeCache: new Map(measured.map((k) => [k, 100])),
  });
  const line = () => 60; // a 60 px sticky header

  it('follows rows above the viewport and under the header, not the row being read or rows below', () => {
    expect(adjustAboveReadingLine({ start: 0, size: 100, key: 'a' }, 10, v(500), line)).toBe(true);
    expect(adjustAboveReadingLine({ start: 480, size: 70, key: 'b' }, 10, v(500), line)).toBe(true); // under the header
    expect(adjustAboveReadingLine({ start: 480, size: 200, key: 'c' }, 10, v(500), line)).toBe(false); // being read
    expect(adjustAboveReadingLine({ start: 700, size: 200, key: 'd' }, 10, v(500), line)).toBe(false);
  });

  it('never moves the scroll for a row measured again while scrolling up', () => {
    expect(adjustAboveReadingLine({ start: 0, size: 100, key: 'a' }, 10, v(500, ['a'], 'backward'), line)).toBe(false);
    expect(adjustAboveReadingLine({ start: 0, size: 100, key: 'a' }, 10, v(500, [], 'backward'), line)).toBe(true);
  });
});
