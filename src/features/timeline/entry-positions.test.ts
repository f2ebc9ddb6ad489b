import { afterEach, describe, expect, it } from 'vitest';
import { entryPosition, forgetEntryPositions, historyEntryKey, placesItself, rememberEntryPosition } from './entry-positions';

const store = new Map<string, string>();
globalThis.sessionStorage ??= {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as Storage;

afterEach(() => forgetEntryPositions());

describe('entry positions', () => {
  it('keeps a position per history entry and timeline', () => {
    rememberEntryPosition('e1', 'home', { id: 'n1', offset: 12, newest: 'n0' });
    rememberEntryPosition('e2', 'home', { id: 'n9', offset: 3 });
    expect(entryPosition('e1', 'home')).toEqual({ id: 'n1', offset: 12, newest: 'n0' });
    expect(entryPosition('e2', 'home')).toEqual({ id: 'n9', offset: 3 });
    expect(entryPosition('e1', 'local')).toBeUndefined();
  });

  it('tells an entry left at the top (null) from one never seen (undefined)', () => {
    rememberEntryPosition('e1', 'home', null);
    expect(entryPosition('e1', 'home')).toBeNull();
    expect(placesItself('e1')).toBe(false);
    rememberEntryPosition('e1', 'home', { id: 'n1', offset: 0 });
    expect(placesItself('e1')).toBe(true);
    expect(placesItself('e')).toBe(false);
  });

  it('outlives the document in sessionStorage and ignores what it cannot read', () => {
    rememberEntryPosition('e1', 'home', { id: 'n1', offset: 40 });
    const saved = sessionStorage.getItem('misskey-client:entry-positions')!;
    forgetEntryPositions();
    sessionStorage.setItem('misskey-client:entry-positions', saved.replace(']]', '],["e2 home",{"id":5}]]'));
    expect(entryPosition('e1', 'home')).toEqual({ id: 'n1', offset: 40 });
    expect(entryPosition('e2', 'home')).toBeUndefined();
  });

  it('keeps only the most recent entries', () => {
    for (let i = 0; i < 130; i++) rememberEntryPosition(`e${i}`, 'home', { id: `n${i}`, offset: i });
    expect(entryPosition('e0', 'home')).toBeUndefined();
    expect(entryPosition('e129', 'home')).toEqual({ id: 'n129', offset: 129 });
  });

  it("reads the router's key of the entry, else the address", () => {
    expect(historyEntryKey({ state: { __TSR_key: 'abc' }, href: '/' })).toBe('abc');
    expect(historyEntryKey({ state: undefined, href: '/x' })).toBe('/x');
  });
});
