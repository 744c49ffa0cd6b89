import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleItemRow } from '@storefront/contract';
import { managerOfStore3, page } from '../../../test/menu-fixtures';
import { refusal, renderConsole } from '../../../test/render-console';

const row = (id: number, name: string, extra: Partial<ConsoleItemRow> = {}): ConsoleItemRow => ({
  id, name, image: null, category: { id: 6, name: 'Oils' }, price: 12.5, discount: 0, discount_type: 'percent', stock: 4, active: true, has_variations: false, version: 2, ...extra,
});

describe('the menu list', () => {
  it('shows the store\'s items with their stock and switch; a new stock is sent with the version read and shown at once', async () => {
    const calls = managerOfStore3({
      'GET console/stores/3/items?offset=1': page([row(11, 'Olive Oil'), row(12, 'Dates Box', { has_variations: true, stock: 9 })], { total_size: 1000, total_exact: false }),
      'PUT console/stores/3/items/11/stock': (call) => ({ status: 200, body: row(11, 'Olive Oil', { stock: (call.body as { stock: number }).stock, version: 3 }) }),
    });
    renderConsole('/stores/3/menu');
    const list = await screen.findByRole('list', { name: 'Menu & stock' });
    expect(within(list).getByText('Olive Oil')).toBeTruthy();
    expect(screen.getByText('More than 1,000 items')).toBeTruthy();
    // Variations keep their own stock: no field for the item's.
    expect(screen.queryByRole('spinbutton', { name: 'Stock of Dates Box' })).toBeNull();
    expect(within(list).getByText('Per variation')).toBeTruthy();

    const stock = screen.getByRole('spinbutton', { name: 'Stock of Olive Oil' });
    fireEvent.change(stock, { target: { value: '7' } });
    fireEvent.blur(stock);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ stock: 7, version: 2 }));
    expect((screen.getByRole('spinbutton', { name: 'Stock of Olive Oil' }) as HTMLInputElement).value).toBe('7');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('puts a switch back when the server refuses it; a 409 says someone else changed the item and reads the list again', { timeout: 20_000 }, async () => {
    let reads = 0;
    const calls = managerOfStore3({
      'GET console/stores/3/items?offset=1': () => {
        reads += 1;
        return page([row(11, 'Olive Oil', { version: reads === 1 ? 2 : 5, price: reads === 1 ? 12.5 : 14 })]);
      },
      'PUT console/stores/3/items/11/active': refusal(409, 'stale_version', 'This item was changed by someone else since you opened it.'),
      'PUT console/stores/3/items/11/stock': refusal(500, 'internal_error', 'Something went wrong. Please try again.'),
    });
    renderConsole('/stores/3/menu');
    const onSale = await screen.findByRole('switch', { name: 'Olive Oil on sale' });
    fireEvent.click(onSale);
    expect(await screen.findByText('Someone else changed this item just now: the list shows it as it is now.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false, version: 2 });
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByRole('switch', { name: 'Olive Oil on sale' }).getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('14.00')).toBeTruthy();

    const stock = screen.getByRole('spinbutton', { name: 'Stock of Olive Oil' });
    fireEvent.change(stock, { target: { value: '30' } });
    fireEvent.keyDown(stock, { key: 'Enter' });
    fireEvent.blur(stock);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Stock of Olive Oil' }) as HTMLInputElement).value).toBe('4'));
    expect(calls.filter((c) => c.path.endsWith('/stock'))[0]?.body).toEqual({ stock: 30, version: 5 });
  });

  it('sends the search, category and state, and pages on; an empty page says nothing matches', async () => {
    const calls = managerOfStore3({
      'GET console/stores/3/items?offset=1': page(Array.from({ length: 25 }, (_, i) => row(100 - i, `Item ${i}`)), { total_size: 60 }),
      'GET console/stores/3/items?offset=2': page([row(50, 'Second page item')], { total_size: 60, offset: 2 }),
      'GET console/stores/3/items?offset=1&search=zzz&category_id=5&state=out_of_stock': page([]),
    });
    renderConsole('/stores/3/menu');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Second page item')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'out_of_stock' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No item matches these filters.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('console/stores/3/items?offset=1&search=zzz&category_id=5&state=out_of_stock');
  });

  it('shows the list\'s failure with a way to try again', async () => {
    managerOfStore3({ 'GET console/stores/3/items?offset=1': refusal(503, 'service_unavailable', 'The database is busy.') });
    renderConsole('/stores/3/menu');
    expect(await screen.findByText('The database is busy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
