import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { initI18n } from '../../../i18n';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const signInWith = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('staff sign-in', () => {
  it('keeps the token of a good sign-in, sends it as a bearer token and shows the shell', async () => {
    const store = operator('store', { store: { id: 1, name: 'Green Basket' } });
    const calls = mockApi({
      'GET config': CONFIG,
      'POST operator/auth/login': { status: 200, body: { token: 'op_good', operator: store } },
      // Someone without a store role yet: the start page greets them (store staff would go to their orders).
      'GET console/me': { status: 200, body: session(store, []) },
    });
    const router = renderConsole('/sign-in');
    signInWith('  store1@souqly.test ', 'Demo#2026');

    const greeting = await screen.findByRole('heading', { name: 'Hello, Lina Haddad' });
    // The name keeps its own direction inside an Arabic sentence.
    expect(greeting.querySelector('bdi')?.textContent).toBe('Lina Haddad');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('op_good');
    expect(calls.find((c) => c.path === 'operator/auth/login')?.body).toEqual({ email: 'store1@souqly.test', password: 'Demo#2026' });
    expect(screen.getByText('Green Basket')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(await screen.findAllByText('Souqly')).not.toHaveLength(0);
    // The next calls carry the session.
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'operator/auth/logout')).toBe(true));
    expect(calls.find((c) => c.path === 'operator/auth/logout')?.headers.authorization).toBe('Bearer op_good');
  });

  it.each([
    ['wrong credentials', 401, 'invalid_credentials', 'Invalid credentials.'],
    ['an inactive account', 401, 'account_inactive', 'Your account is inactive'],
    ['too many attempts', 429, 'too_many_requests', 'Too many attempts. Please try again in 15 minutes.'],
  ])('shows the server\'s refusal for %s and keeps no session', async (_case, status, code, message) => {
    mockApi({ 'GET config': CONFIG, 'POST operator/auth/login': refusal(status, code, message) });
    const router = renderConsole('/sign-in');
    signInWith('store1@souqly.test', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('asks for both fields before calling the server', async () => {
    const calls = mockApi({ 'GET config': CONFIG });
    renderConsole('/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(calls.some((c) => c.path === 'operator/auth/login')).toBe(false);
  });

  it('sends a visitor without a session, and one whose session expired, to sign in', async () => {
    mockApi({ 'GET config': CONFIG, 'GET console/me': refusal(401, 'token_expired', 'Your token has been expired') });
    const fresh = renderConsole('/');
    await waitFor(() => expect(fresh.state.location.pathname).toBe('/sign-in'));

    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_old');
    const expired = renderConsole('/');
    await waitFor(() => expect(expired.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
  });

  it('renders right to left in Arabic, with the Arabic texts', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    mockApi({ 'GET config': CONFIG, 'POST operator/auth/login': refusal(401, 'invalid_credentials', 'بيانات الاعتماد غير صحيحة.') });
    const { getStoredLanguage } = await import('../../../lib/language');
    await initI18n(getStoredLanguage());
    renderConsole('/sign-in');

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل دخول الموظفين' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'store1@souqly.test' } });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect((await screen.findByRole('alert')).textContent).toContain('بيانات الاعتماد غير صحيحة.');
  });
});

describe('the sign-in\'s second step', () => {
  const owner = operator('store', { store: { id: 1, name: 'Green Basket' } });
  const askCode = refusal(401, 'two_factor_required', 'Enter the 6-digit code from your authenticator app');

  it('asks for the authenticator code after the password, shows a refused code and signs in with the right one', async () => {
    const calls = mockApi({
      'GET config': CONFIG,
      'POST operator/auth/login': (call) => {
        const { code } = call.body as { code?: string };
        if (code === undefined) return askCode;
        if (code !== '246810') return refusal(401, 'two_factor_required', 'That code is not right');
        return { status: 200, body: { token: 'op_two', operator: owner } };
      },
      'GET console/me': { status: 200, body: session(owner, [], { two_factor: { required: true, enabled: true } }) },
    });
    const router = renderConsole('/sign-in');
    signInWith('owner@souqly.test', 'Demo#2026');

    const field = await screen.findByLabelText('Authentication code');
    // Being asked for the code is the next step, not a refusal.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('owner@souqly.test')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of the code')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'operator/auth/login')).toHaveLength(1);

    fireEvent.change(field, { target: { value: '111 111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('op_two'));
    expect(calls.filter((c) => c.path === 'operator/auth/login').map((c) => c.body)).toEqual([
      { email: 'owner@souqly.test', password: 'Demo#2026' },
      { email: 'owner@souqly.test', password: 'Demo#2026', code: '111111' },
      { email: 'owner@souqly.test', password: 'Demo#2026', code: '246810' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
  });

  it('shows a lock-out in the code step, and goes back to the password for another account', async () => {
    mockApi({
      'GET config': CONFIG,
      'POST operator/auth/login': (call) => ((call.body as { code?: string }).code ? refusal(429, 'too_many_requests', 'Too many attempts. Please try again in 1 minute.') : askCode),
    });
    renderConsole('/sign-in');
    signInWith('owner@souqly.test', 'Demo#2026');
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 1 minute.');

    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@souqly.test');
  });

  it('sends a person whose role needs a second factor not set up yet to the set-up, whatever page they open', async () => {
    mockApi({
      'GET config': CONFIG,
      'POST operator/auth/login': { status: 200, body: { token: 'op_limited', operator: owner } },
      'GET console/me': { status: 200, body: session(owner, [{ role: 'owner', store: { id: 1, name: 'Green Basket' } }], { limited: true, two_factor: { required: true, enabled: false } }) },
      'POST console/two-factor/setup': { status: 200, body: { secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD', otpauth_url: 'otpauth://totp/Souqly:owner?secret=KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD&issuer=Souqly' } },
    });
    const router = renderConsole('/sign-in');
    signInWith('owner@souqly.test', 'Demo#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    await router.navigate('/stores/1/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    await router.navigate('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
  });

  it('links to the forgotten-password page', async () => {
    mockApi({ 'GET config': CONFIG });
    const router = renderConsole('/sign-in');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
