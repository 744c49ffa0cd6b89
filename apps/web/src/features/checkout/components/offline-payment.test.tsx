import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerAddress, OfflinePaymentMethodList, OrderPlaced } from '@storefront/contract';
import { COPIED_MS } from '@/lib/use-copy';
import { cartLineFixture } from '@/test/cart-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { orderBody } from '../checkout-body';
import { cartOrder } from '../checkout-order';
import type { CheckoutProps } from '../checkout-settings';
import { humanise, missingOfflineField } from '../offline-payment';
import { CheckoutForm } from './checkout-form';

const order = cartOrder([cartLineFixture({ total_price: 80 })])!;
const home = { id: 7, address: 'Boulevard Plaza', latitude: 25.19, longitude: 55.27, zone_ids: [1] } as CustomerAddress;
const placed: OrderPlaced = {
  message: 'Order placed successfully', order_id: 100002, order_status: 'pending', payment_status: 'unpaid',
  totals: { item_amount: 80, item_discount: 0, coupon_discount: 0, referral_discount: 0, delivery_charge: 5, original_delivery_charge: 5, additional_charge: 0, tax_amount: 0, dm_tips: 0, order_amount: 85, wallet_amount: 0, cashback_amount: 0 },
};
const offlineMethods: OfflinePaymentMethodList = [
  {
    id: 1, method_name: 'Bank transfer',
    method_fields: [
      { input_name: 'bank_name', input_data: 'Emirates NBD' },
      { input_name: 'account_name', input_data: 'Storefront LLC' },
      { input_name: 'iban', input_data: 'AE070331234567890123456' },
    ],
    method_informations: [
      { customer_input: 'transaction_id', customer_placeholder: 'Transaction ID', is_required: 1 },
      { customer_input: 'sender_name', customer_placeholder: 'Sender name', is_required: 1 },
      { customer_input: 'note', customer_placeholder: 'Note', is_required: 0 },
    ],
  },
  {
    id: 2, method_name: 'Cheque on delivery',
    method_fields: [{ input_name: 'payable_to', input_data: 'Storefront LLC' }],
    method_informations: [{ customer_input: 'cheque_number', customer_placeholder: 'Cheque number', is_required: 1 }],
  },
];

const requestsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function setup() {
  const fetchMock = mockFetch({
    offline_payment_method_list: { body: offlineMethods },
    'customer/order/preview': { body: { totals: placed.totals } },
    'customer/order/place': { body: placed },
  });
  const onPlaced = vi.fn();
  const props: CheckoutProps = {
    page: 'cart', order, config: configFixture({ offline_payment_status: 1 }), signedIn: true, addresses: [home], coupons: [], guestId: null,
    guestLocation: null, addressDialogs: { chooseSaved: vi.fn(), addNew: vi.fn() }, onPlaced,
  };
  renderWithApp(<CheckoutForm {...props} />);
  return { fetchMock, onPlaced };
}

const chooseOffline = () => fireEvent.click(screen.getByRole('radio', { name: 'Offline Payment' }));

describe('OfflinePayment', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the offline methods only once offline payment is chosen', async () => {
    const { fetchMock } = setup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('offline-payment')).toBeNull();
    expect(requestsTo(fetchMock, 'offline_payment_method_list')).toHaveLength(0);

    chooseOffline();
    const group = await screen.findByRole('radiogroup', { name: 'Offline payment methods' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Bank transfer', 'Cheque on delivery']);
    expect(requestsTo(fetchMock, 'offline_payment_method_list')).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.queryByTestId('offline-payment')).toBeNull();
  });

  it('shows the chosen method\'s payment details with a copy button, and its inputs with the required ones marked', async () => {
    setup();
    chooseOffline();
    const section = await screen.findByTestId('offline-payment');
    const details = (await within(section).findByText('Emirates NBD')).closest('dl')!;
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Bank name', 'Account name', 'Iban']);
    expect([...details.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Emirates NBD', 'Storefront LLC', 'AE070331234567890123456']);
    expect(screen.getByLabelText('Transaction ID').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Sender name').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Note').getAttribute('aria-required')).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Iban' })));
    expect(writeText).toHaveBeenCalledWith('AE070331234567890123456');
    expect(within(section).getByRole('button', { name: 'Copied' }).textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPIED_MS + 10));
    expect(within(section).queryByRole('button', { name: 'Copied' })).toBeNull();
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('radio', { name: 'Cheque on delivery' }));
    expect(within(section).queryByText('Emirates NBD')).toBeNull();
    expect(within(section).getByText('Payable to')).toBeTruthy();
    expect(screen.getByLabelText('Cheque number')).toBeTruthy();
    expect(screen.queryByLabelText('Transaction ID')).toBeNull();
  });

  it('says "{placeholder} is required" before placing, and does not place the order; the inputs change no price', async () => {
    const { fetchMock } = setup();
    chooseOffline();
    await screen.findByLabelText('Transaction ID');
    fill('Sender name', 'Omar');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('place-problem')).textContent).toBe('Transaction ID is required');
    expect(within(screen.getByTestId('offline-payment')).getByText('Transaction ID is required')).toBeTruthy();
    expect(screen.getByLabelText('Transaction ID').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'customer/order/place')).toHaveLength(0);
    // The fees are shown all the same: the preview is priced without the inputs, which change no amount.
    await waitFor(() => expect(requestsTo(fetchMock, 'customer/order/preview').map(([, init]) => JSON.parse(String(init!.body))).at(-1)).toMatchObject({ payment_method: 'offline_payment' }));
    const previewed = requestsTo(fetchMock, 'customer/order/preview').map(([, init]) => JSON.parse(String(init!.body)));
    expect(previewed.every((body) => body.offline_payment === undefined)).toBe(true);
  });

  it('places the order with offline_payment: the method id and the trimmed inputs', async () => {
    const { fetchMock, onPlaced } = setup();
    chooseOffline();
    await screen.findByLabelText('Transaction ID');
    fill('Transaction ID', '  TX-991 ');
    fill('Sender name', ' Omar Haddad');
    const offline = { method_id: 1, fields: { transaction_id: 'TX-991', sender_name: 'Omar Haddad' } };

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // A signed-in customer has no guest phone to hand to Track Order.
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed, undefined));
    const body = JSON.parse(String(requestsTo(fetchMock, 'customer/order/place')[0]![1]!.body));
    expect(body).toMatchObject({ payment_method: 'offline_payment', address_id: 7, offline_payment: offline });
  });
});

describe('offline payment rules', () => {
  it('humanises field names', () => {
    expect(humanise('bank_name')).toBe('Bank name');
    expect(humanise('account-name')).toBe('Account name');
  });

  it('names the first required input left empty', () => {
    expect(missingOfflineField(offlineMethods[0]!, { transaction_id: ' ' })).toBe('Transaction ID');
    expect(missingOfflineField(offlineMethods[0]!, { transaction_id: 'T', sender_name: 'S' })).toBeUndefined();
  });

  it('adds offline_payment to the body only for offline payment', () => {
    const choices = {
      orderType: 'take_away' as const, address: null, contact: null, partial: false, couponCode: '', tips: 0, note: '', scheduleAt: null,
      offline: { methodId: 2, fields: { cheque_number: ' 0042 ', note: '  ' } },
    };
    expect(orderBody(order, { ...choices, paymentMethod: 'offline_payment' }, 'cart', null).offline_payment).toEqual({ method_id: 2, fields: { cheque_number: '0042' } });
    expect(orderBody(order, { ...choices, paymentMethod: 'cash_on_delivery' }, 'cart', null).offline_payment).toBeUndefined();
  });
});
