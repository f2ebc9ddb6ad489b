// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { EARLY_PLAN_KEY, SNAPSHOT_KEY, type EarlyGlobal } from '@/core/early/early-types';
import { blob, databaseWith } from './early-home.test-util';
import { ORIGIN, entryScripts, sheets, plan, snapshot, runEarly, onAnotherPage, setUpEarlyPage } from './early.test-util';

setUpEarlyPage();

describe('early script', () => {
  it('replays the last start’s reads with the credential, as the API client would send them', async () => {
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
    const fetchMock = await runEarly();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/api/meta`, expect.objectContaining({ method: 'POST', body: '{"detail":true,"i":"TOKEN"}', credentials: 'omit' }));
    expect(window.__early?.entries.map((e) => [e.origin, e.endpoint, e.body])).toEqual([
      [ORIGIN, 'meta', '{"detail":true,"i":"TOKEN"}'],
      [ORIGIN, 'notes/timeline', '{"limit":10,"i":"TOKEN"}'],
    ]);
    await vi.advanceTimersByTimeAsync(20); // the preloads follow in tasks of their own
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    // At / with no picture of the last session, the messages and the page's code are preloaded
    // while the first page is awaited (none here: the answer is no timeline); the entry starts after.
    expect(preloads).toEqual(['/assets/en-US-x.js', '/assets/Note-x.js']);
  });

  it('after a new build, replays the plan’s requests but not its code', async () => {
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify({ ...plan, build: 'old' }));
    await runEarly();
    expect(window.__early?.entries.map((e) => e.endpoint)).toEqual(['meta', 'notes/timeline']);
    await vi.advanceTimersByTimeAsync(20);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/assets/en-US-x.js']);
  });

  it('replays no plan of another account or another page: asks only meta and i, as boot would', async () => {
    for (const other of [{ ...plan, who: `${ORIGIN} u2` }, { ...plan, path: '/elsewhere' }]) {
      localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(other));
      await runEarly();
      expect(window.__early?.entries.map((e) => [e.origin, e.endpoint, e.body])).toEqual([
        [ORIGIN, 'meta', '{"detail":false,"i":"TOKEN"}'],
        [ORIGIN, 'i', '{"i":"TOKEN"}'],
      ]);
    }
  });

  it('with no plan, a signed-in start at / also asks for the timeline its stored settings choose, unless the app has started', async () => {
    const rows = [{ key: `settings:deviceAccount:${ORIGIN}:u1`, value: blob({ tl: { src: 'home', arg: null } }) }];
    vi.useRealTimers(); // the fake database settles on real timers
    vi.stubGlobal('indexedDB', await databaseWith(rows));
    await runEarly();
    await vi.waitFor(() => expect(window.__early?.entries.map((e) => e.endpoint)).toEqual(['meta', 'i', 'notes/timeline']));
    expect(window.__early?.entries[2]?.body).toBe('{"limit":20,"i":"TOKEN"}');

    delete window.__early;
    vi.stubGlobal('indexedDB', await databaseWith(rows));
    await runEarly();
    const early = (globalThis as { __early?: EarlyGlobal }).__early!;
    early.appStarted = true; // the entry ran before the database answered
    await new Promise((r) => setTimeout(r, 50));
    expect(early.entries.map((e) => e.endpoint)).toEqual(['meta', 'i']);
  });

  it('with neither a plan nor a snapshot, draws the home timeline’s first page from its answer before the app’s code starts (it loads meanwhile)', async () => {
    vi.useRealTimers(); // the fake database settles on real timers
    vi.stubGlobal('indexedDB', await databaseWith([]));
    const notes = [{ id: 'n1', createdAt: new Date().toISOString(), userId: 'a1', user: { id: 'a1', username: 'alice', name: 'Alice', avatarUrl: 'https://misskey.example/a.png' }, text: 'first light' }];
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url.endsWith('/hybrid-timeline') ? JSON.stringify(notes) : '{}')));
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    // Whether the picture was on screen when the app's code started, and whether the timeline had
    // been asked for when its code was first preloaded.
    let pictureFirst: boolean | null = null;
    let askedBeforePreload: boolean | null = null;
    const watch = new MutationObserver(() => {
      if (askedBeforePreload === null && document.head.querySelector('link[rel="modulepreload"]')) askedBeforePreload = fetchMock.mock.calls.some(([url]) => url.endsWith('/hybrid-timeline'));
      if (pictureFirst === null && entryScripts().length > 0) pictureFirst = !!document.querySelector('#start-snapshot article');
    });
    watch.observe(document.head, { childList: true });
    await import('./early');
    // The app's code does not start before the picture, but loads meanwhile, once the timeline has been asked for.
    expect(entryScripts()).toEqual([]);
    // (The entry's own preload follows in the frame that paints the picture: see the bytes budget in
    // tests/e2e/reliability/budgets.spec.ts, which counts what is asked for before the first note.)
    await vi.waitFor(() => expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')).slice(0, 2)).toEqual(['/assets/en-US-x.js', '/assets/Timeline-x.js']));
    expect(askedBeforePreload).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('#start-snapshot [role="feed"] article')?.textContent).toContain('first light'));
    const host = document.getElementById('start-snapshot')!;
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(window.__early?.snapshot).toBe(host); // the app takes it away at its first note
    expect(document.documentElement.hasAttribute('data-early-snapshot')).toBe(true); // hides the splash
    // Once it has painted, the app starts; it still reads the answer itself, whole.
    await vi.waitFor(() => expect(entryScripts()).toEqual(['/assets/index-x.js']));
    watch.disconnect();
    expect(pictureFirst).toBe(true);
    await vi.waitFor(() => expect(host.querySelector('img')?.getAttribute('src')).toBe('https://misskey.example/a.png'));
    const entry = window.__early!.entries.find((e) => e.endpoint === 'notes/hybrid-timeline')!;
    expect(await (await entry.response).json()).toEqual(notes);
  });

  it('draws the first page from the plan’s timeline request too, but not when a saved timeline will be resumed or for the deck', async () => {
    vi.useRealTimers();
    const notes = [{ id: 'n1', createdAt: new Date().toISOString(), userId: 'a1', user: { id: 'a1', username: 'alice', name: 'Alice' }, text: 'from the plan' }];
    const home = { key: `settings:deviceAccount:${ORIGIN}:u1`, value: blob({ tl: { src: 'home', arg: null } }) };
    const start = async (rows: Array<{ key: string; value: unknown }>) => {
      delete window.__early;
      document.head.querySelectorAll('script').forEach((el) => el.remove());
      document.getElementById('start-snapshot')?.remove();
      localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
      vi.stubGlobal('indexedDB', await databaseWith(rows));
      vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(new Response(url.endsWith('/notes/timeline') ? JSON.stringify(notes) : '{}'))));
      vi.resetModules();
      await import('./early');
      await vi.waitFor(() => expect(entryScripts()).toEqual(['/assets/index-x.js']));
      return document.getElementById('start-snapshot')?.textContent ?? null;
    };
    expect(await start([home])).toContain('from the plan');
    expect(await start([home, { key: `queryCache:${ORIGIN}:u1`, value: { format: 1 } }])).toBeNull();
    // Nor for the deck, whose columns are the home page.
    expect(await start([{ key: home.key, value: blob({ tl: { src: 'home', arg: null }, ui: 'deck' }) }])).toBeNull();
  });

  it('starts the app without a first page when its answer fails, and after a short wait when it is slow', async () => {
    vi.useRealTimers();
    vi.stubGlobal('indexedDB', await databaseWith([]));
    vi.stubGlobal('fetch', vi.fn((url: string) => Promise.resolve(new Response(url.endsWith('/hybrid-timeline') ? 'nope' : '{}', { status: url.endsWith('/hybrid-timeline') ? 500 : 200 }))));
    vi.resetModules();
    await import('./early');
    await vi.waitFor(() => expect(entryScripts()).toEqual(['/assets/index-x.js']), { timeout: 250 });
    expect(document.getElementById('start-snapshot')).toBeNull();

    document.head.querySelectorAll('script').forEach((el) => el.remove());
    delete window.__early;
    vi.stubGlobal('indexedDB', await databaseWith([]));
    vi.stubGlobal('fetch', vi.fn((url: string) => (url.endsWith('/hybrid-timeline') ? new Promise<Response>(() => undefined) : Promise.resolve(new Response('{}')))));
    vi.resetModules();
    const started = performance.now();
    await import('./early');
    await vi.waitFor(() => expect(entryScripts()).toEqual(['/assets/index-x.js']), { timeout: 1_000, interval: 10 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(document.getElementById('start-snapshot')).toBeNull();
  });

  it('asks nothing for a visitor with no plan', async () => {
    localStorage.removeItem('account');
    const fetchMock = await runEarly();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with no plan, a signed-in start at / preloads the home page code and the language', async () => {
    await runEarly();
    await vi.advanceTimersByTimeAsync(20);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/assets/en-US-x.js', '/assets/Timeline-x.js']);
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/index-x.css', '/assets/Timeline-x.css']);
  });

  it('starts the app and adds its stylesheet at once when there is no picture to paint', async () => {
    onAnotherPage();
    await runEarly();
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.map((l) => l.getAttribute('href'))).toContain('/assets/index-x.css');
    let settled = false;
    void window.__early?.styles?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    for (const l of sheets) l.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('starts the app before its many preloads, which follow a few per task', async () => {
    const js = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    onAnotherPage();
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify({ ...plan, path: '/notes/n1', assets: { js, css: [] } }));
    await runEarly();
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    // In the script's own task: the entry's, the language's and the page's first three chunks'.
    expect(preloads()).toBe(5);
    await vi.advanceTimersToNextTimerAsync(); // the snapshot's images (none here)
    await vi.advanceTimersToNextTimerAsync(); // the next few preloads
    const first = preloads();
    expect(first).toBeGreaterThan(5);
    expect(first).toBeLessThan(22);
    await vi.advanceTimersByTimeAsync(50);
    expect(preloads()).toBe(22); // the entry, the language and every chunk of the plan, once each
  });

  it('starts the app even when its own work fails', async () => {
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frames here');
    });
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    await runEarly();
    await vi.advanceTimersByTimeAsync(200);
    expect(entryScripts()).toEqual(['/assets/index-x.js']);
    // Its stylesheets come with it (the picture would have had them added once it painted).
    expect(sheets()).toEqual(['/assets/index-x.css']);
    expect(window.__early?.styles).toBeInstanceOf(Promise);
  });

  it('keeps plain keys pressed before the app listens, for the app to take once', async () => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    await runEarly();
    const press = (key: string, init: KeyboardEventInit = {}) => window.dispatchEvent(new KeyboardEvent('keydown', { key, ...init }));
    press('n');
    press('c', { ctrlKey: true });
    press('Enter');
    press('n', { repeat: true });
    press('d');
    expect(window.__early?.takeKeys?.()).toEqual(['n', 'd']);
    // Taken: the app hears keys itself from now on.
    press('s');
    expect(window.__early?.takeKeys).toBeUndefined();
  });

  it('does nothing without its config (the app starts as usual)', async () => {
    document.querySelector('meta[name="early-config"]')?.remove();
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
    const fetchMock = await runEarly();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__early?.config).toBeNull();
  });
});
