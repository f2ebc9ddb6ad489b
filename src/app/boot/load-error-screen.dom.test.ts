// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/core/i18n';
import { showLoadErrorScreen, watchServerReturn } from './load-error-screen';

describe('showLoadErrorScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the server is dead when meta does not answer, as text only', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="splash"></div><div id="app"></div>';
    await showLoadErrorScreen(new Error('<img src=x onerror=alert(1)>'), 'https://x.example');
    expect(document.getElementById('splash')).toBeNull();
    const screen = document.querySelector('[role="alert"]');
    expect(screen?.querySelector('h1')?.textContent).toBe('ページを読み込めませんでした');
    expect(screen?.textContent).toContain('サーバー');
    expect(screen?.querySelector('img')).toBeNull();
    expect(screen?.querySelector('button')).not.toBeNull();
  });

  it('offers the upgrade when the server runs another build of the same software', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"version":"20240101+abc123"}', { status: 200 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="app"></div>';
    await showLoadErrorScreen(new Error('chunk failed'), 'https://x.example');
    expect(document.body.textContent).toContain('20240101+abc123');
    expect(document.body.textContent).toContain('20230513+461d00');
    expect(document.body.textContent).toContain(t('pageLoadError.newVersionAvailable'));
  });

  it('does not offer an upgrade to a Misskey 13 server: the plain description, both versions shown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"version":"13.14.2"}', { status: 200 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="app"></div>';
    await showLoadErrorScreen(new Error('chunk failed'), 'https://x.example');
    expect(document.body.textContent).toContain('13.14.2');
    expect(document.body.textContent).not.toContain(t('pageLoadError.newVersionAvailable'));
    expect(document.body.textContent).toContain(t('pageLoadError.description'));
  });
});

describe('watchServerReturn', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again every few seconds and on `online`, and calls back once on the first answer', async () => {
    vi.useFakeTimers();
    let up = false;
    const ask = vi.fn(async () => (up ? '13.14.2' : null));
    const onBack = vi.fn();
    watchServerReturn('https://x.example', onBack, 5_000, ask);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(onBack).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    window.dispatchEvent(new Event('online'));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('stops when told', async () => {
    vi.useFakeTimers();
    const ask = vi.fn(async () => '13.14.2');
    const onBack = vi.fn();
    const stop = watchServerReturn('https://x.example', onBack, 5_000, ask);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ask).not.toHaveBeenCalled();
    expect(onBack).not.toHaveBeenCalled();
  });
});
