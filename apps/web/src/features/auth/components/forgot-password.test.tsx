import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_TEXTS } from '@storefront/contract';
import { requestBody } from '@/test/account-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { ForgotPassword } from './forgot-password';

const SENT: MockResponse = { body: { message: RESET_TEXTS.code_sent, channel: 'email', expires_in: 600 } };
const WRONG: MockResponse = { status: 422, body: { errors: [{ code: 'business_rule', message: RESET_TEXTS.code_wrong }] } };
const RIGHT_CODE = '654321';

function setup() {
  const fetchMock = mockFetch({
    'auth/forgot-password': SENT,
    'auth/verify-token': (init) => (JSON.parse(String(init.body)).reset_token === RIGHT_CODE ? { body: { message: RESET_TEXTS.code_right } } : WRONG),
    'auth/reset-password': { body: { message: RESET_TEXTS.password_changed } },
  });
  const view = renderWithApp(<ForgotPassword />, { path: '/auth/forgot-password', extraRoutes: ['/auth/sign-in'] });
  return { fetchMock, ...view };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

async function sendCode(value = 'layla@example.com') {
  fill('Email or phone', value);
  click('Send code');
  expect(await screen.findByText(`We sent a code to ${value}`)).toBeTruthy();
}

describe('ForgotPassword', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the email or phone before sending anything', () => {
    const { fetchMock } = setup();
    click('Send code');
    expect(screen.getByText('Email or phone is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes through the code and the new password, then back to sign in with the server message', async () => {
    const { fetchMock, router } = setup();
    await sendCode();
    expect(requestBody(fetchMock, 'auth/forgot-password')).toEqual({ email_or_phone: 'layla@example.com' });

    fill('Code', '12');
    click('Verify');
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();

    fill('Code', '111111');
    click('Verify');
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(RESET_TEXTS.code_wrong);

    fill('Code', RIGHT_CODE);
    click('Verify');
    expect(await screen.findByLabelText('New password')).toBeTruthy();

    fill('New password', 'short');
    click('Change password');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    fill('New password', 'a-new-secret');
    fill('Confirm password', 'another-one');
    click('Change password');
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    expect(calls(fetchMock, 'auth/reset-password')).toHaveLength(0);

    fill('Confirm password', 'a-new-secret');
    click('Change password');
    expect(await screen.findByText(RESET_TEXTS.password_changed)).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/reset-password')).toEqual({
      email_or_phone: 'layla@example.com', reset_token: RIGHT_CODE, password: 'a-new-secret', confirm_password: 'a-new-secret',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('keeps Resend locked for a minute, then sends a new code and locks it again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fetchMock } = setup();
    await sendCode('+971501234567');
    const resend = () => screen.getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend code in 1:00');
    expect(resend().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(resend().textContent).toBe('Resend code in 0:59');
    act(() => vi.advanceTimersByTime(59_000));
    expect(resend().textContent).toBe('Resend code');
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await waitFor(() => expect(resend().textContent).toBe('Resend code in 1:00'));
    expect(calls(fetchMock, 'auth/forgot-password')).toHaveLength(2);
    expect(resend().disabled).toBe(true);
  });

  it('goes back from the code to change the email or phone, and from the password to the code', async () => {
    setup();
    await sendCode();
    fireEvent.click(screen.getByRole('button', { name: 'Use another email or phone' }));
    expect((screen.getByLabelText('Email or phone') as HTMLInputElement).value).toBe('layla@example.com');
    await sendCode();
    fill('Code', RIGHT_CODE);
    click('Verify');
    await screen.findByLabelText('New password');
    click('Back');
    expect(screen.getByLabelText('Code')).toBeTruthy();
  });
});
