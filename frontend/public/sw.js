// Studio Portal's service worker (docs/decisions/051): shows Web Push notifications and opens their
// screen on a click. It has no fetch handler and caches nothing: pages and API answers hold private
// data, and every request goes to the network exactly as without it.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A path of this portal: a push's url, or the home page when it names anything else. */
function samePath(url) {
  try {
    const u = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return u.origin === self.location.origin ? u.pathname + u.search + u.hash : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Studio Portal';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    lang: typeof data.lang === 'string' ? data.lang : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: samePath(data.url) },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(samePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => w.url === target);
    if (open) return open.focus();
    // A tab of the portal: bring it forward on that screen; else a new window.
    const tab = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (tab) {
      try {
        const moved = await tab.navigate(target);
        if (moved) return moved.focus();
      } catch {
        // not controlled by this worker yet: open a window instead
      }
    }
    return self.clients.openWindow(target);
  })());
});
