import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestBody, sessionFixture } from '@/test/account-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SignInForm } from './sign-in-form';

const INVALID = { status: 401, body: { errors: [{ code: 'invalid_credentials', message: 'Invalid credentials.' }] } };

function setup(entry = '/auth/sign-in', login: Parameters<typeof mockFetch>[0][string] = { body: sessionFixture() }) {
  const fetchMock = mockFetch({ 'auth/login': login });
  const view = renderWithApp(<SignInForm />, { path: '/auth/sign-in', entry, extraRoutes: ['/', '/home', '/checkout'] });
  return { fetchMock, ...view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('SignInForm', () => {
  it('asks for the email or phone and the password before calling the server', () => {
    const { fetchMock } = setup();
    submit();
    expect(screen.getByText('Email or phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email or phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the password reset', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('shows and hides the password', () => {
    setup();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('signs in with the guest id, keeps the token and goes to the page in ?from=', async () => {
    localStorage.setItem('guest_id', 'guest-9');
    const { fetchMock, router } = setup('/auth/sign-in?from=%2Fcheckout');
    fill('Email or phone', ' layla@example.com ');
    fill('Password', 'secret-pass');
    submit();
    expect(await screen.findByText('Sign in successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/login')).toEqual({ email_or_phone: 'layla@example.com', password: 'secret-pass', guest_id: 'guest-9' });
    expect(localStorage.getItem('token')).toBe('token-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('goes home after coming from the sign-up page', async () => {
    localStorage.setItem('zoneid', '[1]');
    const { router } = setup('/auth/sign-in?from=sign-up');
    fill('Email or phone', '+971501234567');
    fill('Password', 'secret-pass');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the server message for wrong credentials and keeps no token', async () => {
    setup('/auth/sign-in', INVALID);
    fill('Email or phone', 'layla@example.com');
    fill('Password', 'wrong-pass');
    submit();
    expect(await screen.findByText('Invalid credentials.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message when there were too many attempts', async () => {
    setup('/auth/sign-in', { status: 429, body: { errors: [{ code: 'too_many_requests', message: 'Too many attempts. Please try again in 15 minutes.' }] } });
    fill('Email or phone', 'layla@example.com');
    fill('Password', 'wrong-pass');
    submit();
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeTruthy();
  });
});
