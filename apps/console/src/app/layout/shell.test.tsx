import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type CourierState, type OperatorProfile } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session, ZONES } from '../../test/render-console';

const courierState = (zones: CourierState['zones']): CourierState => ({ online: false, since: null, vehicle: 'bike', zones, running: 0, cash_in_hand: 0 });

const signedInAs = (profile: OperatorProfile, extra: Parameters<typeof mockApi>[0] = {}) => {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(profile) },
    // A courier opens on their deliveries.
    'GET console/courier': { status: 200, body: courierState([{ id: 2, name: 'Dubai Marina & JLT' }]) },
    'GET console/courier/trips': { status: 200, body: { trips: [] } },
    ...extra,
  });
};

const navLinks = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('the console shell', () => {
  it('gives support its start page and the pages its role allows', async () => {
    const calls = signedInAs(operator('support'));
    renderConsole('/');

    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks(nav)).toEqual([['Home', '/'], ['Orders', '/orders'], ['Dispatch map', '/dispatch'], ['Zones', '/zones'], ['Customers', '/customers'], ['My account', '/account'], ['Back to the storefront', '/']]);
    expect(screen.getByTestId('signed-in-name').textContent).toBe('Lina Haddad');
    expect((await screen.findAllByText('Souqly')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'console/me')?.headers.authorization).toBe('Bearer op_session');
  });

  it('opens a courier on their deliveries, with the courier pages in the navigation', async () => {
    signedInAs(operator('courier', { zone_id: 2 }));
    const router = renderConsole('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/courier'));
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks(nav)).toEqual([['Home', '/'], ['Deliveries', '/courier'], ['Messages', '/courier/messages'], ['Earnings', '/courier/earnings'], ['My account', '/account'], ['Back to the storefront', '/']]);
    expect(await screen.findByText('Zones: Dubai Marina & JLT')).toBeTruthy();
  });

  it("marks the page open as the current one: a courier's earnings under Earnings alone, a trip under Deliveries", async () => {
    signedInAs(operator('courier', { zone_id: 2 }), { 'GET console/courier/earnings?limit=20&offset=1': { status: 404 }, 'GET console/courier/trips/41': { status: 404 } });
    const router = renderConsole('/courier/earnings');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    const current = () => within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
    expect(current()).toEqual(['Earnings']);
    await router.navigate('/courier/trips/41');
    await waitFor(() => expect(current()).toEqual(['Deliveries']));
    await router.navigate('/');
    await waitFor(() => expect(current()).toEqual(['Home']));
  });

  it('opens store staff on their store\'s orders, with the store panel pages their role allows', async () => {
    signedInAs(operator('store', { store: { id: 3, name: 'Green Basket' } }));
    const router = renderConsole('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/3/orders'));
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(navLinks(nav)).toEqual([
      ['Home', '/'], ['Orders', '/stores/3/orders'], ['Menu & stock', '/stores/3/menu'], ['Store settings', '/stores/3/settings'],
      ['Reviews', '/stores/3/reviews'], ['Chat', '/stores/3/chat'], ['My account', '/account'], ['Back to the storefront', '/'],
    ]);
  });

  it('lets an owner of several stores switch between them, staying on the same page', async () => {
    signedInAs(operator('store'), {
      'GET console/me': { status: 200, body: session(operator('store'), [{ role: 'owner', store: { id: 3, name: 'Green Basket' } }, { role: 'owner', store: { id: 4, name: 'Blue Fin' } }]) },
    });
    const router = renderConsole('/stores/3/menu');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Store' }), { target: { value: '4' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/4/menu'));
    expect(navLinks(screen.getByRole('navigation', { name: 'Console' }))).toContainEqual(['Earnings', '/stores/4/earnings']);
    // The header names the person by the highest role they hold, not as staff.
    expect(screen.getByTestId('signed-in-role').textContent).toBe('Store owner');
  });

  it('tells a courier without a zone to ask support for one', async () => {
    signedInAs(operator('courier'), { 'GET console/courier': { status: 200, body: courierState([]) } });
    renderConsole('/');
    expect(await screen.findByText('No zones yet: ask support to add you to one.')).toBeTruthy();
  });

  it("names a courier's zones in the language chosen", async () => {
    const zones = (language: string) => [{ id: 2, name: language === 'ar' ? 'دبي مارينا' : 'Dubai Marina & JLT' }];
    signedInAs(operator('courier', { zone_id: 2 }), { 'GET console/courier': (call) => ({ status: 200, body: courierState(zones(call.headers['x-localization'] ?? '')) }) });
    renderConsole('/');
    expect(await screen.findByText('Zones: Dubai Marina & JLT')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ar' } });
    expect(await screen.findByText('المناطق: دبي مارينا')).toBeTruthy();
  });

  it('opens the same navigation in a drawer from the menu button (phones)', async () => {
    signedInAs(operator('courier', { zone_id: 1 }));
    renderConsole('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog');
    expect(navLinks(within(drawer).getByRole('navigation'))).toEqual([['Home', '/'], ['Deliveries', '/courier'], ['Messages', '/courier/messages'], ['Earnings', '/courier/earnings'], ['My account', '/account'], ['Back to the storefront', '/']]);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a page it does not have as not found, inside the shell', async () => {
    signedInAs(operator('store'));
    renderConsole('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let answer = refusal(503, 'unavailable', 'The service is unavailable');
    signedInAs(operator('store'), { 'GET console/me': () => answer });
    renderConsole('/');
    expect((await screen.findByRole('alert')).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: session(operator('store')) };
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
