import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Config, CustomerAddress, OrderPlaced, OrderTotals } from '@storefront/contract';
import { cartLineFixture } from '@/test/cart-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { cartOrder } from '../checkout-order';
import type { CheckoutProps } from '../checkout-settings';
import { CheckoutForm } from './checkout-form';

const order = cartOrder([cartLineFixture({ total_price: 80, discount_amount: 8 })])!;
const home = { id: 7, address: 'Boulevard Plaza', latitude: 25.19, longitude: 55.27, zone_ids: [1] } as CustomerAddress;
const away = { ...home, id: 8, address: 'Marina Walk', zone_ids: [4] } as CustomerAddress;
const placed: OrderPlaced = {
  message: 'Order placed successfully', order_id: 100001, order_status: 'pending', payment_status: 'unpaid',
  totals: { item_amount: 88, item_discount: 8, coupon_discount: 0, referral_discount: 0, delivery_charge: 5, original_delivery_charge: 5, additional_charge: 0, tax_amount: 0, dm_tips: 0, order_amount: 85, wallet_amount: 0, cashback_amount: 0 },
};

const totals = (overrides: Partial<OrderTotals> = {}): OrderTotals => ({ ...placed.totals, ...overrides });
const requestsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
const refusal = (message: string, code = 'business_rule') => ({ status: 422, body: { errors: [{ code, message }] } });

function setup(overrides: Partial<CheckoutProps> = {}, config: Partial<Config> = {}) {
  const onPlaced = vi.fn();
  const props: CheckoutProps = {
    page: 'cart', order, config: configFixture(config), signedIn: false, addresses: [], coupons: [], guestId: 'guest-12345',
    guestLocation: { address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27 }, addressDialogs: { chooseSaved: vi.fn(), addNew: vi.fn() }, onPlaced, ...overrides,
  };
  renderWithApp(<CheckoutForm {...props} />);
  return { onPlaced };
}

const methods = () => within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CheckoutForm', () => {
  it('offers only the payment methods config allows, the wallet only when signed in', () => {
    setup();
    expect(methods()).toEqual(['Cash on Delivery', 'Digital Payment']);
  });

  it('adds offline payment and the wallet for a signed-in customer', () => {
    setup({ signedIn: true, walletBalance: 12 }, { offline_payment_status: 1, cash_on_delivery: false });
    expect(methods()).toEqual(['Digital Payment', 'Offline Payment', 'Wallet$12.00']);
  });

  it('shows the referral discount and the cashback the server priced', async () => {
    mockFetch({ 'customer/order/preview': { body: { totals: totals({ referral_discount: 7.2, order_amount: 77.8, cashback_amount: 3.6 }) } } });
    setup({ signedIn: true, addresses: [home], walletBalance: 0 });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(summary.getAttribute('data-exact')).toBe('true'));
    expect(within(summary).getByTestId('summary-referral').textContent).toBe('- $7.20');
    expect(within(summary).getByTestId('summary-cashback').textContent).toBe('You will get $3.60 cashback in your wallet when this order is delivered.');
  });

  it('hides the Delivery Addresses section for take-away', () => {
    setup();
    expect(screen.getByTestId('delivery-address').textContent).toContain('Downtown Dubai');
    fireEvent.click(screen.getByRole('radio', { name: 'Take Away' }));
    expect(screen.queryByTestId('delivery-address')).toBeNull();
    expect(screen.queryByText('Delivery fee')).toBeNull();
  });

  it('picks a saved address of the store\'s zone for a signed-in customer', () => {
    setup({ signedIn: true, addresses: [away, home] });
    expect(screen.getByTestId('delivery-address').textContent).toContain('Boulevard Plaza');
  });

  it('warns No Contact Info Added and checks the guest contact dialog', async () => {
    setup();
    expect(within(screen.getByTestId('guest-contact')).getByText('No Contact Info Added')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('guest-contact')).getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Info' });
    expect((within(dialog).getByLabelText('Phone') as HTMLInputElement).value).toBe('+1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone Number is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    fill('Contact Person Name', 'Omar');
    fill('Phone', '+12025550123');
    fill('Contact Person Email', 'omar@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((within(dialog).getByLabelText('Contact Person Name') as HTMLInputElement).value).toBe('');
    fill('Contact Person Name', 'Omar');
    fill('Phone', '+12025550123');
    fill('Contact Person Email', 'omar@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('guest-contact').textContent).toContain('omar@example.com');
    expect(screen.queryByText('No Contact Info Added')).toBeNull();
  });

  it('shows no figure of its own: a skeleton until the server has priced the order, then its figures', async () => {
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => (answer = resolve));
    mockFetch({ 'customer/order/preview': { body: { totals: totals({ additional_charge: 2, order_amount: 87 }) } } });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => {
      await pending;
      return original(...args);
    });
    setup({}, { additional_charge_status: 1, additional_charge: 2, additional_charge_name: 'Service fee' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByTestId('summary-loading')).toBeTruthy();
    expect(within(summary).getByRole('status', { name: 'Working out the fees and total' })).toBeTruthy();
    expect(within(summary).queryByTestId('summary-total')).toBeNull();
    answer(null);
    await waitFor(() => expect(within(summary).getByTestId('summary-total').textContent).toBe('$87.00'));
    expect(within(summary).getByTestId('summary-delivery-fee').textContent).toBe('+ $5.00');
    expect(within(summary).getByTestId('summary-service-fee').textContent).toBe('+ $2.00');
    expect(within(summary).queryByTestId('summary-loading')).toBeNull();
  });

  it('asks for the address before showing any fee or total', async () => {
    const fetchMock = mockFetch({ 'customer/order/preview': { body: { totals: placed.totals } } });
    setup({ signedIn: true, addresses: [away] });
    expect(screen.getByTestId('summary-waiting').textContent).toBe('Choose where to deliver to see the delivery fee, tax and total.');
    expect(screen.queryByTestId('summary-total')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(fetchMock, 'customer/order/preview')).toHaveLength(0);
  });

  it('places the order with the right body and one Idempotency-Key for every try', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      'customer/order/preview': { body: { totals: placed.totals } },
      'customer/order/place': () => (++calls === 1 ? refusal('This coupon has expired', 'coupon_expired') : { body: placed }),
    });
    const { onPlaced } = setup({}, { dm_tips_status: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('place-problem')).textContent).toBe('No Contact Info Added');
    const dialog = screen.getByRole('dialog', { name: 'Contact Info' });
    fill('Contact Person Name', 'Omar');
    fill('Phone', '+12025550123');
    fill('Contact Person Email', 'omar@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('radio', { name: '$10.00' }));
    fill('Coupon code', 'OLD10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Order note' }), { target: { value: ' Ring twice ' } });

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('place-problem')).textContent).toBe('This coupon has expired');
    expect(within(screen.getByTestId('coupon')).getByRole('alert').textContent).toBe('This coupon has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // The guest's phone goes on with the order, for Track Order to use.
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed, '+12025550123'));

    const requests = fetchMock.mock.calls.filter(([url]) => String(url).includes('customer/order/place'));
    expect(requests).toHaveLength(2);
    const keys = requests.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(requests[1]![1]!.body))).toEqual({
      order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'cart', payment_return_path: '/checkout?page=cart&from=payment',
      guest_id: 'guest-12345',
      contact: { contact_person_name: 'Omar', contact_person_number: '+12025550123', contact_person_email: 'omar@example.com' },
      address: {
        address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27, road: null, house: null, floor: null,
        contact_person_name: 'Omar', contact_person_number: '+12025550123', contact_person_email: 'omar@example.com',
      },
      dm_tips: 10, coupon_code: 'OLD10', order_note: 'Ring twice',
    });
  });

  it('sends a signed-in customer\'s saved address by id and goes to the gateway for digital payment', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockFetch({
      'customer/order/preview': { body: { totals: placed.totals } },
      'customer/order/place': { body: { ...placed, payment_url: '/payment/test-gateway/abc' } },
    });
    const { onPlaced } = setup({ signedIn: true, addresses: [home], guestId: 'guest-12345' });
    fireEvent.click(screen.getByRole('radio', { name: 'Digital Payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/test-gateway/abc'));
    expect(onPlaced).not.toHaveBeenCalled();
    const body = JSON.parse(String(requestsTo(fetchMock, 'customer/order/place')[0]![1]!.body));
    expect(body).toMatchObject({ payment_method: 'digital_payment', address_id: 7 });
    expect(body.guest_id).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('shows the server\'s exact figures from the preview, priced with the order\'s very body and no Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      'customer/order/preview': { body: { totals: totals({ item_amount: 88, item_discount: 8, delivery_charge: 6.5, original_delivery_charge: 6.5, additional_charge: 2, tax_amount: 4.25, order_amount: 92.75 }) } },
    });
    setup({ signedIn: true, addresses: [home] }, { additional_charge_status: 1, additional_charge: 2, additional_charge_name: 'Service fee' });
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$92.75'));
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('$88.00');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('+ $6.50');
    expect(screen.getByTestId('summary-tax').textContent).toBe('+ $4.25');
    expect(screen.getByText('+ $2.00')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.queryByText('Calculated when you place the order')).toBeNull();
    expect(screen.getByText('You have Saved $8.00')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'customer/order/preview');
    expect((request![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
    expect(JSON.parse(String(request![1]!.body))).toEqual({
      order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'cart', payment_return_path: '/checkout?page=cart&from=payment', address_id: 7,
    });
  });

  it('shows free delivery, the coupon, what was saved and the wallet part of a partial payment', async () => {
    mockFetch({
      'customer/order/preview': {
        body: { totals: totals({ item_amount: 88, item_discount: 8, coupon_discount: 5, delivery_charge: 0, original_delivery_charge: 7, tax_amount: 0, order_amount: 75, wallet_amount: 12 }) },
      },
    });
    setup({ signedIn: true, addresses: [home], walletBalance: 12 }, { customer_wallet_status: 1, partial_payment_status: 1, partial_payment_method: 'both' });
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$75.00'));
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('Free');
    expect(screen.getByText('- $5.00')).toBeTruthy();
    expect(screen.getByText('You have Saved $20.00')).toBeTruthy();
    expect(screen.getByTestId('summary-wallet').textContent).toBe('- $12.00');
    expect(screen.getByTestId('summary-due').textContent).toBe('$63.00');
  });

  it('shows the server\'s message and no total when the preview is refused', async () => {
    const ceiling = 'The total amount of the order, exceeds maximum amount of the cash on delivery method';
    mockFetch({ 'customer/order/preview': refusal(ceiling) });
    setup({ signedIn: true, addresses: [home] });
    expect((await screen.findByTestId('preview-problem')).textContent).toBe(ceiling);
    expect(screen.queryByTestId('summary-total')).toBeNull();
    expect(screen.queryByTestId('summary-loading')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '').not.toContain(ceiling);
  });

  it('prices a guest\'s order from the location alone, without the contact, and keeps the contact out of the priced body', async () => {
    const fetchMock = mockFetch({ 'customer/order/preview': { body: { totals: placed.totals } } });
    setup();
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$85.00'));
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('+ $5.00');
    expect(screen.getByRole('region', { name: 'Order Summary' }).getAttribute('data-exact')).toBe('true');
    const requests = requestsTo(fetchMock, 'customer/order/preview');
    expect(requests).toHaveLength(1);
    expect(JSON.parse(String(requests[0]![1]!.body))).toEqual({
      order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'cart', payment_return_path: '/checkout?page=cart&from=payment', guest_id: 'guest-12345',
      address: { address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27, road: null, house: null, floor: null },
    });
    // Giving the contact changes no amount: the server is not asked again.
    fireEvent.click(screen.getByTestId('guest-contact').querySelector('button')!);
    const dialog = screen.getByRole('dialog', { name: 'Contact Info' });
    fill('Contact Person Name', 'Omar');
    fill('Phone', '+12025550123');
    fill('Contact Person Email', 'omar@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(fetchMock, 'customer/order/preview')).toHaveLength(1);
  });
});
