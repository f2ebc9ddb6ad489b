// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { detachSnapshotRootStyle, dropStartSnapshot } from './start-snapshot';

function showPicture(rootStyled: boolean): HTMLElement {
  document.documentElement.setAttribute('style', '--accent: #93cfe0; --bg: #2e3440');
  const host = document.createElement('div');
  host.id = 'start-snapshot';
  host.style.cssText = 'position:fixed;inset:0;background:#2e3440';
  document.body.appendChild(host);
  window.__early = { config: null, entries: [], snapshot: host, rootStyled };
  return host;
}

afterEach(() => {
  dropStartSnapshot();
  document.documentElement.removeAttribute('style');
  delete window.__early;
});

describe('the start snapshot’s root style', () => {
  it('moves from <html> onto the picture before the app applies its own theme', () => {
    const host = showPicture(true);
    detachSnapshotRootStyle();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(host.style.getPropertyValue('--accent').trim()).toBe('#93cfe0');
    expect(host.style.position).toBe('fixed');
    // Once: a second call (or the app's own later style) is left alone.
    document.documentElement.style.setProperty('--accent', '#ff0000');
    detachSnapshotRootStyle();
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#ff0000');
  });

  it('leaves a root style the early script did not set', () => {
    showPicture(false);
    detachSnapshotRootStyle();
    expect(document.documentElement.style.getPropertyValue('--accent').trim()).toBe('#93cfe0');
  });
});
