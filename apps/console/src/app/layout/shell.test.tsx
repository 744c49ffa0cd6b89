import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type OperatorProfile } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, ZONES } from '../../test/render-console';

const signedInAs = (profile: OperatorProfile, extra: Parameters<typeof mockApi>[0] = {}) => {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET zone/list': ZONES, 'GET operator/me': { status: 200, body: profile }, ...extra });
};

const navLinks = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the console shell', () => {
  it.each([
    ['store', operator('store', { store: { id: 3, name: 'Green Basket' } }), 'My store', 'Green Basket'],
    ['courier', operator('courier', { zone_id: 2 }), 'My deliveries', 'Dubai Marina & JLT'],
    ['support', operator('support'), 'Support desk', null],
  ] as const)('gives %s its own navigation and start page', async (_role, profile, entry, place) => {
    const calls = signedInAs(profile);
    renderConsole('/');

    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks(nav)).toEqual([[entry, '/'], ['Back to the storefront', '/']]);
    expect(screen.getByTestId('signed-in-name').textContent).toBe('Lina Haddad');
    expect((await screen.findAllByText('Souqly')).length).toBeGreaterThan(0);
    if (place) expect(await screen.findByText(place)).toBeTruthy();
    expect(calls.find((c) => c.path === 'operator/me')?.headers.authorization).toBe('Bearer op_session');
  });

  it('names a courier without a zone as serving every zone', async () => {
    signedInAs(operator('courier'));
    renderConsole('/');
    expect(await screen.findByText('Every zone')).toBeTruthy();
  });

  it("names a courier's zone in the language chosen", async () => {
    const zones = (language: string) => [{ id: 2, name: language === 'ar' ? 'دبي مارينا' : 'Dubai Marina & JLT', coordinates: [] }];
    signedInAs(operator('courier', { zone_id: 2 }), { 'GET zone/list': (call) => ({ status: 200, body: zones(call.headers['x-localization'] ?? '') }) });
    renderConsole('/');
    expect(await screen.findByText('Dubai Marina & JLT')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ar' } });
    expect(await screen.findByText('دبي مارينا')).toBeTruthy();
  });

  it('opens the same navigation in a drawer from the menu button (phones)', async () => {
    signedInAs(operator('courier', { zone_id: 1 }));
    renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog');
    expect(navLinks(within(drawer).getByRole('navigation'))).toEqual([['My deliveries', '/'], ['Back to the storefront', '/']]);
    fireEvent.click(within(drawer).getByRole('link', { name: 'My deliveries' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a page it does not have as not found, inside the shell', async () => {
    signedInAs(operator('store'));
    renderConsole('/orders');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let answer = refusal(503, 'unavailable', 'The service is unavailable');
    signedInAs(operator('store'), { 'GET operator/me': () => answer });
    renderConsole('/');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: operator('store') };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeTruthy();
  });

  it.each([200, 500])('signs out (the server answering %s): revokes the token there and forgets it here', async (status) => {
    const calls = signedInAs(operator('store'), { 'POST operator/auth/logout': { status, body: { message: 'Logout successful.' } } });
    const router = renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls.find((c) => c.path === 'operator/auth/logout')?.headers.authorization).toBe('Bearer op_session');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.token)).toBeNull();
  });

  it('switches to Arabic, right to left, and keeps the choice under its own key', async () => {
    signedInAs(operator('store'));
    renderConsole('/');
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'ar' } });

    expect(await screen.findByRole('navigation', { name: 'اللوحة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(CONSOLE_STORAGE_KEYS.language)).toBe('ar');
    expect(localStorage.getItem('language-setting')).toBeNull();
  });
});
