// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/core/i18n';
import { createSplashProgress } from './splash';

const SPLASH = '<div id="splash" aria-busy="true"><div id="splash-spinner" role="progressbar"></div><ul id="splash-progress" hidden></ul></div><div id="app"></div>';

describe('the splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = SPLASH;
  });
  afterEach(() => vi.useRealTimers());

  it('lists the steps 7 s after the page start, then shows the long-load image at 10 s', async () => {
    const splash = createSplashProgress(document, 2_000); // the code arrived 2 s after the navigation
    splash.start('viewport');
    splash.finish('viewport');
    splash.start('instance');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(document.getElementById('splash-progress')!.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const items = [...document.querySelectorAll('#splash-progress li')].map((li) => li.textContent);
    expect(items).toHaveLength(6);
    expect(items[0]).toBe(`✓ ${t('splash.steps.viewport')}`);
    expect(items[3]).toBe(`… ${t('splash.steps.instance')}`);
    expect(items[5]).toBe(`· ${t('splash.steps.mount')}`);
    expect(document.getElementById('splash-long-load')).toBeNull();
    await vi.advanceTimersByTimeAsync(3_000);
    const image = document.getElementById('splash-long-load');
    expect(image?.getAttribute('role')).toBe('img');
    expect(image?.getAttribute('aria-label')).toBe(t('noteDisplay.longLoad'));
    expect(document.getElementById('splash-spinner')).toBeNull();
    // The start goes on while the server information is still awaited: both are under way.
    splash.start('mount');
    const now = () => [...document.querySelectorAll('#splash-progress li')].map((li) => li.textContent);
    expect(now()[3]).toBe(`… ${t('splash.steps.instance')}`);
    expect(now()[5]).toBe(`… ${t('splash.steps.mount')}`);
    splash.finish('instance');
    expect(now()[3]).toBe(`✓ ${t('splash.steps.instance')}`);
  });

  it('a start later than the bounds shows both at once; removed, nothing follows', async () => {
    const splash = createSplashProgress(document, 11_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelectorAll('#splash-progress li')).toHaveLength(6);
    expect(document.getElementById('splash-long-load')).not.toBeNull();
    splash.remove();
    expect(document.getElementById('splash')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a quick start never shows either', async () => {
    const splash = createSplashProgress(document, 500);
    await vi.advanceTimersByTimeAsync(1_000);
    splash.remove();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(document.getElementById('splash-long-load')).toBeNull();
    expect(document.getElementById('splash')).toBeNull();
  });
});
