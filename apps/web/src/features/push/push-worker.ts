/// <reference lib="webworker" />
/**
 * Web Push for the storefront while no tab shows the app, inside its service worker (src/sw.ts). A push
 * carries a PushMessage (packages/contract/src/push.ts); an open, visible tab gets it over the real-time
 * channel already, so a notification shows only when none is visible.
 */

interface PushFields {
  id?: number;
  type?: string;
  title?: string;
  body?: string;
  conversation_id?: number | null;
  order_id?: number | null;
}

/** The page a notification opens. */
export const pathFor = (push: PushFields): string => {
  if (push.type === 'message' && push.conversation_id) return `/chatting?conversationId=${push.conversation_id}`;
  if (push.type === 'order_status' && push.order_id) return `/profile?page=my-orders&orderId=${push.order_id}`;
  if (push.type === 'referral_code') return '/referral-code';
  return '/';
};

/** Shows pushes as notifications and opens their page on a click, in the worker of `scope`. */
export function handlePushes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    let push: PushFields | null;
    try {
      push = event.data ? (event.data.json() as PushFields) : null;
    } catch {
      push = null;
    }
    if (!push) return;
    const shown = push;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        if (windows.some((w) => w.visibilityState === 'visible')) return undefined;
        return scope.registration.showNotification(shown.title || 'Souqly', {
          body: shown.body || '',
          tag: `${shown.type}-${shown.conversation_id ?? shown.order_id ?? shown.id}`,
          data: { path: pathFor(shown) },
        });
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: string } | null)?.path || '/';
    const url = new URL(path, scope.location.origin).href;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
        if (!open) return scope.clients.openWindow(url);
        // navigate() needs a tab this worker controls; otherwise a new tab opens on the page.
        return open
          .focus()
          .then((w) => w.navigate(url))
          .catch(() => scope.clients.openWindow(url));
      }),
    );
  });
}
