/**
 * The service worker's push and click handlers (public/sw.js), run in a VM with a fake worker
 * global: what headless Chromium cannot show (clicking a system notification) is checked here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

interface Shown {
  title: string;
  options: { body: string; icon: string; tag: string; data: { userId: string; path: string; ids: string[] } };
}

function loadWorker(opts: { config?: unknown; clients?: Array<{ url: string }>; active?: boolean; manifest?: unknown } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const closed: string[] = [];
  const windowClients = (opts.clients ?? []).map((c) => ({
    url: c.url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async (url: string) => ({ url })),
    postMessage: vi.fn(),
  }));
  const openWindow = vi.fn(async () => null);
  const notifications = () =>
    shown.map((s) => ({ title: s.title, tag: s.options.tag, data: s.options.data, close: () => closed.push(s.options.data.ids.join(',')) }));
  const self = {
    location: new URL('https://app.example/sw.js'),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: {
      active: opts.active ? {} : null,
      showNotification: vi.fn(async (title: string, options: Shown['options']) => {
        shown.push({ title, options });
      }),
      getNotifications: vi.fn(async (filter?: { tag?: string }) => notifications().filter((n) => !filter?.tag || n.tag === filter.tag)),
    },
    clients: { matchAll: vi.fn(async () => windowClients), openWindow, claim: vi.fn() },
    skipWaiting: vi.fn(),
  };
  const stored = new Map<string, Response>();
  const configStore = new Map<string, Response>();
  if (opts.config) configStore.set('/__sw-config__', new Response(JSON.stringify(opts.config)));
  const caches = {
    open: async (name: string) => {
      const store = name === 'sw-config' ? configStore : stored;
      return {
        match: async (url: string) => store.get(url)?.clone(),
        put: async (url: string, res: Response) => void store.set(url, res),
        keys: async () => [...store.keys()].map((url) => ({ url })),
      };
    },
    keys: async () => [],
  };
  const fakeResponse = (url: string): Response => ({ ok: true, type: 'basic', url, clone: () => fakeResponse(url) }) as unknown as Response;
  const fetch = vi.fn(async (req: string | { url: string; mode?: string }) => {
    const url = typeof req === 'string' ? req : req.url;
    if (typeof req !== 'string' && req.mode === 'navigate') return new Response('<!doctype html><title>app</title>', { headers: { 'Content-Type': 'text/html' } });
    if (!url.endsWith('/manifest.webmanifest')) return fakeResponse(url);
    return Object.defineProperty(new Response(JSON.stringify(opts.manifest ?? {})), 'type', { value: 'basic' });
  });
  // Timers looked up when called, so that a test's fake timers apply.
  const setTimeout = (fn: () => void, ms?: number) => globalThis.setTimeout(fn, ms);
  runInNewContext(readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8'), { self, caches, fetch, URL, Response, Date, JSON, Promise, String, Array, setTimeout });
  /** Every promise an event's lifetime was extended with. */
  const extended: Array<Promise<unknown>> = [];
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...event,
      waitUntil: (p: Promise<unknown>) => {
        extended.push(p);
        done = p;
      },
    });
    await done;
  };
  /** What the worker answers for a GET of this page-origin URL (null: left to the network). */
  const answer = async (url: string): Promise<Response | null> => {
    let answered: Promise<Response> | Response | null = null;
    await fire('fetch', { request: { method: 'GET', url, mode: 'no-cors' }, respondWith: (r: Promise<Response> | Response) => (answered = r) });
    return answered ? await answered : null;
  };
  return { fire, answer, shown, closed, windowClients, openWindow, self, stored, fetch, extended };
}

const CONFIG = {
  lang: 'ja-JP',
  strings: { reply: '{user} さんが返信しました', reaction: '{user} さんがリアクションしました {reaction}', default: '新しい通知', more: 'ほか {count} 件' },
  accounts: { u1: { username: 'carol', origin: 'https://app.example' } },
};

const pushOf = (data: unknown) => ({ data: { json: () => data } });
const reply = (id: string) => ({
  type: 'notification',
  userId: 'u1',
  body: { id, type: 'reply', user: { username: 'alice', name: 'アリス', avatarUrl: 'https://s.example/avatar/alice' }, note: { id: 'note-9', text: 'こんにちは' } },
});

describe('service worker push', () => {
  it('shows each notification in the user language with the actor avatar, grouped per account', async () => {
    const w = loadWorker({ config: CONFIG });
    await w.fire('push', pushOf(reply('n1')));
    expect(w.shown[0]).toEqual({
      title: 'アリス さんが返信しました',
      options: expect.objectContaining({ body: '@carol\nこんにちは', icon: 'https://s.example/avatar/alice', tag: 'account:u1', data: { userId: 'u1', path: '/notes/note-9', ids: ['n1'] } }),
    });
    await w.fire('push', pushOf({ type: 'notification', userId: 'u1', body: { id: 'n2', type: 'reaction', reaction: '👍', user: { username: 'bob', avatarUrl: 'javascript:x' }, note: { id: 'note-9', text: 't' } } }));
    expect(w.shown[1]!.title).toBe('bob さんがリアクションしました 👍');
    expect(w.shown[1]!.options.body).toBe('@carol\nt\nほか 1 件');
    // A non-http avatar is not used.
    expect(w.shown[1]!.options.icon).toBe('/icon-192.png');
    expect(w.shown[1]!.options.data.ids).toEqual(['n1', 'n2']);
  });

  it('read marks close the account’s notifications', async () => {
    const w = loadWorker({ config: CONFIG });
    await w.fire('push', pushOf(reply('n1')));
    await w.fire('push', pushOf({ type: 'readAllNotifications', userId: 'u1', body: {} }));
    expect(w.closed).toEqual(['n1']);
  });

  it('a click opens the note in an existing tab, as the notification’s account', async () => {
    const w = loadWorker({ config: CONFIG, clients: [{ url: 'https://app.example/' }] });
    await w.fire('push', pushOf(reply('n1')));
    const close = vi.fn();
    await w.fire('notificationclick', { notification: { data: w.shown[0]!.options.data, close } });
    expect(close).toHaveBeenCalled();
    expect(w.windowClients[0]!.focus).toHaveBeenCalled();
    expect(w.windowClients[0]!.navigate).toHaveBeenCalledWith('https://app.example/notes/note-9?loginId=u1');
    expect(w.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no open tab opens a window', async () => {
    const w = loadWorker({ config: CONFIG });
    await w.fire('notificationclick', { notification: { data: { userId: 'u1', path: '/notes/x', ids: [] }, close: () => undefined } });
    expect(w.openWindow).toHaveBeenCalledWith('https://app.example/notes/x?loginId=u1');
  });
});

describe('service worker updates', () => {
  it('the first worker takes control at once; a later build waits for the page to ask', async () => {
    const first = loadWorker();
    await first.fire('install', {});
    expect(first.self.skipWaiting).toHaveBeenCalledTimes(1);
    const next = loadWorker({ active: true });
    await next.fire('install', {});
    expect(next.self.skipWaiting).not.toHaveBeenCalled();
    await next.fire('message', { data: { type: 'skipWaiting' } });
    expect(next.self.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('declares the routes that need no running worker: page loads race the network, build files come from the cache, the rest goes to the network', async () => {
    const w = loadWorker();
    const addRoutes = vi.fn(async () => undefined);
    await w.fire('install', { addRoutes });
    const cached = (pathname: string) => ({ condition: { urlPattern: { pathname }, requestMethod: 'GET' }, source: 'cache' });
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
      cached('/assets/*'),
      cached('/favicon.svg'),
      cached('/icon-192.png'),
      cached('/icon-512.png'),
      // The manifest before the catch-all: the handler names it after the server.
      { condition: { urlPattern: { pathname: '/manifest.webmanifest' } }, source: 'fetch-event' },
      { condition: { requestMethod: 'GET' }, source: 'network' },
      { condition: { requestMethod: 'POST' }, source: 'network' },
    ]);
    expect(w.self.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('installs all the same when the browser refuses the routes (or has no such API)', async () => {
    const refused = loadWorker();
    await refused.fire('install', {
      addRoutes: () => {
        throw new TypeError('unknown source');
      },
    });
    expect(refused.self.skipWaiting).toHaveBeenCalledTimes(1);
    const rejected = loadWorker();
    await rejected.fire('install', { addRoutes: () => Promise.reject(new TypeError('unknown source')) });
    expect(rejected.self.skipWaiting).toHaveBeenCalledTimes(1);
  });
});

describe('service worker shell cache', () => {
  it('answers only for build files the page reported loading; never for others or for the API', async () => {
    const w = loadWorker();
    const fetchEvent = (url: string, mode = 'no-cors') => {
      const event = { request: { method: 'GET', url, mode }, respondWith: vi.fn() };
      return event;
    };
    const chunk = 'https://app.example/assets/settings-abc.js';
    let ev = fetchEvent(chunk);
    await w.fire('fetch', ev);
    expect(ev.respondWith).not.toHaveBeenCalled();
    await w.fire('message', { data: { type: 'cacheAssets', urls: [chunk, 'https://elsewhere.example/assets/x.js', 'https://app.example/api/i'] } });
    expect([...w.stored.keys()]).toEqual([chunk]);
    ev = fetchEvent(chunk);
    await w.fire('fetch', ev);
    expect(ev.respondWith).toHaveBeenCalledTimes(1);
    ev = fetchEvent('https://app.example/api/notes/timeline');
    await w.fire('fetch', ev);
    expect(ev.respondWith).not.toHaveBeenCalled();
    // Page loads are always answered: network first, the saved shell when offline.
    ev = fetchEvent('https://app.example/notes/1', 'navigate');
    await w.fire('fetch', ev);
    expect(ev.respondWith).toHaveBeenCalledTimes(1);
  });

  it('writes a page load’s copy of the shell once that page has started, not while it starts', async () => {
    vi.useFakeTimers();
    try {
      const w = loadWorker();
      let answered: Promise<Response> | null = null;
      await w.fire('fetch', { request: { method: 'GET', url: 'https://app.example/', mode: 'navigate' }, respondWith: (r: Promise<Response>) => (answered = r) });
      expect(await (await answered!).text()).toContain('<title>app</title>');
      await vi.advanceTimersByTimeAsync(4_000);
      expect(w.stored.has('/index.html')).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await w.stored.get('/index.html')!.text()).toContain('<title>app</title>');
      // The page load's event is not held open for it (a waiting new version could not take over).
      expect(w.extended).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('service worker manifest', () => {
  const STATIC = {
    name: 'Misskey Web Client',
    short_name: 'Misskey',
    start_url: '/',
    display: 'standalone',
    theme_color: '#86b300',
    icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }, { src: '/icon-512.png', sizes: '512x512', type: 'image/png' }],
    share_target: { action: '/share' },
  };
  const URL_ = 'https://app.example/manifest.webmanifest';

  it('is the static manifest until the page has sent the server meta', async () => {
    const w = loadWorker({ manifest: STATIC });
    const res = (await w.answer(URL_))!;
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(await res.json()).toEqual(STATIC);
  });

  it('takes the name, theme colour and app icons from the server meta, keeping the static icons', async () => {
    const w = loadWorker({ manifest: STATIC });
    await w.fire('message', {
      data: { type: 'manifestMeta', meta: { name: '  Example Server ', themeColor: '#123456', app192IconUrl: 'https://s.example/192.png', app512IconUrl: 'javascript:alert(1)', description: 'ignored' } },
    });
    const manifest = (await (await w.answer(URL_))!.json()) as typeof STATIC;
    expect(manifest).toEqual({
      ...STATIC,
      name: 'Example Server',
      short_name: 'Example Server',
      theme_color: '#123456',
      icons: [{ src: 'https://s.example/192.png', sizes: '192x192', purpose: 'any' }, ...STATIC.icons],
    });
  });

  it('prefers the short name, bounds the length and ignores what is not a colour', async () => {
    const w = loadWorker({ manifest: STATIC });
    await w.fire('message', { data: { type: 'manifestMeta', meta: { name: 'N'.repeat(100), shortName: 'Short', themeColor: 'red; x', app192IconUrl: 42 } } });
    const manifest = (await (await w.answer(URL_))!.json()) as typeof STATIC;
    expect(manifest.name).toBe('N'.repeat(60));
    expect(manifest.short_name).toBe('Short');
    expect(manifest.theme_color).toBe('#86b300');
    expect(manifest.icons).toEqual(STATIC.icons);
  });

  it('paints the app in the theme: the server colour first, else the theme accent, and the theme background', async () => {
    const w = loadWorker({ manifest: { ...STATIC, background_color: '#ffffff' } });
    await w.fire('message', { data: { type: 'manifestMeta', meta: { name: 'Themed', clientAccent: '#91c200', clientBg: '#1f1f24' } } });
    let manifest = (await (await w.answer(URL_))!.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Themed', theme_color: '#91c200', background_color: '#1f1f24' });
    await w.fire('message', { data: { type: 'manifestMeta', meta: { name: 'Themed', themeColor: '#123456', clientAccent: '#91c200', clientBg: 'url(x)' } } });
    manifest = (await (await w.answer(URL_))!.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ theme_color: '#123456', background_color: '#ffffff' });
  });

  it('answers from the cached manifest when offline', async () => {
    const w = loadWorker({ manifest: STATIC });
    await w.fire('install', {});
    await w.fire('message', { data: { type: 'manifestMeta', meta: { name: 'Cached Server' } } });
    w.fetch.mockRejectedValue(new TypeError('offline'));
    expect(((await (await w.answer(URL_))!.json()) as typeof STATIC).name).toBe('Cached Server');
  });
});
