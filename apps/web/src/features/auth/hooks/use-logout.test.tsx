import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@storefront/ui/toaster';
import { navigateTo, setNavigator } from '@/lib/navigation';
import { mockFetch } from '@/test/utils';
import { LOGOUT_DELAY_MS, REVOKE_WAIT_MS, useLogout } from './use-logout';

function Harness() {
  const { requestLogout, logoutDialog } = useLogout();
  return (
    <>
      <button onClick={requestLogout}>Logout</button>
      {logoutDialog}
      <Toaster navigate={navigateTo} />
    </>
  );
}

describe('useLogout', () => {
  afterEach(() => {
    vi.useRealTimers();
    setNavigator(null);
  });

  it('after confirming revokes the token, waits half a second, clears it, toasts and goes home', async () => {
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

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: expect.objectContaining({ authorization: 'Bearer abc' }) });
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1));
    expect(localStorage.getItem('token')).toBe('abc');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Logout successful.')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('goes to the landing page when no location is saved', async () => {
    vi.useFakeTimers();
    mockFetch({});
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('waits for the server to forget the token, but not for ever', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS));
    expect(localStorage.getItem('token')).toBe('abc');
    await act(() => vi.advanceTimersByTimeAsync(REVOKE_WAIT_MS));
    expect(localStorage.getItem('token')).toBeNull();
    vi.unstubAllGlobals();
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
