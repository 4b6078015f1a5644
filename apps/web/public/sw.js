// GameSouq's service worker (ADR 036): the app shell and the fingerprinted assets from the cache, an offline page in
// both languages for a navigation the network cannot answer, and Web Push. API replies are never cached: they carry
// personal data, and the app asks for them fresh.
const CACHE = 'gamesouq-shell-v1';
const SHELL = [
  '/offline.html',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/manifest.webmanifest',
  '/manifest-ar.webmanifest',
];
/** Never from a cache: the API, live sockets, uploads (photos of private things, proofs) and the dev tools. */
const NEVER_CACHED = ['/api/', '/socket.io/', '/uploads/', '/metrics', '/health', '/ready'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    // Pages come from the network (they are drawn per visitor and language); offline, the offline page answers.
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    // Fingerprinted assets never change under their name: the cached copy is the right one.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('push', (event) => {
  const push = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(push.title || 'GameSouq', {
      body: push.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: push.tag,
      lang: push.lang,
      dir: push.dir || 'auto',
      data: { url: push.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
