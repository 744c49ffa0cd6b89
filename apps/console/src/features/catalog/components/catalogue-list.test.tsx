import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleCatalogueRow } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };

const item = (id: number, name: string, extra: Partial<ConsoleCatalogueRow> = {}): ConsoleCatalogueRow => ({
  id, key: `item-${id}`, name, missing_languages: [], store: { id: 3, name: 'Fresh Mart' }, module: { id: 2, name: 'Grocery' }, category: { id: 9, name: 'Fruit' },
  price: 7.5, stock: 12, active: true, out_of_stock: false, stock_kept: true, updated_at: '2026-11-20T09:30:00Z', ...extra,
});
const page = (items: ConsoleCatalogueRow[], total = items.length) => ({ status: 200, body: { total_size: total, total_exact: true, limit: 25, offset: 1, items } });

function as(role: 'admin' | 'operations' | 'support', handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the items page', () => {
  it('lists every store\'s items with store, module, category, price, stock, state and missing languages, each linking to its store\'s editor', async () => {
    as('admin', {
      'GET console/items?offset=1': page([
        item(5, 'Apples', { missing_languages: ['ar', 'fr'] }),
        item(4, 'Soup', { store: { id: 8, name: 'Soup Bar' }, module: { id: 1, name: 'Food' }, stock_kept: false, stock: 0, active: false }),
        item(3, 'Pears', { stock: 0, out_of_stock: true }),
      ]),
    });
    renderConsole('/items');
    const rows = await screen.findAllByTestId('catalogue-item');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Apples' }).getAttribute('href')).toBe('/stores/3/menu/5');
    expect(within(rows[0]!).getByText('item-5')).toBeTruthy();
    expect(within(rows[0]!).getByText('Name not yet in Arabic, French')).toBeTruthy();
    expect(within(rows[0]!).getByText('Stock 12')).toBeTruthy();
    expect(within(rows[0]!).getByText('On sale')).toBeTruthy();
    expect(within(rows[1]!).getByText('Soup Bar')).toBeTruthy();
    expect(within(rows[1]!).getByText('No stock kept')).toBeTruthy();
    expect(within(rows[1]!).getByText('Switched off')).toBeTruthy();
    expect(within(rows[2]!).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeTruthy();
  });

  it('asks for the module, state, sort, search and a row\'s store, pages on, and says when nothing matches', async () => {
    const calls = as('admin', {
      'GET console/items?offset=1': page([item(5, 'Apples')], 60),
      'GET console/items?offset=2': page([item(2, 'Plums')], 60),
      'GET console/items?module_id=2&offset=1': page([item(5, 'Apples')]),
      'GET console/items?module_id=2&state=out_of_stock&offset=1': page([item(5, 'Apples')]),
      'GET console/items?module_id=2&state=out_of_stock&sort=price&offset=1': page([item(5, 'Apples')]),
      'GET console/items?search=zz&module_id=2&state=out_of_stock&sort=price&offset=1': page([]),
    });
    renderConsole('/items');
    await screen.findByText('Apples');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Plums')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Module'), { target: { value: '2' } });
    await screen.findByText('Apples');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'out_of_stock' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('sort=price&offset=1'))).toBe(true));
    fireEvent.change(screen.getByPlaceholderText('Search by name, in any language'), { target: { value: 'zz' } });
    expect(await screen.findByText('No item matches these filters.')).toBeTruthy();
  });

  it('narrows to a row\'s store, shown as a chip that undoes it', async () => {
    as('operations', {
      'GET console/items?offset=1': page([item(5, 'Apples')]),
      'GET console/items?store_id=3&offset=1': page([item(5, 'Apples'), item(6, 'Figs')]),
    });
    renderConsole('/items');
    fireEvent.click(await screen.findByRole('button', { name: 'Only the items of Fresh Mart' }));
    expect(await screen.findByText('Figs')).toBeTruthy();
    // Operations may look, not import.
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show every one, not only Fresh Mart' }));
    await waitFor(() => expect(screen.queryByText('Figs')).toBeNull());
  });

  it('exports what the filters keep as a CSV file', async () => {
    const calls = as('admin', {
      'GET console/items?state=inactive&offset=1': page([item(5, 'Apples', { active: false })]),
      'GET console/items/export?state=inactive': { status: 200, body: 'key,store_id\r\nitem-5,3\r\n' },
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:items';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderConsole('/items?state=inactive');
    await screen.findByText('Apples');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Items exported')).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/items/export?state=inactive')).toBe(true);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(await created[0]!.text()).toBe('key,store_id\r\nitem-5,3\r\n');
  });

  it('is closed to those without catalogue.view', async () => {
    as('support', {});
    renderConsole('/items');
    expect(await screen.findByText('This account cannot open the items of every store.')).toBeTruthy();
  });

  it('says so when the list cannot be read, and reads it again on asking', async () => {
    let answer = { status: 400, body: { errors: [{ code: 'validation_error', message: 'The list is not available' }] } };
    as('admin', { 'GET console/items?offset=1': () => answer });
    renderConsole('/items');
    expect(await screen.findByText('The list is not available')).toBeTruthy();
    answer = page([item(5, 'Apples')]) as unknown as typeof answer;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Apples')).toBeTruthy();
  });
});

describe('the items page in Arabic', () => {
  it('reads right to left, with Arabic labels', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    as('admin', { 'GET console/items?offset=1': page([item(5, 'تفاح', { missing_languages: ['fr'] })]) });
    renderConsole('/items');
    const [row] = await screen.findAllByTestId('catalogue-item');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(row!).getByText('تفاح')).toBeTruthy();
    expect(within(row!).getByText('الاسم غير متوفر بعد بـالفرنسية')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'المنتجات' })).toBeTruthy();
  });
});
