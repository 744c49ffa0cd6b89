import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleOrderRow } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const row = (id: number, extra: Partial<ConsoleOrderRow> = {}): ConsoleOrderRow => ({
  id, order_status: 'pending', order_type: 'delivery', payment_method: 'cash_on_delivery', payment_status: 'unpaid', order_amount: 42.5,
  store: { id: 4, name: 'Green Basket' }, zone_id: 2, module_id: 1, customer_name: 'Sara Ali', customer_phone: '+971500000001', courier_id: null,
  created_at: '2026-11-29T10:00:00Z', ...extra,
});
const page = (rows: ConsoleOrderRow[], total = rows.length) => ({ status: 200, body: { total, orders: rows } });
const STORES = { status: 200, body: { stores: [{ id: 4, name: 'Green Basket' }, { id: 9, name: 'Greenfield Bakery' }] } };

function asSupport(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': { status: 200, body: [] },
    'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'support', store: null }]) }, ...handlers,
  });
}
const listCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('console/orders?')).map((c) => c.path);

describe('the business\'s order list', () => {
  it('reads its filters and page from the address and asks the server for them; a change goes to the address and back to page one', async () => {
    const calls = asSupport({
      'GET console/orders?limit=25&offset=25&status=pending&zone_id=2': page([row(31, { customer_name: null, customer_phone: null })], 26),
      'GET console/orders?limit=25&offset=0&status=pending&zone_id=2&payment_method=wallet': page([row(30, { payment_method: 'wallet' })]),
      'GET console/orders?limit=25&offset=0&status=pending&zone_id=2&payment_method=wallet&search=zainab': page([row(29)]),
    });
    const router = renderConsole('/orders?status=pending&zone_id=2&page=2');
    const first = await screen.findByTestId('business-order-row');
    expect(within(first).getByText('Guest')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('pending');
    expect((screen.getByRole('combobox', { name: 'Zone' }) as HTMLSelectElement).value).toBe('2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Payment method' }), { target: { value: 'wallet' } });
    await waitFor(() => expect(screen.getByTestId('business-order-row').textContent).toContain('#30'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'pending', zone_id: '2', payment_method: 'wallet' });

    // Two letters are not searched yet; three are, and kept in the address.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'za' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zainab' } });
    await waitFor(() => expect(screen.getByTestId('business-order-row').textContent).toContain('#29'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zainab');
    expect(listCalls(calls).some((path) => path.includes('search=za&') || path.endsWith('search=za'))).toBe(false);
  });

  it('says so when no order matches', async () => {
    asSupport({ 'GET console/orders?limit=25&offset=0&search=%2397': page([]) });
    renderConsole('/orders?search=%2397');
    expect(await screen.findByText('No orders')).toBeTruthy();
    expect(screen.getByText('No order matches these filters.')).toBeTruthy();
    expect(screen.queryByTestId('business-order-row')).toBeNull();
  });

  it('narrows to a store picked by name with the keyboard, kept in the address; the button beside it goes back to every store', async () => {
    const calls = asSupport({
      'GET console/orders?limit=25&offset=0': page([row(30), row(28, { store: { id: 9, name: 'Greenfield Bakery' } })]),
      'GET console/orders?limit=25&offset=0&store_id=9': page([row(28, { store: { id: 9, name: 'Greenfield Bakery' } })]),
      'GET console/orders/store-choices?limit=20&search=gre': STORES,
      'GET console/orders/store-choices?limit=20&search=grex': { status: 200, body: { stores: [] } },
    });
    const router = renderConsole('/orders');
    await screen.findAllByTestId('business-order-row');
    const picker = screen.getByRole('combobox', { name: 'Store' }) as HTMLInputElement;
    expect(picker.placeholder).toBe('Any store');
    fireEvent.change(picker, { target: { value: 'grex' } });
    expect(await screen.findByText('No store by that name')).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'gre' } });
    const list = await screen.findByRole('listbox', { name: 'Store' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const active = within(list).getByRole('option', { selected: true });
    expect(active.textContent).toBe('Greenfield Bakery');
    expect(picker.getAttribute('aria-activedescendant')).toBe(active.id);
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(picker.value).toBe('Greenfield Bakery');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ store_id: '9', store: 'Greenfield Bakery' });
    await waitFor(() => expect(listCalls(calls)).toContain('console/orders?limit=25&offset=0&store_id=9'));
    await waitFor(() => expect(screen.getAllByTestId('business-order-row')).toHaveLength(1));

    // Escape closes the list and leaves the choice as it was.
    fireEvent.change(picker, { target: { value: 'gre' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(picker.value).toBe('Greenfield Bakery');

    fireEvent.click(screen.getByRole('button', { name: 'Show every store\'s orders, not only Greenfield Bakery\'s' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(picker.value).toBe('');
  });

  it('shows the store of the address by its name after a reload', async () => {
    asSupport({ 'GET console/orders?limit=25&offset=0&store_id=4': page([row(30)]) });
    renderConsole('/orders?store_id=4&store=Green%20Basket');
    await screen.findByTestId('business-order-row');
    expect((screen.getByRole('combobox', { name: 'Store' }) as HTMLInputElement).value).toBe('Green Basket');
  });
});
