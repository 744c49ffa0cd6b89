import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type StaffSessionInfo } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session } from '../../../test/render-console';

const owner = operator('store', { email: 'owner@souqly.test', phone: '+971800000103', store: { id: 1, name: 'Green Basket' } });
const roles = [{ role: 'owner' as const, store: { id: 1, name: 'Green Basket' } }, { role: 'owner' as const, store: { id: 2, name: 'Blue Fin' } }];
const laptop: StaffSessionInfo = { id: 41, created_at: '2026-11-28T09:00:00Z', last_used_at: '2026-11-28T10:00:00Z', user_agent: 'Laptop Browser/2.0', ip: '10.0.0.2', current: true };
const phone: StaffSessionInfo = { id: 40, created_at: '2026-11-27T09:00:00Z', last_used_at: null, user_agent: 'Phone Browser/1.0', ip: '10.0.0.1', current: false };

function signedIn(extra: Parameters<typeof mockApi>[0] = {}, twoFactor = { required: true, enabled: true }) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_laptop');
  let live = [laptop, phone];
  const calls = mockApi({
    'GET config': CONFIG,
    'GET console/me': { status: 200, body: session(owner, roles, { two_factor: twoFactor }) },
    'GET console/sessions': () => ({ status: 200, body: { sessions: live } }),
    'DELETE console/sessions/40': () => {
      live = live.filter((s) => s.id !== 40);
      return { status: 200, body: { message: 'The session is signed out' } };
    },
    'DELETE console/sessions/41': { status: 200, body: { message: 'The session is signed out' } },
    ...extra,
  });
  return calls;
}

describe('my account', () => {
  it('shows my details, roles and second factor, and my sessions with this one marked', async () => {
    signedIn();
    renderConsole('/account');
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByText('+971800000103')).toBeTruthy();
    expect(screen.getAllByText(/Store owner ·/).map((li) => li.textContent)).toEqual(['Store owner · Green Basket', 'Store owner · Blue Fin']);
    expect(screen.getByTestId('two-factor-state').textContent).toBe('On');
    expect(screen.queryByRole('link', { name: 'Set up' })).toBeNull();

    const rows = await screen.findAllByTestId('session');
    expect(rows.map((r) => within(r).getByText(/Browser/).textContent)).toEqual(['Laptop Browser/2.0', 'Phone Browser/1.0']);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
    expect(rows[1]!.textContent).toContain('10.0.0.1');
  });

  it('signs another session out and lists what is left', async () => {
    const calls = signedIn();
    renderConsole('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Phone Browser/1.0' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: 'console/sessions/40', headers: { authorization: 'Bearer op_laptop' } });
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBe('op_laptop');
  });

  it('signing this session out ends it here too', async () => {
    signedIn();
    const router = renderConsole('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out on this device (Laptop Browser/2.0)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
  });

  it('shows a refused sign-out as the server words it', async () => {
    signedIn({ 'DELETE console/sessions/40': refusal(404, 'not_found', 'Session not found') });
    renderConsole('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Phone Browser/1.0' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Session not found');
    expect(screen.getAllByTestId('session')).toHaveLength(2);
  });

  it('offers the set-up when the second factor is off, and says when the role requires it', async () => {
    signedIn({}, { required: false, enabled: false });
    const router = renderConsole('/account');
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Off');
    fireEvent.click(screen.getByRole('link', { name: 'Set up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
  });

  it('reads right to left in Arabic', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    signedIn();
    renderConsole('/account');
    expect(await screen.findByRole('heading', { name: 'حسابي' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('هذا الجهاز')).toBeTruthy();
  });
});
