import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { setNavigator } from '@/lib/navigation';
import { mockFetch } from '@/test/utils';
import { LOGOUT_DELAY_MS, useLogout } from './use-logout';

function Harness() {
  const { requestLogout, logoutDialog } = useLogout();
  return (
    <>
      <button onClick={requestLogout}>Logout</button>
      {logoutDialog}
      <Toaster />
    </>
  );
}

describe('useLogout', () => {
  afterEach(() => {
    vi.useRealTimers();
    setNavigator(null);
  });

  it('after confirming waits half a second, revokes and clears the token, toasts and goes home', () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch({ 'auth/logout': { body: { message: 'Logout successful.' } } });
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('zoneid', '[1]');
    render(<Harness />);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(localStorage.getItem('token')).toBe('abc');

    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LOGOUT_DELAY_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: expect.objectContaining({ authorization: 'Bearer abc' }) });
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Logout successful.')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('goes to the landing page when no location is saved', () => {
    vi.useFakeTimers();
    mockFetch({});
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    act(() => vi.advanceTimersByTime(LOGOUT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stays on its own course when the server no longer knows the token', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    mockFetch({ 'auth/logout': { status: 401, body: { errors: [{ code: 'unauthorized', message: 'Your token has been expired' }] } } });
    localStorage.setItem('token', 'stale');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(screen.queryByText('Your token has been expired')).toBeNull();
  });
});
