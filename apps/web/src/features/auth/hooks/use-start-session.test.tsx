import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '@/test/account-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SignInForm } from '../components/sign-in-form';

/** Signs in through the form with a server answer telling this many failed attempts. */
async function signInWith(failedAttempts: number | undefined) {
  mockFetch({ 'auth/login': { body: sessionFixture(failedAttempts === undefined ? {} : { failed_attempts: failedAttempts }) } });
  renderWithApp(<SignInForm />, { path: '/auth/sign-in', extraRoutes: ['/', '/home'] });
  fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: 'layla@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Sign in successfully.');
}

describe('useStartSession', () => {
  it('warns of the failed sign-in attempts since the last visit', async () => {
    await signInWith(3);
    expect(screen.getByText('Failed sign-in attempts on your account since your last visit: 3. If they were not yours, change your password.')).toBeTruthy();
  });

  it('says nothing more when there were none', async () => {
    await signInWith(0);
    expect(screen.queryByText(/Failed sign-in attempts/)).toBeNull();
  });

  it('says nothing more when the server does not tell', async () => {
    await signInWith(undefined);
    expect(screen.queryByText(/Failed sign-in attempts/)).toBeNull();
  });
});
