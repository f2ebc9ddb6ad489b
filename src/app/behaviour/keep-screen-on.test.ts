import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { startKeepScreenOn } from './keep-screen-on';

/** A page whose visibility the test sets, and a Screen Wake Lock API that records the locks. */
function fakes() {
  const doc = new EventTarget() as EventTarget & { visibilityState: string };
  doc.visibilityState = 'visible';
  const held: Array<{ released: boolean }> = [];
  const request = vi.fn(async () => {
    const lock = Object.assign(new EventTarget(), { released: false, release: async () => void (lock.released = true) });
    held.push(lock);
    return lock;
  });
  const nav = { wakeLock: { request } } as unknown as Navigator;
  const setVisible = (visible: boolean) => {
    doc.visibilityState = visible ? 'visible' : 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const active = () => held.filter((l) => !l.released).length;
  return { doc: doc as unknown as Document, nav, request, setVisible, active, held };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('keepScreenOn', () => {
  beforeEach(async () => {
    await resetSettingsForTests();
  });

  it('holds no lock while the setting is off (the default)', async () => {
    const f = fakes();
    const stop = startKeepScreenOn(f.doc, f.nav);
    await flush();
    expect(f.request).not.toHaveBeenCalled();
    stop();
  });

  it('locks the screen when turned on, lets go when turned off', async () => {
    const f = fakes();
    const stop = startKeepScreenOn(f.doc, f.nav);
    setSetting('keepScreenOn', true);
    await flush();
    expect(f.request).toHaveBeenCalledWith('screen');
    expect(f.active()).toBe(1);
    setSetting('keepScreenOn', false);
    await flush();
    expect(f.active()).toBe(0);
    stop();
  });

  it('asks again when the page is shown after the browser dropped the lock', async () => {
    setSetting('keepScreenOn', true);
    const f = fakes();
    const stop = startKeepScreenOn(f.doc, f.nav);
    await flush();
    expect(f.request).toHaveBeenCalledTimes(1);
    // The browser releases a wake lock when the page is hidden.
    f.setVisible(false);
    const first = f.held[0] as unknown as EventTarget & { released: boolean };
    first.released = true;
    first.dispatchEvent(new Event('release'));
    f.setVisible(true);
    await flush();
    expect(f.request).toHaveBeenCalledTimes(2);
    expect(f.active()).toBe(1);
    stop();
  });

  it('does nothing where the browser has no wake lock', () => {
    setSetting('keepScreenOn', true);
    expect(() => startKeepScreenOn(fakes().doc, {} as Navigator)()).not.toThrow();
  });
});
