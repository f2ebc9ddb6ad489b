// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMeta, keptFieldsOf, readKeptMeta } from './kept-meta';

describe('kept meta', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the small fields of each server apart, checked', () => {
    keepMeta('https://a.example', { name: 'A', description: 'About A', emojis: [{ name: 'big' }], serverRules: ['Be kind.', 3], policies: { ltlAvailable: false, x: 1 }, disableRegistration: true });
    keepMeta('https://b.example', { name: 'B', iconUrl: 'https://b.example/i.png' });
    expect(readKeptMeta('https://a.example')).toEqual({ name: 'A', description: 'About A', serverRules: ['Be kind.'], policies: { ltlAvailable: false }, disableRegistration: true });
    expect(readKeptMeta('https://b.example')).toEqual({ name: 'B', iconUrl: 'https://b.example/i.png' });
    expect(readKeptMeta('https://c.example')).toBeNull();
  });

  it('reads nothing from a damaged record', () => {
    localStorage.setItem('keptMeta:https://a.example', '{not json');
    expect(readKeptMeta('https://a.example')).toBeNull();
    expect(keptFieldsOf('text')).toBeNull();
  });

  it('makes room by dropping other servers’ records when storage is full, and never throws', () => {
    keepMeta('https://old.example', { name: 'Old' });
    const real = Storage.prototype.setItem;
    let refuse = 1;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, v: string) {
      if (refuse-- > 0) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, v);
    });
    keepMeta('https://new.example', { name: 'New' });
    expect(readKeptMeta('https://new.example')).toEqual({ name: 'New' });
    expect(readKeptMeta('https://old.example')).toBeNull();
    refuse = 99;
    expect(() => keepMeta('https://new.example', { name: 'Newer' })).not.toThrow();
    expect(readKeptMeta('https://new.example')).toEqual({ name: 'New' });
  });
});
