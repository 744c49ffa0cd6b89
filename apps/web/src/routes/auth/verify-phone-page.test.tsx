import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_TEXTS } from '@storefront/contract';
import { Toaster } from '@storefront/ui/toaster';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { WelcomeModal } from '@/features/auth/components/welcome-modal';
import { navigateTo } from '@/lib/navigation';
import { requestBody, sessionFixture } from '@/test/account-fixtures';
import { mockFetch, type MockResponse } from '@/test/utils';
import { VerifyPhonePage } from './verify-phone-page';

const PHONE = '+971501234567';
const NEEDS_CODE: MockResponse = { status: 202, body: { verification: 'phone', phone: PHONE, message: RESET_TEXTS.verify_phone, expires_in: 300 } };
const SESSION: MockResponse = { body: sessionFixture({ token: 'verified-token', is_phone_verified: 1 }) };

/** The auth pages inside a layout that greets new accounts, as the app's root layout does. */
function renderAuth(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <WelcomeModal />
          </>
        ),
        children: [
          { path: '/auth/sign-in', element: <SignInForm /> },
          { path: '/auth/sign-up', element: <SignUpForm /> },
          { path: '/auth/verify-phone', element: <VerifyPhonePage /> },
          ...['/', '/home', '/interest'].map((path) => ({ path, element: <p>{`route:${path}`}</p> })),
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster navigate={navigateTo} />
    </QueryClientProvider>,
  );
  return router;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function signUp() {
  fill('First name', 'Layla');
  fill('Last name', 'Haddad');
  fill('Email', 'layla@example.com');
  fill('Phone', PHONE);
  fill('Password', 'long-enough');
  fill('Confirm password', 'long-enough');
  click('Sign Up');
}

function signIn() {
  fill('Email or phone', PHONE);
  fill('Password', 'secret-pass');
  click('Sign In');
}

describe('phone verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a sign-up answered 202: verifies the code, starts the session and welcomes the new account once', async () => {
    localStorage.setItem('guest_id', 'guest-9');
    const fetchMock = mockFetch({ 'auth/sign-up': NEEDS_CODE, 'auth/verify-phone': SESSION });
    const router = renderAuth('/auth/sign-up');
    signUp();
    expect(await screen.findByText(`We sent a code to ${PHONE}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/verify-phone');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    fill('Code', '123456');
    click('Verify');
    expect(await screen.findByText('Signup successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/verify-phone')).toEqual({ phone: PHONE, otp: '123456', guest_id: 'guest-9' });
    expect(localStorage.getItem('token')).toBe('verified-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/interest'));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to the product!' });
    expect(welcome.className).toContain('max-w-[382px]');
    fireEvent.click(within(welcome).getByRole('button', { name: 'Start shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('welcomes a sign-up that needs no verification too', async () => {
    mockFetch({ 'auth/sign-up': { body: sessionFixture() } });
    renderAuth('/auth/sign-up');
    signUp();
    expect(await screen.findByRole('dialog', { name: 'Welcome to the product!' })).toBeTruthy();
  });

  it('after a login answered 202: verifies the code and signs in without a welcome', async () => {
    const fetchMock = mockFetch({ 'auth/login': NEEDS_CODE, 'auth/verify-phone': SESSION });
    const router = renderAuth('/auth/sign-in?from=%2Fhome');
    signIn();
    expect(await screen.findByText(`We sent a code to ${PHONE}`)).toBeTruthy();
    fill('Code', '123456');
    click('Verify');
    expect(await screen.findByText('Sign in successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/verify-phone')).toMatchObject({ phone: PHONE, otp: '123456' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not welcome a plain sign-in', async () => {
    mockFetch({ 'auth/login': { body: sessionFixture() } });
    const router = renderAuth('/auth/sign-in');
    signIn();
    expect(await screen.findByText('Sign in successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the phone across a reload and shows a wrong code under the field', async () => {
    mockFetch({ 'auth/verify-phone': { status: 422, body: { errors: [{ code: 'business_rule', message: RESET_TEXTS.code_wrong }] } } });
    renderAuth(`/auth/verify-phone?phone=${encodeURIComponent(PHONE)}&after=sign-in`);
    expect(screen.getByText(`We sent a code to ${PHONE}`)).toBeTruthy();
    fill('Code', '000000');
    click('Verify');
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(RESET_TEXTS.code_wrong);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a new code to the phone once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = mockFetch({ 'auth/send-otp': { body: { message: RESET_TEXTS.verify_phone, expires_in: 300 } } });
    renderAuth(`/auth/verify-phone?phone=${encodeURIComponent(PHONE)}&after=sign-up`);
    const resend = () => screen.getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(resend());
    await waitFor(() => expect(resend().textContent).toBe('Resend code in 1:00'));
    expect(requestBody(fetchMock, 'auth/send-otp')).toEqual({ phone: PHONE });
  });
});
