import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleFlashSale, type ConsoleFlashSaleLine } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const line = (itemId: number, extra: Partial<ConsoleFlashSaleLine> = {}): ConsoleFlashSaleLine => ({
  id: itemId * 10, item_id: itemId, item_name: `Item ${itemId}`, item_price: 20, price: 16, discount: 20, discount_type: 'percent', stock: 10, sold: 5, on: true, ...extra,
});
const sale = (id: number, extra: Partial<ConsoleFlashSale> = {}): ConsoleFlashSale => ({
  id, version: 1, title: { en: 'Lunch rush', ar: 'عروض الغداء', fr: '' }, module_id: 2, start_date: '2026-11-21T09:00:00.000Z', end_date: '2026-11-22T09:00:00.000Z',
  on: true, state: 'running', lines: [line(7)], created_at: '2026-11-20T10:00:00Z', ...extra,
});
const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };
const FIRST_PAGE = 'GET console/flash-sales?limit=20&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'admin', store: null }]) }, ...handlers,
  });
}

describe('the flash sales page', () => {
  it('lists the sales and edits a sale\'s items: the stock saved with the sale\'s version, the server\'s refusal said, an item added', async () => {
    let puts = 0;
    const calls = asStaff({
      [FIRST_PAGE]: { status: 200, body: { total: 1, flash_sales: [sale(3)] } },
      'PUT console/flash-sales/3/items/7': () => (++puts === 1
        ? { status: 200, body: sale(3, { version: 2, lines: [line(7, { stock: 12 })] }) }
        : { status: 400, body: { errors: [{ code: 'stock', message: 'The stock cannot be below the 5 already sold.' }] } }),
      'GET console/campaigns/choices/items?module_id=2&limit=20': { status: 200, body: [{ id: 8, name: 'Bread', price: 4, store_name: 'Fresh Mart' }] },
      'PUT console/flash-sales/3/items/8': { status: 200, body: sale(3, { version: 3, lines: [line(7, { stock: 12 }), line(8, { sold: 0 })] }) },
    });
    renderConsole('/flash-sales');
    const [row] = await screen.findAllByTestId('flash-sale-row');
    expect(within(row!).getByText('Lunch rush')).toBeTruthy();
    expect(within(row!).getByText(/1 item · 5 sold/)).toBeTruthy();
    fireEvent.click(within(row!).getByRole('button', { name: 'Edit Lunch rush' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit flash sale' });
    const lines = within(dialog).getAllByTestId('flash-line');
    expect(within(lines[0]!).getByText(/5 of 10 sold/)).toBeTruthy();
    expect((within(lines[0]!).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(lines[0]!).getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.click(within(lines[0]!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item saved')).toBeTruthy();
    expect(calls.find((c) => c.path === 'console/flash-sales/3/items/7')?.body).toEqual({ version: 1, discount: 20, discount_type: 'percent', stock: 12, on: true });

    fireEvent.change(within(dialog).getAllByTestId('flash-line')[0]!.querySelector('input[aria-label="Stock"]')!, { target: { value: '3' } });
    fireEvent.click(within(within(dialog).getAllByTestId('flash-line')[0]!).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The stock cannot be below the 5 already sold.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'console/flash-sales/3/items/7')[1]?.body).toMatchObject({ version: 2, stock: 3 });

    fireEvent.click(await within(dialog).findByRole('button', { name: /Bread/ }));
    fireEvent.change(within(dialog).getAllByLabelText('Stock').at(-1)!, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to sale' }));
    expect(await screen.findByText('Item added to the sale')).toBeTruthy();
    expect(calls.find((c) => c.path === 'console/flash-sales/3/items/8')?.body).toEqual({ version: 2, discount: 10, discount_type: 'percent', stock: 30, on: true });
    expect(within(dialog).getAllByTestId('flash-line')).toHaveLength(2);
  });

  it('in Arabic reads right to left, the sale\'s Arabic title shown and its Arabic field right to left', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    const { getStoredLanguage } = await import('../../../lib/language');
    const { initI18n } = await import('../../../i18n');
    await initI18n(getStoredLanguage());
    asStaff({ [FIRST_PAGE]: { status: 200, body: { total: 1, flash_sales: [sale(3)] } } });
    renderConsole('/flash-sales');
    const [row] = await screen.findAllByTestId('flash-sale-row');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(row!).getByText('عروض الغداء')).toBeTruthy();
    expect(within(row!).getByText('لم يُترجم بعد: الفرنسية')).toBeTruthy();
    // Its start and end read left to right as the arrow points (lib DateRange), each moment whole on its line.
    const range = within(row!).getByText((_, el) => el?.tagName === 'BDI' && el.textContent!.includes('→'));
    expect(range.getAttribute('dir')).toBe('ltr');
    expect([...range.querySelectorAll('span')].every((s) => s.className === 'whitespace-nowrap')).toBe(true);
    fireEvent.click(within(row!).getByRole('button', { name: 'تعديل عروض الغداء' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل العرض الخاطف' });
    expect((within(dialog).getByLabelText('العنوان (بالعربية)') as HTMLInputElement).dir).toBe('rtl');
    // A line's prices read from the item's own to the sale's, left to right as the arrow points, in Arabic too.
    const was = await within(dialog).findByText('AED 20.00');
    expect(was.className).toContain('line-through');
    expect(was.closest('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(was.closest('bdi')!.textContent).toBe('AED 20.00 → AED 16.00');
  });
});
