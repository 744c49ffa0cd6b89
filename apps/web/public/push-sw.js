// Web Push for Souqly while no tab shows the app. Plain script, no build step.
/* global self */
// A push carries a PushMessage (packages/contract/src/push.ts); an open, visible tab gets it over
// the real-time channel already, so a notification shows only when none is visible.

const pathFor = (push) => {
  if (push.type === 'message' && push.conversation_id) return `/chatting?conversationId=${push.conversation_id}`;
  if (push.type === 'order_status' && push.order_id) return `/profile?page=my-orders&orderId=${push.order_id}`;
  if (push.type === 'referral_code') return '/referral-code';
  return '/';
};

// No fetch handler: controlling the app's pages changes nothing for them, and lets a click navigate an open tab.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let push;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  if (!push) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.some((w) => w.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(push.title || 'Souqly', {
        body: push.body || '',
        tag: `${push.type}-${push.conversation_id ?? push.order_id ?? push.id}`,
        data: { path: pathFor(push) },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // navigate() needs a tab this worker controls; otherwise a new tab opens on the page.
      return open
        .focus()
        .then((w) => w.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
