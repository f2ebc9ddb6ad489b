// Background service worker (start-up step 5). It keeps no caches of its own: server data lives
// in the page's query cache. It shows push notifications and focuses the client on click.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch { data = {}; }
  const body = data && data.body ? data.body : {};
  const title = typeof body.title === 'string' ? body.title : 'Misskey';
  const text = typeof body.text === 'string' ? body.text : '';
  event.waitUntil(self.registration.showNotification(title, { body: text, icon: '/favicon.svg' }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const client = list[0];
      if (client) return client.focus();
      return self.clients.openWindow('/');
    }),
  );
});
