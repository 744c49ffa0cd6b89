import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleSettings } from '@storefront/contract';
import { mockApi, operator, refusal, renderConsole, session } from '../test/render-console';

const SETTINGS: ConsoleSettings = {
  version: 3, updated_at: null,
  payments: {
    cash_on_delivery: true, digital_payment: false, offline_payment_status: true, partial_payment_status: false, partial_payment_method: 'both',
    offline_methods: [{ id: 1, name: 'Bank transfer', on: true, information: [{ label: 'IBAN', value: 'AE07 0331' }], fields: [{ name: 'transaction_id', placeholder: 'Transfer reference', required: true }] }],
  },
  checkout: { guest_checkout_status: true, customer_verification: false, order_delivery_verification: false },
  wallet: { customer_wallet_status: true, add_fund_status: true },
  loyalty: { loyalty_point_status: true, loyalty_point_exchange_rate: 10, loyalty_point_minimum_point: 100, loyalty_point_item_purchase_point: 2 },
  referral: {
    ref_earning_status: true, ref_earning_exchange_rate: 5, new_customer_discount_status: false, new_customer_discount_amount_type: 'percent',
    new_customer_discount_amount: 10, new_customer_discount_validity_days: 30,
  },
  charges: { default_tax: 0, additional_charge_status: true, additional_charge_name: { en: 'Service fee', ar: 'رسوم الخدمة', fr: '' }, additional_charge: 2 },
  map: { map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', map_attribution: 'OSM' },
  maintenance: { maintenance_mode: false, maintenance_message: { en: '', ar: '', fr: '' } },
};

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'admin' | 'operations' = 'admin') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { business_name: 'Souqly' } },
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers,
  });
}

describe('the business settings page', () => {
  it('loads every section with its values, and saves the whole document with the version read', async () => {
    const saved = { ...SETTINGS, version: 4, charges: { ...SETTINGS.charges, default_tax: 5 }, checkout: { ...SETTINGS.checkout, guest_checkout_status: false } };
    const calls = asStaff({ 'GET console/settings': { status: 200, body: SETTINGS }, 'PUT console/settings': { status: 200, body: saved } });
    renderConsole('/settings');
    expect(await screen.findByRole('link', { name: 'Business settings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect((screen.getByLabelText('Service fee amount') as HTMLInputElement).value).toBe('2');
    expect(screen.getByLabelText('Service fee name (Arabic)').getAttribute('dir')).toBe('rtl');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('AE07 0331');
    expect(screen.getByRole('switch', { name: 'Guest checkout' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('switch', { name: 'Guest checkout' }));
    fireEvent.change(screen.getByLabelText('Default tax (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const boxes = screen.getAllByLabelText('Label in the box');
    fireEvent.change(boxes[1]!, { target: { value: 'Sender name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!.body as ConsoleSettings;
    expect(put.version).toBe(3);
    expect(put.checkout.guest_checkout_status).toBe(false);
    expect(put.charges.default_tax).toBe(5);
    expect(put.payments.offline_methods[0]!.fields).toEqual([
      { name: 'transaction_id', placeholder: 'Transfer reference', required: true }, { name: 'sender_name', placeholder: 'Sender name', required: true },
    ]);
    expect(put.maintenance).toEqual(SETTINGS.maintenance);
  }, 15_000);

  it('shows the server\'s refusal next to its field, and an empty number before sending', async () => {
    const calls = asStaff({
      'GET console/settings': { status: 200, body: SETTINGS },
      'PUT console/settings': refusal(400, 'loyalty.loyalty_point_exchange_rate', 'loyalty.loyalty_point_exchange_rate must be > 0'),
    });
    renderConsole('/settings');
    const rate = await screen.findByLabelText('Points worth one unit of money');
    fireEvent.change(rate, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findAllByText('loyalty.loyalty_point_exchange_rate must be > 0');
    // Next to its own field: the box is marked invalid and described by the server's message.
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)?.textContent).toBe('loyalty.loyalty_point_exchange_rate must be > 0');
  });

  it('says when someone else saved meanwhile, and which settings', async () => {
    asStaff({
      'GET console/settings': { status: 200, body: SETTINGS },
      'PUT console/settings': { status: 409, body: { errors: [{ code: 'stale_version', message: 'Changed' }], current: { ...SETTINGS, version: 4 }, changed: ['charges.additional_charge'] } },
    });
    renderConsole('/settings');
    fireEvent.click(await screen.findByRole('switch', { name: 'Wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const notice = (await screen.findByText('Someone else changed the settings')).closest('[role=alert]') as HTMLElement;
    expect(within(notice).getByText(/Service fee amount/)).toBeTruthy();
  });

  it('is read-only for those who may only see it', async () => {
    asStaff({ 'GET console/settings': { status: 200, body: SETTINGS } }, 'operations');
    renderConsole('/settings');
    expect(await screen.findByText('You may see these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Guest checkout' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Service fee amount') as HTMLInputElement).readOnly).toBe(true);
  });

  it('says when the settings cannot be read, with a retry', async () => {
    asStaff({ 'GET console/settings': refusal(500, 'server_error', 'Something went wrong') });
    renderConsole('/settings');
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
