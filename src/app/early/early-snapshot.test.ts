// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { EARLY_PLAN_KEY, SNAPSHOT_KEY } from '@/core/early/early-types';
import { ORIGIN, entryScripts, sheets, plan, snapshot, runEarly, setUpEarlyPage } from './early.test-util';

setUpEarlyPage();

describe('early script with a snapshot of the last session', () => {
  it('paints the snapshot of the last session, hidden from assistive technology and inert', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    await runEarly();
    const host = document.getElementById('start-snapshot');
    expect(host?.getAttribute('aria-hidden')).toBe('true');
    expect(host?.textContent).toContain('hello from last time');
    expect(host?.querySelector('style')?.textContent).toBe('.n{color:red}');
    expect(document.documentElement.hasAttribute('data-early-snapshot')).toBe(true); // hides the splash
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
    expect(window.__early?.snapshot).toBe(host);
    expect(window.__early?.rootStyled).toBe(true); // moved onto the picture by the app (start-snapshot.ts)
  });

  it('with a snapshot on screen, leaves the timeline to the saved cache and asks the rest once the picture has painted, before the app starts', async () => {
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    const fetchMock = await runEarly();
    expect(document.getElementById('start-snapshot')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled(); // nothing in front of the picture's first frame
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120); // painted (or the fallback for a tab that does not paint)
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__early?.entries.map((e) => e.endpoint)).toEqual(['meta']);
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
  });

  it('adds the picture’s rules that load files (its icons) only once it has painted', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, lateCss: '.n{mask-image:url("/assets/reply.svg")}' }));
    await runEarly();
    const styles = () => [...document.querySelectorAll('#start-snapshot style')].map((s) => s.textContent);
    expect(styles()).toEqual(['.n{color:red}']);
    await vi.advanceTimersByTimeAsync(120);
    expect(styles()).toEqual(['.n{mask-image:url("/assets/reply.svg")}', '.n{color:red}']);
  });

  it('with a snapshot and no plan, asks meta and i once the picture has painted', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    const fetchMock = await runEarly();
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(120);
    expect(window.__early?.entries.map((e) => e.endpoint)).toEqual(['meta', 'i']);
  });

  it('shows no snapshot of another account, a week-old one or a broken record; another build’s is fine', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, who: `${ORIGIN} someone-else` }));
    await runEarly();
    expect(document.getElementById('start-snapshot')).toBeNull();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, takenAt: Date.now() - 8 * 86_400_000 }));
    await runEarly();
    expect(document.getElementById('start-snapshot')).toBeNull();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, build: 'old' }));
    await runEarly();
    expect(document.getElementById('start-snapshot')).not.toBeNull();
    document.getElementById('start-snapshot')?.remove();
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    await runEarly();
    expect(document.getElementById('start-snapshot')).toBeNull();
  });

  it('with a snapshot, starts the app and loads its images only after the picture has painted', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, tree: ['div', { role: 'feed' }, [['article', {}, [['img', { src: '/identicon/a', alt: '' }, []], 'hi']]]] }));
    await runEarly();
    const img = document.querySelector('#start-snapshot img');
    expect(img?.getAttribute('src')).toBeNull();
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(img?.getAttribute('src')).toBe('/identicon/a');
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]').length).toBeGreaterThan(0);
  });

  it('with a snapshot, starts nothing of the app before the picture’s first frame, however late that frame comes (a loaded machine)', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    const fetchMock = await runEarly();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frames.length).toBeGreaterThan(0);
    expect(entryScripts()).toEqual([]);
    expect(sheets()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    frames.splice(0).forEach((f) => f()); // the picture's frame, 1 s late
    await vi.advanceTimersByTimeAsync(120);
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('with a snapshot, asks for nothing of the app (code or styles) before the picture has painted', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    await runEarly();
    expect(document.getElementById('start-snapshot')).not.toBeNull();
    // From the cache they would arrive before the picture's first frame and be compiled and parsed in front of it.
    expect(document.head.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"], script[src]').length).toBe(0);
    expect(window.__early?.styles).toBeUndefined();
    await vi.advanceTimersByTimeAsync(120); // painted
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    expect(sheets()).toEqual(['/assets/index-x.css', '/assets/Timeline-x.css']); // the entry's, then the home page's
    expect(window.__early?.styles).toBeInstanceOf(Promise);
  });

  it('does not paint a picture taken in another language than the one now chosen', async () => {
    localStorage.setItem('lang', 'en-US');
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, lang: 'ja-JP' }));
    await runEarly();
    expect(document.getElementById('start-snapshot')).toBeNull();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...snapshot, lang: 'en-US' }));
    await runEarly();
    expect(document.getElementById('start-snapshot')?.textContent).toContain('hello from last time');
  });
});
