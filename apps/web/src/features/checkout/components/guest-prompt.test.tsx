import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/utils';
import { GuestPrompt } from './guest-prompt';

function setup() {
  const onClose = vi.fn();
  const view = renderWithApp(<GuestPrompt open onClose={onClose} />, { extraRoutes: ['/checkout', '/auth/sign-in', '/auth/sign-up'] });
  return { onClose, ...view, dialog: screen.getByRole('dialog', { name: 'Do you want to login or continue as a guest?' }) };
}

describe('GuestPrompt', () => {
  it('says what logging in keeps, and Guest goes to the cart checkout', async () => {
    const { dialog, router, onClose } = setup();
    expect(within(dialog).getByText(/Logging in saves your order history/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?page=cart');
    expect(onClose).toHaveBeenCalled();
  });

  it('Login and Sign Up come back to checkout', async () => {
    const { dialog, router } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe('?from=%2Fcheckout%3Fpage%3Dcart');
  });

  it('Sign Up opens the sign-up page', async () => {
    const { dialog, router } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-up'));
  });
});
