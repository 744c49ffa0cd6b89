import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, refusal, renderConsole } from '../../../test/render-console';

const SENT = 'If a staff account uses this email, we have sent it a link. It works once, for 60 minutes.';

describe('a forgotten password', () => {
  it('asks for the email, sends it and says a link is on its way', async () => {
    const calls = mockApi({ 'GET config': CONFIG, 'POST operator/auth/forgot-password': { status: 200, body: { message: 'sent' } } });
    const router = renderConsole('/forgot-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(calls.some((c) => c.path === 'operator/auth/forgot-password')).toBe(false);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' owner@souqly.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls.find((c) => c.path === 'operator/auth/forgot-password')?.body).toEqual({ email: 'owner@souqly.test' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows a refusal (too many requests) as the server words it', async () => {
    mockApi({ 'GET config': CONFIG, 'POST operator/auth/forgot-password': refusal(429, 'too_many_requests', 'Too many attempts. Please try again in 15 minutes.') });
    renderConsole('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@souqly.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 15 minutes.');
  });

  it('reads right to left in Arabic', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    mockApi({ 'GET config': CONFIG });
    renderConsole('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('choosing a new password from the mailed link', () => {
  const fill = (password: string, again: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: again } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it('checks the two fields, sends the link\'s token with the password and sends the person to sign in', async () => {
    const calls = mockApi({ 'GET config': CONFIG, 'POST operator/auth/reset-password': { status: 200, body: { message: 'changed' } } });
    const router = renderConsole('/reset-password?token=abc_DEF-123');
    await screen.findByLabelText('New password');
    fill('short', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    fill('Brand#new1', 'Brand#new2');
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(calls.some((c) => c.path === 'operator/auth/reset-password')).toBe(false);

    fill('Brand#new1', 'Brand#new1');
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'operator/auth/reset-password')?.body).toEqual({ token: 'abc_DEF-123', password: 'Brand#new1' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows a used or expired link as the server words it, with the way to a new one', async () => {
    mockApi({ 'GET config': CONFIG, 'POST operator/auth/reset-password': refusal(400, 'token', 'This link is not valid any more. Ask for a new one.') });
    const router = renderConsole('/reset-password?token=old');
    await screen.findByLabelText('New password');
    fill('Brand#new1', 'Brand#new1');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid any more. Ask for a new one.');
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says so when the link has no token', async () => {
    mockApi({ 'GET config': CONFIG });
    renderConsole('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete. Ask for a new one.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
