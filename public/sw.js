// Background service worker (start-up step 5), served at /sw.js.
// - App shell: page loads are network-first with the last good index.html as the offline answer.
//   This origin's build files (/assets/*) are cached once the page has loaded them (the page lists
//   them, see src/features/pwa/cache-assets.ts) and then answered from the cache; a file the page
//   has not loaded yet is never intercepted. API calls and other servers are never touched (server
//   data lives in the page's query cache).
// - Start-up: where the browser has static routes, page loads and build files do not wait for this
//   worker to start (STATIC_ROUTES); the fetch handler stays as the offline answer and fallback.
// - Updates: a new worker waits until the page asks it to take over (the page shows
//   "new version — reload"); only the very first install takes control at once.
// - Manifest: /manifest.webmanifest is the static manifest with the server's name, theme colour and
//   app icons from its meta and the current theme's colours (sent by the page), so the installed app
//   carries the server's name.
// - Web Push: shows each notification in the user's language (strings sent by the page) with the
//   actor's avatar, one group per account; a click opens the right page in an existing tab.
'use strict';

// Replaced at build time (build/sw-version.ts) so every build is a new worker.
const BUILD_ID = 'dev';
const SHELL_CACHE = `shell-${BUILD_ID}`;
const CONFIG_CACHE = 'sw-config';
const CONFIG_URL = '/__sw-config__';
const MANIFEST_PATH = '/manifest.webmanifest';
const MANIFEST_META_URL = '/__sw-manifest-meta__';
const SHELL_URL = '/index.html';
const STATIC_FILES = ['/', '/favicon.svg', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png'];

/** A page load's copy of the shell is written this long after it (not while that page starts). */
const SHELL_WRITE_DELAY_MS = 5_000;

/**
 * URLs in the shell cache, known synchronously (a fetch handler must decide at once whether to
 * answer). Listed on first need, not whenever the worker starts: a page load starts it (the
 * navigation race), and reading the cache then competes with that page for the machine.
 */
const cachedUrls = new Set();
let cacheListed = null;
function listCache() {
  cacheListed ??= caches
    .open(SHELL_CACHE)
    .then((c) => c.keys())
    .then((reqs) => reqs.forEach((r) => cachedUrls.add(r.url)))
    .catch(() => undefined);
  return cacheListed;
}

async function cacheFiles(urls) {
  const cache = await caches.open(SHELL_CACHE);
  for (const url of urls) {
    if (cachedUrls.has(url)) continue;
    try {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (res.ok && res.type === 'basic') {
        await cache.put(url, res);
        cachedUrls.add(url);
      }
    } catch {
      // offline or gone: tried again next time the page lists it
    }
  }
}

/**
 * Requests the browser routes without starting this worker (Static Routing API, where the browser
 * has it), in this order. A stopped worker costs a page load its start-up before the first byte
 * arrives, and a running one an extra hop for every request it only passes on:
 * - page loads race the network against this worker's handler; the network answers first when it
 *   can, and the handler's cached shell when it cannot (offline);
 * - build files and the app's icons come from this worker's cache when they are in it, else from
 *   the network;
 * - the manifest is composed by the handler below (the server's name);
 * - everything else (the API, media, other servers) goes to the network, as the handler would send it.
 */
const STATIC_ROUTES = [
  { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
  { condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' }, source: 'cache' },
  ...['/favicon.svg', '/icon-192.png', '/icon-512.png'].map((pathname) => ({ condition: { urlPattern: { pathname }, requestMethod: 'GET' }, source: 'cache' })),
  { condition: { urlPattern: { pathname: MANIFEST_PATH } }, source: 'fetch-event' },
  { condition: { requestMethod: 'GET' }, source: 'network' },
  { condition: { requestMethod: 'POST' }, source: 'network' },
];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes === 'function') {
    // A browser that knows the API but not one of these rules keeps the fetch handler for everything.
    try {
      event.waitUntil(event.addRoutes(STATIC_ROUTES).catch(() => undefined));
    } catch {
      // as above
    }
  }
  event.waitUntil(
    (async () => {
      await cacheFiles(STATIC_FILES.map((f) => new URL(f, self.location.origin).href));
      const cache = await caches.open(SHELL_CACHE);
      const shell = await cache.match(new URL('/', self.location.origin).href);
      if (shell) await cache.put(SHELL_URL, shell.clone());
      // The first worker takes control at once; later ones wait for the page's go-ahead.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)));
      // The page's request leaves while this worker is still starting (no start-up on the way).
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const msg = event.data || {};
  if (msg.type === 'skipWaiting') self.skipWaiting();
  else if (msg.type === 'cacheAssets' && Array.isArray(msg.urls)) {
    const urls = msg.urls.filter((u) => typeof u === 'string' && isShellAsset(new URL(u, self.location.origin)));
    event.waitUntil(listCache().then(() => cacheFiles(urls.map((u) => new URL(u, self.location.origin).href))));
  }
  else if (msg.type === 'config' && msg.config && typeof msg.config === 'object') {
    event.waitUntil(caches.open(CONFIG_CACHE).then((c) => c.put(CONFIG_URL, new Response(JSON.stringify(msg.config), { headers: { 'Content-Type': 'application/json' } }))));
  }
  else if (msg.type === 'manifestMeta' && msg.meta && typeof msg.meta === 'object') {
    const meta = manifestMetaOf(msg.meta);
    event.waitUntil(caches.open(CONFIG_CACHE).then((c) => c.put(MANIFEST_META_URL, new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }))));
  }
});

// ---- Manifest from the server's meta -------------------------------------------------------------

function text(v, max) {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
}

function hexColor(v) {
  return typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v.trim()) ? v.trim() : null;
}

/** The meta fields the manifest uses, checked (meta is the server's, not ours). */
function manifestMetaOf(meta) {
  return {
    name: text(meta.name, 60),
    shortName: text(meta.shortName, 30),
    themeColor: hexColor(meta.themeColor),
    app192IconUrl: httpUrl(meta.app192IconUrl) || null,
    app512IconUrl: httpUrl(meta.app512IconUrl) || null,
    // The page's current theme: the manifest's fallback accent and its background.
    clientAccent: hexColor(meta.clientAccent),
    clientBg: hexColor(meta.clientBg),
  };
}

/**
 * The static manifest with the server's name (short name: its short name, else its name, as
 * Misskey's own manifest does), theme colour (the server's, else the current theme's accent), the
 * current theme's background, and app icons where its meta has them; the static icons stay, so
 * the app stays installable whatever the server offers.
 */
function composeManifest(base, rawMeta) {
  const out = Object.assign({}, base);
  if (!rawMeta || typeof rawMeta !== 'object') return out;
  const meta = manifestMetaOf(rawMeta);
  if (meta.name) out.name = meta.name;
  if (meta.shortName || meta.name) out.short_name = meta.shortName || meta.name;
  if (meta.themeColor || meta.clientAccent) out.theme_color = meta.themeColor || meta.clientAccent;
  if (meta.clientBg) out.background_color = meta.clientBg;
  const icons = [];
  if (meta.app192IconUrl) icons.push({ src: meta.app192IconUrl, sizes: '192x192', purpose: 'any' });
  if (meta.app512IconUrl) icons.push({ src: meta.app512IconUrl, sizes: '512x512', purpose: 'any' });
  if (icons.length) out.icons = icons.concat(Array.isArray(base.icons) ? base.icons : []);
  return out;
}

async function readJson(cacheName, url) {
  try {
    const res = await (await caches.open(cacheName)).match(url);
    return res ? await res.json() : null;
  } catch {
    return null;
  }
}

async function manifestResponse(req) {
  let base = await readJson(SHELL_CACHE, new URL(MANIFEST_PATH, self.location.origin).href);
  if (!base) {
    const res = await fetch(req);
    if (!res.ok) return res;
    base = await res.json();
  }
  const meta = await readJson(CONFIG_CACHE, MANIFEST_META_URL);
  return new Response(JSON.stringify(composeManifest(base, meta)), { headers: { 'Content-Type': 'application/manifest+json' } });
}

function isShellAsset(url) {
  return url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname) || /\.(png|svg|webmanifest)$/.test(url.pathname));
}

function isApiLike(url) {
  return /^\/(api|streaming|__mock|proxy|files|url|emoji|avatar|identicon)(\/|$)/.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === 'navigate' && !/^\/(api|__mock)\//.test(url.pathname)) {
    event.respondWith(
      (async () => {
        try {
          const res = (await event.preloadResponse) || (await fetch(req));
          const type = res.headers.get('content-type') || '';
          // Kept for offline use, written once the page has started (not while it does). Not held
          // with waitUntil: a pending page load would keep a waiting new version from taking over.
          // (Should the browser stop this worker first, the next page load writes it.)
          if (res.ok && type.includes('text/html')) {
            const copy = res.clone();
            setTimeout(() => {
              caches
                .open(SHELL_CACHE)
                .then((cache) => cache.put(SHELL_URL, copy))
                .catch(() => undefined);
            }, SHELL_WRITE_DELAY_MS);
          }
          return res;
        } catch {
          // Offline: the build files the shell asks for next are answered from the cache.
          await listCache();
          const cache = await caches.open(SHELL_CACHE);
          const shell = (await cache.match(SHELL_URL)) || (await cache.match('/'));
          return shell || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } });
        }
      })(),
    );
    return;
  }
  if (isApiLike(url)) return;
  if (url.pathname === MANIFEST_PATH) {
    event.respondWith(manifestResponse(req));
    return;
  }
  if (isShellAsset(url) && !cacheListed) void listCache();
  if (isShellAsset(url) && cachedUrls.has(url.href)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(SHELL_CACHE);
        return (await cache.match(url.href)) || fetch(req);
      })(),
    );
  }
});

// ---- Web Push ---------------------------------------------------------------------------------

async function readConfig() {
  try {
    const c = await caches.open(CONFIG_CACHE);
    const res = await c.match(CONFIG_URL);
    return res ? await res.json() : {};
  } catch {
    return {};
  }
}

function fill(template, vars) {
  return String(template || '').replace(/\{(\w+)\}/g, (_, k) => (vars[k] != null ? String(vars[k]) : ''));
}

function displayName(user) {
  if (!user || typeof user !== 'object') return '';
  const name = typeof user.name === 'string' && user.name ? user.name : user.username || '';
  return String(name);
}

function httpUrl(u) {
  return typeof u === 'string' && /^https?:\/\//.test(u) ? u : undefined;
}

/** Where a notification leads: the note, the user, or the notifications page. */
function targetPath(n) {
  if (n && n.note && typeof n.note.id === 'string') return `/notes/${encodeURIComponent(n.note.id)}`;
  if (n && n.user && typeof n.user.username === 'string') {
    const host = n.user.host ? `@${n.user.host}` : '';
    return `/@${n.user.username}${host}`;
  }
  return '/my/notifications';
}

/**
 * Title, body, icon and target of a push message (`{ type, body, userId, dateTime }` as Misskey
 * sends it). Returns null for messages that only change read state.
 */
function describePush(data, config) {
  const s = (config && config.strings) || {};
  const body = data.body || {};
  if (data.type === 'notification') {
    const n = body;
    const user = displayName(n.user);
    const kind = typeof n.type === 'string' ? n.type : 'app';
    const title = fill(s[kind] || s.default || kind, { user, reaction: n.reaction || '' });
    const text = n.note && typeof n.note.text === 'string' ? n.note.text : typeof n.body === 'string' ? n.body : '';
    const appTitle = kind === 'app' && typeof n.header === 'string' ? n.header : null;
    return { title: appTitle || title, text, icon: httpUrl(n.user && n.user.avatarUrl) || httpUrl(n.icon), path: targetPath(n), id: n.id };
  }
  if (data.type === 'unreadAntennaNote') {
    const note = body.note || {};
    return { title: fill(s.antenna || 'Antenna: {name}', { name: (body.antenna && body.antenna.name) || '' }), text: note.text || '', icon: httpUrl(note.user && note.user.avatarUrl), path: targetPath({ note }), id: note.id };
  }
  return null;
}

async function accountLabel(userId, config) {
  const acc = config && config.accounts && config.accounts[userId];
  return acc && acc.username ? `@${acc.username}` : '';
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let data = {};
      try {
        data = event.data ? event.data.json() : {};
      } catch {
        data = {};
      }
      const userId = typeof data.userId === 'string' ? data.userId : '';
      const config = await readConfig();
      if (data.type === 'readAllNotifications' || data.type === 'readNotifications') {
        const ids = data.body && Array.isArray(data.body.notificationIds) ? data.body.notificationIds : null;
        for (const n of await self.registration.getNotifications()) {
          const d = n.data || {};
          if (d.userId === userId && (!ids || (Array.isArray(d.ids) && d.ids.some((id) => ids.includes(id))))) n.close();
        }
        return;
      }
      const shown = describePush(data, config);
      if (!shown) return;
      // One group per account: the newest replaces the previous one and says how many are waiting.
      const tag = `account:${userId}`;
      const previous = (await self.registration.getNotifications({ tag }))[0];
      const prevIds = previous && previous.data && Array.isArray(previous.data.ids) ? previous.data.ids : [];
      const ids = [...prevIds, shown.id].filter(Boolean);
      const who = await accountLabel(userId, config);
      const more = ids.length > 1 ? fill((config.strings && config.strings.more) || '+{count}', { count: ids.length - 1 }) : '';
      const bodyText = [shown.text, more].filter(Boolean).join('\n');
      await self.registration.showNotification(shown.title, {
        body: who ? `${who}${bodyText ? `\n${bodyText}` : ''}` : bodyText,
        icon: shown.icon || '/icon-192.png',
        badge: '/icon-192.png',
        tag,
        renotify: true,
        timestamp: typeof data.dateTime === 'number' ? data.dateTime : Date.now(),
        data: { userId, path: shown.path, ids },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const d = event.notification.data || {};
  const path = typeof d.path === 'string' && d.path.startsWith('/') ? d.path : '/';
  const target = new URL(path, self.location.origin);
  // Opens it as the notification's account (start-up switches to a saved account by loginId).
  if (d.userId) target.searchParams.set('loginId', d.userId);
  event.waitUntil(
    (async () => {
      const list = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = list.find((c) => new URL(c.url).origin === self.location.origin);
      if (client) {
        await client.focus().catch(() => undefined);
        if ('navigate' in client) {
          const moved = await client.navigate(target.href).catch(() => null);
          if (moved) return;
        }
        client.postMessage({ type: 'navigate', url: target.pathname + target.search });
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
