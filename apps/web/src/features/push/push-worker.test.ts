import { describe, expect, it, vi } from 'vitest';
import { pushFixture } from '@/test/push-fixtures';
import { handlePushes } from './push-worker';

/** Runs the worker's push handling against a fake worker scope with the given open windows. */
function loadWorker(windows: Array<{ url: string; visibilityState: 'visible' | 'hidden' }>) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const tabs = windows.map((w) => ({ ...w, focus: vi.fn(async function (this: unknown) { return this; }), navigate: vi.fn(async () => undefined) }));
  tabs.forEach((tab) => tab.focus.mockImplementation(async () => tab));
  const scope = {
    location: { origin: 'https://shop.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null), claim: vi.fn(async () => undefined) },
  };
  handlePushes(scope as unknown as ServiceWorkerGlobalScope);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, tabs, dispatch };
}

const pushEvent = (push: object) => ({ data: { json: () => push } });

describe('the Web Push service worker', () => {
  it('shows the push’s title and body when no window of the app is visible', async () => {
    const { scope, dispatch } = loadWorker([{ url: 'https://shop.example/home', visibilityState: 'hidden' }]);
    await dispatch('push', pushEvent(pushFixture({ id: 3, type: 'message', title: 'New message', body: 'Pizza Corner: hi', conversation_id: 7 })));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New message', expect.objectContaining({ body: 'Pizza Corner: hi', data: { path: '/chatting?conversationId=7' } }));
  });

  it('stays quiet while a tab shows the app: the real-time channel brings it there', async () => {
    const { scope, dispatch } = loadWorker([{ url: 'https://shop.example/home', visibilityState: 'visible' }]);
    await dispatch('push', pushEvent(pushFixture({ id: 4, type: 'order_status', order_id: 100 })));
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('opens the order, the conversation or the referral page on a click', async () => {
    const { scope, tabs, dispatch } = loadWorker([{ url: 'https://shop.example/home', visibilityState: 'hidden' }]);
    const click = (path: string) => ({ notification: { close: vi.fn(), data: { path } } });
    await dispatch('notificationclick', click('/profile?page=my-orders&orderId=100'));
    expect(tabs[0]!.focus).toHaveBeenCalled();
    expect(tabs[0]!.navigate).toHaveBeenCalledWith('https://shop.example/profile?page=my-orders&orderId=100');

    const none = loadWorker([]);
    await none.dispatch('notificationclick', click('/referral-code'));
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://shop.example/referral-code');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
