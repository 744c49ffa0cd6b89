import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/utils';
import type { PushContext } from './handle-push';
import { usePushChannel } from './use-push-channel';

const context: PushContext = {
  client: new QueryClient(),
  chatKey: ['chat'],
  isConversationShown: () => false,
  conversationPath: (id) => `/chatting?conversationId=${id}`,
  onCourierPosition: () => undefined,
  orderPath: (id) => `/profile/orders/${id}`,
} as PushContext;

/** A browser that granted notifications earlier, with no subscription yet. */
function grantedBrowser() {
  const subscription = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc' }) };
  const subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: vi.fn(async () => registration) }, configurable: true });
  return { subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('usePushChannel with permission granted earlier', () => {
  it('subscribes a signed-in customer without asking', async () => {
    const { subscribe } = grantedBrowser();
    mockFetch({ 'config/web-push': { body: { public_key: 'AQAB' } }, 'customer/web-push/subscribe': { body: { message: 'ok' } } });
    localStorage.setItem('token', 'token-123');
    renderHook(() => usePushChannel(context));
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
  });

  it('leaves this browser unsubscribed once the customer turned push notifications off', async () => {
    const { subscribe } = grantedBrowser();
    const fetchMock = mockFetch({ 'config/web-push': { body: { public_key: 'AQAB' } } });
    localStorage.setItem('token', 'token-123');
    localStorage.setItem('push_off', '1');
    renderHook(() => usePushChannel(context));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
