import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/utils';
import { enableWebPush } from './web-push';

/** A browser with service workers and push, whose permission answer the test chooses. */
function stubBrowser(permission: NotificationPermission) {
  const subscription = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } }), unsubscribe: vi.fn() };
  const subscribe = vi.fn(async () => subscription);
  const register = vi.fn(async () => ({ pushManager: { getSubscription: async () => null, subscribe } }));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return { register, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('enableWebPush', () => {
  it('registers the app’s service worker (/sw.js), subscribes with the server’s key and stores the subscription', async () => {
    const { register, subscribe } = stubBrowser('granted');
    const fetchMock = mockFetch({ 'config/web-push': { body: { public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } }, 'customer/web-push/subscribe': { body: { message: 'ok' } } });
    expect(await enableWebPush()).toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js');
    const options = (subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('web-push/subscribe'))!;
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({ endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } });
  });

  it('gives up quietly when permission is refused or the server has no key', async () => {
    const { register } = stubBrowser('denied');
    mockFetch({ 'config/web-push': { body: { public_key: null } } });
    expect(await enableWebPush()).toBe(false);
    expect(register).not.toHaveBeenCalled();
    stubBrowser('granted');
    expect(await enableWebPush()).toBe(false);
  });
});
