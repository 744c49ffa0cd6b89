import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleCashback, type ConsoleCashbackConflict } from '@storefront/contract';
import { mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const cashback = (id: number, title: string, extra: Partial<ConsoleCashback> = {}): ConsoleCashback => ({
  id, version: 1, title: { en: title, ar: '', fr: '' }, cashback_type: 'percentage', cashback_amount: 5, min_purchase: 0, max_discount: 0, limit_per_customer: 1,
  start_date: '2026-11-01', end_date: '2026-12-31', on: true, state: 'running', created_at: '2026-11-29T10:00:00Z', ...extra,
});
const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const page = (cashbacks: ConsoleCashback[]) => ({ status: 200, body: { total: cashbacks.length, cashbacks } });
const FIRST_PAGE = 'GET console/cashbacks?limit=20&offset=0';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'support' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers });
}

describe('the cashback offers page', () => {
  it('lists the offers with what they pay back, their minimum, days and state, filters by state and turns one off with its switch', async () => {
    const calls = asStaff({
      [FIRST_PAGE]: page([
        cashback(5, 'Five back', { max_discount: 20, min_purchase: 50 }),
        cashback(4, 'Flat ten', { cashback_type: 'amount', cashback_amount: 10, limit_per_customer: null, state: 'expired', title: { en: 'Flat ten', ar: 'عشرة ثابتة', fr: 'Dix fixes' } }),
      ]),
      'GET console/cashbacks?limit=20&offset=0&state=expired': page([cashback(4, 'Flat ten', { state: 'expired' })]),
      'PUT console/cashbacks/5': { status: 200, body: cashback(5, 'Five back', { on: false, state: 'off', version: 2 }) },
    });
    renderConsole('/cashbacks');
    const rows = await screen.findAllByTestId('cashback-row');
    expect(within(rows[0]!).getByText('Running')).toBeTruthy();
    expect(await within(rows[0]!).findByText(/5% back, at most AED 20\.00 · from AED 50\.00 · 1 order per customer/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Not translated yet: Arabic, French')).toBeTruthy();
    // The days read left to right in every language; on a narrow row they break only between the two dates.
    const first = within(rows[0]!).getByText('2026-11-01 →');
    expect(first.className).toBe('whitespace-nowrap');
    expect(within(rows[0]!).getByText('2026-12-31').className).toBe('whitespace-nowrap');
    expect(first.closest('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(within(rows[1]!).getByText('Expired')).toBeTruthy();
    expect(within(rows[1]!).getByText(/AED 10\.00 back/)).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Not translated yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Cashback' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Five back on' }));
    expect(await screen.findByText('Cashback offer turned off')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, on: false });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'expired' } });
    expect(await screen.findByText('Flat ten')).toBeTruthy();
    expect(screen.queryByText('Five back')).toBeNull();
  });

  it('creates an offer: English title required, Arabic right to left, a cap only for a percentage', async () => {
    const calls = asStaff({ [FIRST_PAGE]: page([]), 'POST console/cashbacks': { status: 200, body: cashback(9, 'Ramadan back') } });
    renderConsole('/cashbacks');
    expect(await screen.findByText('No cashback offers here')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add cashback offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cashback offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Ramadan back' } });
    const arabic = within(dialog).getByLabelText('Title (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(arabic, { target: { value: 'استرداد رمضان' } });
    expect(within(dialog).getByLabelText('Largest cashback')).toBeTruthy();
    // A choice is as tall as the number fields beside it (h-12, as the text field's box), so that their row lines up.
    expect(within(dialog).getByLabelText('Pays back').className.split(' ')).toContain('h-12');
    fireEvent.change(within(dialog).getByLabelText('Pays back'), { target: { value: 'amount' } });
    expect(within(dialog).queryByLabelText('Largest cashback')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Cashback'), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByLabelText('Minimum order'), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText('Orders per customer'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2027-02-18' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2027-03-19' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('Cashback offer created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: { en: 'Ramadan back', ar: 'استرداد رمضان', fr: '' }, cashback_type: 'amount', cashback_amount: 15, min_purchase: 100, max_discount: 0,
      limit_per_customer: null, start_date: '2027-02-18', end_date: '2027-03-19', on: true,
    });
  });

  it('shows the server\'s message under its field, and on a stale save names what changed and loads their version', async () => {
    const current = cashback(5, 'Five back', { version: 3, cashback_amount: 8 });
    const conflict: ConsoleCashbackConflict = { errors: [{ code: 'version_conflict', message: 'Changed meanwhile' }], current, changed: ['cashback_amount'] };
    const calls = asStaff({
      [FIRST_PAGE]: page([cashback(5, 'Five back'), cashback(6, 'Six back')]),
      'PUT console/cashbacks/6': { status: 400, body: { errors: [{ code: 'cashback_amount', message: 'A percentage is at most 100.' }] } },
      'PUT console/cashbacks/5': { status: 409, body: conflict },
    });
    renderConsole('/cashbacks');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Six back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit cashback offer' });
    fireEvent.change(within(dialog).getByLabelText('Cashback'), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('A percentage is at most 100.')).toHaveLength(2);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 1, cashback_amount: 120 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Five back' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit cashback offer' });
    fireEvent.change(within(dialog).getByLabelText('Minimum order'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else changed this offer')).toBeTruthy();
    expect(within(dialog).getByText('Changed since you opened it: Cashback.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    expect((within(dialog).getByLabelText('Cashback') as HTMLInputElement).value).toBe('8');
    expect((within(dialog).getByLabelText('Minimum order') as HTMLInputElement).value).toBe('0');
  });

  it('is closed to support', async () => {
    asStaff({}, 'support');
    renderConsole('/cashbacks');
    expect(await screen.findByText('You may not see the cashback offers.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cashback' })).toBeNull();
  });
});
