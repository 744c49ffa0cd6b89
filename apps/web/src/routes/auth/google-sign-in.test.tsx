import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@storefront/contract';
import { forgetGoogleIdentity, GOOGLE_SCRIPT_URL } from '@/features/auth/google-script';
import { useConfig } from '@/features/config/api/get-config';
import { requestBody, sessionFixture } from '@/test/account-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const GOOGLE_ON = configFixture({ social_login: [{ login_medium: 'google', status: true, client_id: 'client-1.apps.googleusercontent.com' }] });
const NOT_FOUND: MockResponse = { status: 404, body: { errors: [{ code: 'not_found', message: 'No account uses this Google account.' }] } };

/** Shows once the configuration is in, in the same render as the page's own use of it. */
function ConfigLoaded() {
  return useConfig().data ? <p>config loaded</p> : null;
}

const googleScripts = () => document.querySelectorAll(`script[src="${GOOGLE_SCRIPT_URL}"]`);

function renderPage(page: 'sign-in' | 'sign-up', config: Config, routes: Record<string, MockResponse> = {}) {
  const fetchMock = mockFetch({ config: { body: config }, ...routes });
  const Page = page === 'sign-in' ? SignInPage : SignUpPage;
  const view = renderWithApp(
    <>
      <Page />
      <ConfigLoaded />
    </>,
    { path: `/auth/${page}`, extraRoutes: ['/', '/interest'] },
  );
  return { fetchMock, ...view };
}

/** A stand-in for Google's script that keeps the callback given to initialize. */
function stubGoogle() {
  const initialize = vi.fn();
  const renderButton = vi.fn();
  window.google = { accounts: { id: { initialize, renderButton } } };
  const credential = (value: string) => act(() => (initialize.mock.calls[0]![0] as { callback: (a: { credential: string }) => void }).callback({ credential: value }));
  return { initialize, renderButton, credential };
}

describe('Google sign-in', () => {
  afterEach(() => {
    forgetGoogleIdentity();
    delete window.google;
  });

  it("loads Google's script once when the configuration has Google on with a client id", async () => {
    renderPage('sign-in', GOOGLE_ON);
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    expect(screen.getByTestId('google-button')).toBeTruthy();
  });

  it('loads nothing from Google when it is off or has no client id', async () => {
    for (const social_login of [
      [{ login_medium: 'google', status: false, client_id: 'client-1' }],
      [{ login_medium: 'google', status: true }],
      [],
    ]) {
      const { unmount } = renderPage('sign-in', configFixture({ social_login }));
      await screen.findByText('config loaded');
      expect(screen.queryByTestId('google-button')).toBeNull();
      expect(googleScripts()).toHaveLength(0);
      unmount();
    }
  });

  it("renders Google's button and signs in with its credential", async () => {
    const google = stubGoogle();
    const { fetchMock } = renderPage('sign-in', GOOGLE_ON, { 'auth/social-login': { body: sessionFixture({ token: 'google-token' }) } });
    await waitFor(() => expect(google.renderButton).toHaveBeenCalledWith(screen.getByTestId('google-button'), expect.any(Object)));
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }));
    expect(googleScripts()).toHaveLength(0);

    google.credential('google-jwt');
    expect(await screen.findByText('Sign in successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/social-login')).toEqual({ token: 'google-jwt', medium: 'google', guest_id: null });
    expect(localStorage.getItem('token')).toBe('google-token');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('registers a Google account that is new here and marks it for the welcome', async () => {
    const google = stubGoogle();
    const { fetchMock, router } = renderPage('sign-up', GOOGLE_ON, {
      'auth/social-login': NOT_FOUND,
      'auth/social-register': { body: sessionFixture({ token: 'new-google-token' }) },
    });
    await waitFor(() => expect(google.initialize).toHaveBeenCalled());
    google.credential('google-jwt');
    expect(await screen.findByText('Signup successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'auth/social-register')).toEqual({ token: 'google-jwt', medium: 'google', guest_id: null, ref_code: null });
    expect(localStorage.getItem('token')).toBe('new-google-token');
    expect(sessionStorage.getItem('storefront:welcome')).toBe('1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/interest'));
  });
});
