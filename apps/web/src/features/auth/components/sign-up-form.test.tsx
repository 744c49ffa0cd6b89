import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestBody, sessionFixture } from '@/test/account-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SignUpForm } from './sign-up-form';

function setup() {
  const fetchMock = mockFetch({ 'auth/sign-up': { body: sessionFixture({ token: 'new-token' }) } });
  const view = renderWithApp(<SignUpForm />, { path: '/auth/sign-up', extraRoutes: ['/interest'] });
  return { fetchMock, ...view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignUpForm', () => {
  it('shows the required-field texts under the empty fields', () => {
    const { fetchMock } = setup();
    submit();
    for (const text of ['name is required', 'last name required', 'Email is required', 'phone number required', 'Password is required']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email, the phone, the password length and its confirmation', () => {
    setup();
    fill('Email', 'layla@example');
    fill('Phone', '12');
    fill('Password', 'short');
    submit();
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
    expect(screen.getByText(/valid phone number with its country code/)).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();

    fill('Password', 'long-enough');
    fill('Confirm password', 'different');
    submit();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
  });

  it('has a show/hide toggle on both password fields', () => {
    setup();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('creates the account, signs in and offers the interests', async () => {
    localStorage.setItem('guest_id', 'guest-9');
    const { fetchMock, router } = setup();
    fill('First name', 'Layla');
    fill('Last name', 'Haddad');
    fill('Email', 'layla@example.com');
    fill('Phone', '+971 50 123 4567');
    fill('Password', 'long-enough');
    fill('Confirm password', 'long-enough');
    submit();
    expect(await screen.findByText('Signup successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/sign-up')).toEqual({
      f_name: 'Layla', l_name: 'Haddad', email: 'layla@example.com', phone: '+971 50 123 4567', password: 'long-enough', ref_code: null, guest_id: 'guest-9',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/interest'));
  });

  it('puts a server message about a field under that field', async () => {
    const message = 'This phone number is already registered. Please sign in instead.';
    mockFetch({ 'auth/sign-up': { status: 400, body: { errors: [{ code: 'phone', message }] } } });
    renderWithApp(<SignUpForm />, { path: '/auth/sign-up' });
    fill('First name', 'Layla');
    fill('Last name', 'Haddad');
    fill('Email', 'layla@example.com');
    fill('Phone', '+971501234567');
    fill('Password', 'long-enough');
    fill('Confirm password', 'long-enough');
    submit();
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(message);
  });

  it("fills in the referral code of a friend's sign-up link", () => {
    mockFetch({});
    renderWithApp(<SignUpForm />, { path: '/auth/sign-up', entry: '/auth/sign-up?ref_code=LAYLA7' });
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('LAYLA7');
  });
});
