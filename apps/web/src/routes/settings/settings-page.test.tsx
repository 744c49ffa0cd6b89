import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SettingsPage } from './settings-page';

function setup() {
  const fetchMock = mockFetch({ 'customer/remove-account': { body: { message: 'Account has been deleted' } } });
  const view = renderWithApp(<SettingsPage />, { path: '/settings', extraRoutes: ['/'] });
  return { fetchMock, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.documentElement.classList.remove('dark');
});

const ENDPOINT = 'https://push.example/abc';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/**
 * A browser whose permission is `permission` (and `answer` once asked), with a service worker whose
 * PushManager keeps one subscription or none, as a real one does across subscribe and unsubscribe.
 */
function stubPermission(permission: NotificationPermission, { answer = permission, subscribed = false }: { answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = answer)) };
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'k', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe: vi.fn(async () => (current = subscription)) };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: vi.fn(async () => registration), getRegistration: vi.fn(async () => registration) },
    configurable: true,
  });
  return { pushManager, subscription };
}

/** The calls to customer/web-push/subscribe, as method and body. */
const subscribeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('customer/web-push/subscribe'))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));

function setupSignedIn() {
  localStorage.setItem('token', 'token-123');
  const fetchMock = mockFetch({ 'config/web-push': { body: { public_key: KEY } }, 'customer/web-push/subscribe': { body: { message: 'ok' } } });
  renderWithApp(<SettingsPage />, { path: '/settings', extraRoutes: ['/'] });
  return fetchMock;
}

describe('SettingsPage', () => {
  it('shows a guest language, theme and notifications but no account deletion', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    for (const name of ['Language', 'Theme', 'Notifications']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delete account' })).toBeNull();
  });

  it('lets a signed-in customer delete the account after confirming', async () => {
    localStorage.setItem('token', 'token-123');
    const { fetchMock, router } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Account has been deleted')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('customer/remove-account') && init?.method === 'DELETE')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('switches the theme with the dark class on the page', () => {
    setup();
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('asks to confirm a language change before applying it', () => {
    setup();
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Confirm this request?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('language-setting')).toBeNull();
  });

  it("tells a customer the browser's notification permission and offers to ask while it has not answered", () => {
    stubPermission('default');
    setupSignedIn();
    expect(screen.getByTestId('notification-settings').textContent).toContain('not asked yet');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('shows the answer once the browser was asked, silently on a refusal', async () => {
    stubPermission('default', { answer: 'denied' });
    setupSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.getByTestId('notification-settings').textContent).toContain('blocked'));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns the switch on once the asked browser allows, subscribed', async () => {
    stubPermission('default', { answer: 'granted' });
    const fetchMock = setupSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(subscribeCalls(fetchMock).map((c) => c.method)).toEqual(['POST']);
  });

  it('subscribes this browser when the customer switches push notifications on', async () => {
    const { pushManager } = stubPermission('granted');
    // Turned off earlier: turning it on again forgets that.
    localStorage.setItem('push_off', '1');
    const fetchMock = setupSignedIn();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(subscribeCalls(fetchMock)).toEqual([{ method: 'POST', body: { endpoint: ENDPOINT, keys: { p256dh: 'k', auth: 'a' } } }]));
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(localStorage.getItem('push_off')).toBeNull();
  });

  it('unsubscribes this browser when the customer switches push notifications off, and remembers it', async () => {
    const { subscription } = stubPermission('granted', { subscribed: true });
    const fetchMock = setupSignedIn();
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(subscribeCalls(fetchMock)).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(localStorage.getItem('push_off')).toBe('1');
  });

  it('explains how to allow blocked notifications, with no button or switch', () => {
    stubPermission('denied');
    setupSignedIn();
    expect(screen.getByText(/blocked for this site\. To allow them, open the site settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Push notifications' })).toBeNull();
  });

  it('offers a guest no notifications but asks to sign in for them', () => {
    for (const permission of ['default', 'granted'] as const) {
      const { pushManager } = stubPermission(permission);
      const { unmount } = setup();
      expect(screen.getByText(/Sign in to get notifications/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/sign-in?from=%2Fsettings');
      expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
      expect(screen.queryByRole('switch', { name: 'Push notifications' })).toBeNull();
      expect(pushManager.getSubscription).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('says when the browser has no notifications', () => {
    setup();
    expect(screen.getByTestId('notification-settings').textContent).toContain('not supported by this browser');
  });
});
