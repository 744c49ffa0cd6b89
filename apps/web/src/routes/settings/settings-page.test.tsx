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

/** A browser whose permission is `permission` and which answers `answer` when asked. */
function stubPermission(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const notification = { permission, requestPermission: vi.fn(async () => (notification.permission = answer)) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: vi.fn() }, configurable: true });
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

  it("tells the browser's notification permission and offers to ask while it has not answered", () => {
    stubPermission('default');
    setup();
    expect(screen.getByTestId('notification-settings').textContent).toContain('not asked yet');
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('shows the answer once the browser was asked, silently on a refusal', async () => {
    stubPermission('default', 'denied');
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.getByTestId('notification-settings').textContent).toContain('blocked'));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains blocked notifications and offers no button', () => {
    stubPermission('denied');
    setup();
    expect(screen.getByText(/blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('says when the browser has no notifications', () => {
    setup();
    expect(screen.getByTestId('notification-settings').textContent).toContain('not supported by this browser');
  });
});
