import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSaverForConnection } from '@/core/device/connection';
import { getSetting, resetSettingsForTests, setSetting } from '@/core/settings';
import { LAST_CONNECTION_KEY, startDataSaverFollow } from './data-saver-follow';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

function connection(type: string | undefined) {
  const c = Object.assign(new EventTarget(), { type });
  const change = (next: string) => {
    c.type = next;
    c.dispatchEvent(new Event('change'));
  };
  return { nav: { connection: c } as unknown as Navigator, change };
}

describe('data saver following the connection', () => {
  beforeEach(async () => {
    store.clear();
    await resetSettingsForTests();
  });

  it('is on for cellular and unknown, off for the rest, and undecided without a type', () => {
    expect(dataSaverForConnection('cellular')).toBe(true);
    expect(dataSaverForConnection('unknown')).toBe(true);
    expect(dataSaverForConnection('wifi')).toBe(false);
    expect(dataSaverForConnection('ethernet')).toBe(false);
    expect(dataSaverForConnection(undefined)).toBeNull();
  });

  it('switches with each connection change', () => {
    const c = connection('wifi');
    const stop = startDataSaverFollow(c.nav);
    expect(getSetting('enableDataSaverMode')).toBe(false);
    c.change('cellular');
    expect(getSetting('enableDataSaverMode')).toBe(true);
    c.change('wifi');
    expect(getSetting('enableDataSaverMode')).toBe(false);
    c.change('unknown');
    expect(getSetting('enableDataSaverMode')).toBe(true);
    stop();
  });

  it('leaves the reader’s own choice alone on a start on the same connection', () => {
    store.set(LAST_CONNECTION_KEY, 'cellular');
    setSetting('enableDataSaverMode', false);
    const c = connection('cellular');
    const stop = startDataSaverFollow(c.nav);
    expect(getSetting('enableDataSaverMode')).toBe(false);
    // …until the connection changes.
    c.change('wifi');
    c.change('cellular');
    expect(getSetting('enableDataSaverMode')).toBe(true);
    stop();
  });

  it('follows the connection at the first start, and does nothing where the browser does not tell', () => {
    startDataSaverFollow(connection('cellular').nav)();
    expect(getSetting('enableDataSaverMode')).toBe(true);
    setSetting('enableDataSaverMode', false);
    store.clear();
    startDataSaverFollow(connection(undefined).nav)();
    startDataSaverFollow({} as Navigator)();
    expect(getSetting('enableDataSaverMode')).toBe(false);
  });
});
