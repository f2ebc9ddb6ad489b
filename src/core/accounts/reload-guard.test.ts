// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AUTO_RELOAD_WINDOW_MS, claimAutomaticReload, type ReloadMarkStore } from './reload-guard';

function memoryStore(): ReloadMarkStore & { value: string | null } {
  const store = {
    value: null as string | null,
    read: () => store.value,
    write: (v: string | null) => {
      store.value = v;
      return true;
    },
  };
  return store;
}

const refusing: ReloadMarkStore = { read: () => null, write: () => false };

describe('claimAutomaticReload', () => {
  it('allows one automatic reload, then refuses another within the window', () => {
    const store = memoryStore();
    expect(claimAutomaticReload(1_000_000, [store])).toBe(true);
    expect(claimAutomaticReload(1_000_000 + 500, [store])).toBe(false);
    expect(claimAutomaticReload(1_000_000 + AUTO_RELOAD_WINDOW_MS - 1, [store])).toBe(false);
  });

  it('allows it again once the mark is older than the window (a later, separate start)', () => {
    const store = memoryStore();
    expect(claimAutomaticReload(1_000_000, [store])).toBe(true);
    expect(claimAutomaticReload(1_000_000 + AUTO_RELOAD_WINDOW_MS, [store])).toBe(true);
  });

  it('keeps the mark in the next store when the first refuses it (sessionStorage blocked: window.name)', () => {
    const fallback = memoryStore();
    expect(claimAutomaticReload(5_000, [refusing, fallback])).toBe(true);
    expect(fallback.value).toBe('5000');
    expect(claimAutomaticReload(6_000, [refusing, fallback])).toBe(false);
  });

  it('degrades to no automatic reload when no store keeps the mark', () => {
    expect(claimAutomaticReload(5_000, [refusing, refusing])).toBe(false);
  });

  it('ignores a garbled mark', () => {
    const store = memoryStore();
    store.value = 'not a time';
    expect(claimAutomaticReload(5_000, [store])).toBe(true);
  });

  it('uses window.name when sessionStorage.setItem throws, and leaves a foreign window name alone', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      window.name = '';
      expect(claimAutomaticReload(10_000)).toBe(true);
      expect(window.name).toBe('misskey-client:auto-reload:10000');
      expect(claimAutomaticReload(11_000)).toBe(false);
      window.name = 'opened-by-someone';
      expect(claimAutomaticReload(100_000)).toBe(false);
      expect(window.name).toBe('opened-by-someone');
    } finally {
      Storage.prototype.setItem = setItem;
      window.name = '';
    }
  });
});
