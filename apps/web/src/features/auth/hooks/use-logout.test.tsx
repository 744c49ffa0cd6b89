import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { setNavigator } from '@/lib/navigation';
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

  it('after confirming waits half a second, clears the token, toasts and goes home', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('zoneid', '[1]');
    render(<Harness />);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(localStorage.getItem('token')).toBe('abc');

    act(() => vi.advanceTimersByTime(LOGOUT_DELAY_MS));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Logout successful.')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('goes to the landing page when no location is saved', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    localStorage.setItem('token', 'abc');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    act(() => vi.advanceTimersByTime(LOGOUT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
