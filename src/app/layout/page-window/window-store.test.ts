import { afterEach, describe, expect, it } from 'vitest';
import { closePageWindow, focusPageWindow, getPageWindows, openPageWindow, resetPageWindowsForTests } from './window-store';

afterEach(resetPageWindowsForTests);

describe('page window store', () => {
  it('opens, brings to front and closes windows', () => {
    const a = openPageWindow('/@alice');
    const b = openPageWindow('/notes/x');
    expect(getPageWindows().map((w) => w.path)).toEqual(['/@alice', '/notes/x']);
    focusPageWindow(a);
    const za = getPageWindows().find((w) => w.id === a)!.z;
    const zb = getPageWindows().find((w) => w.id === b)!.z;
    expect(za).toBeGreaterThan(zb);
    closePageWindow(a);
    expect(getPageWindows().map((w) => w.id)).toEqual([b]);
  });
});
