import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/test/utils';
import { NotificationSwitch } from './notification-switch';

function stubPermission(permission: NotificationPermission) {
  const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register: vi.fn() }, configurable: true });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationSwitch', () => {
  it('asks for permission only when clicked, and hides quietly when refused', async () => {
    const requestPermission = stubPermission('default');
    mockFetch({});
    renderWithApp(<NotificationSwitch />);
    const button = screen.getByRole('button', { name: 'Turn on notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('notification-switch')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not offered once the browser has an answer', () => {
    stubPermission('denied');
    renderWithApp(<NotificationSwitch />);
    expect(screen.queryByTestId('notification-switch')).toBeNull();
  });
});
