import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleCoupon, type ConsoleCouponConflict } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const coupon = (id: number, code: string, extra: Partial<ConsoleCoupon> = {}): ConsoleCoupon => ({
  id, version: 1, title: { en: `${code} deal`, ar: '', fr: '' }, code, coupon_type: 'default', module_id: 1, store_id: null, zone_id: null,
  discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0, limit_per_customer: 1, limit_total: null, uses: 0,
  start_date: '2026-11-01', expire_date: '2026-12-31', on: true, state: 'running', created_at: '2026-11-29T10:00:00Z', ...extra,
});
const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const MODULES = { status: 200, body: [{ id: 1, module_name: 'Food', module_type: 'food' }, { id: 2, module_name: 'Grocery', module_type: 'grocery' }] };
const page = (coupons: ConsoleCoupon[]) => ({ status: 200, body: { total: coupons.length, coupons } });
const FIRST_PAGE = 'GET console/coupons?limit=20&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET module': MODULES,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the coupons page', () => {
  it('lists the coupons with what they take off, their days, uses and state, and turns one off with its switch', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([
        coupon(5, 'WEEKEND', { max_discount: 20, limit_total: 100, uses: 7 }),
        coupon(4, 'SHIPFREE', { coupon_type: 'free_delivery', discount: 0, state: 'expired', title: { en: 'Free delivery', ar: 'توصيل مجاني', fr: 'Livraison offerte' } }),
      ]),
      'PUT console/coupons/5': { status: 200, body: coupon(5, 'WEEKEND', { on: false, state: 'off', version: 2 }) },
    });
    renderConsole('/coupons');
    const rows = await screen.findAllByTestId('coupon-row');
    expect(within(rows[0]!).getByText('WEEKEND')).toBeTruthy();
    expect(within(rows[0]!).getByText('Running')).toBeTruthy();
    expect(await within(rows[0]!).findByText(/10% off, at most AED 20\.00/)).toBeTruthy();
    expect(within(rows[0]!).getByText(/7 of 100 uses/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    expect(within(rows[1]!).getByText('Expired')).toBeTruthy();
    expect(within(rows[1]!).getAllByText(/Free delivery/).length).toBeGreaterThan(0);
    expect(within(rows[1]!).queryByText(/Not translated yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Coupons' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'WEEKEND on' }));
    expect(await screen.findByText('Coupon turned off')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
  });

  it('creates a coupon: English title and code required, Arabic right to left, only the fields its kind takes', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([]),
      'POST console/coupons': { status: 200, body: coupon(9, 'RAMADAN') },
    });
    renderConsole('/coupons');
    expect(await screen.findByText('No coupons here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Ramadan nights' } });
    const arabic = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'ليالي رمضان' } });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'ramadan' } });
    fireEvent.change(within(dialog).getByLabelText('Module'), { target: { value: '2' } });
    expect(within(dialog).queryByLabelText('Store number')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('For'), { target: { value: 'free_delivery' } });
    expect(within(dialog).queryByLabelText('Discount')).toBeNull();
    expect(within(dialog).getByText('This coupon takes the delivery fee off instead of a discount.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Uses in all'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText('At least 1; leave it empty for no limit.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Uses in all'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2027-02-18' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2027-03-19' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: { en: 'Ramadan nights', ar: 'ليالي رمضان', fr: '' }, code: 'RAMADAN', coupon_type: 'free_delivery', module_id: 2, store_id: null, zone_id: null,
      discount: 0, discount_type: 'amount', min_purchase: 0, max_discount: 0, limit_per_customer: 1, limit_total: 500,
      start_date: '2027-02-18', expire_date: '2027-03-19', on: true,
    });
  });

  it('shows the server\'s message under its field, and on a stale save names what changed and loads their version', async () => {
    const current = coupon(5, 'WEEKEND', { version: 3, discount: 15 });
    const conflict: ConsoleCouponConflict = { errors: [{ code: 'version_conflict', message: 'Changed meanwhile' }], current, changed: ['discount'] };
    const calls = asStaff({
      [FIRST_PAGE]: page([coupon(5, 'WEEKEND'), coupon(6, 'TAKEN')]),
      'PUT console/coupons/6': { status: 400, body: { errors: [{ code: 'code', message: 'Another coupon already has this code.' }] } },
      'PUT console/coupons/5': { status: 409, body: conflict },
    });
    renderConsole('/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit TAKEN' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit coupon' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'WEEKEND' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Under the field, and again beside the buttons.
    expect(await within(dialog).findAllByText('Another coupon already has this code.')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, code: 'WEEKEND' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit WEEKEND' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit coupon' });
    fireEvent.change(within(dialog).getByLabelText('Minimum purchase'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else changed this coupon')).toBeTruthy();
    expect(within(dialog).getByText('Changed since you opened it: Discount.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect((within(dialog).getByLabelText('Discount') as HTMLInputElement).value).toBe('15');
    expect((within(dialog).getByLabelText('Minimum purchase') as HTMLInputElement).value).toBe('0');
  });

  it('is closed to those without promotions.view, support among them', async () => {
    asStaff({}, 'support');
    renderConsole('/coupons');
    expect(await screen.findByText('You may not see the coupons.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Coupons' })).toBeNull();
  });
});
