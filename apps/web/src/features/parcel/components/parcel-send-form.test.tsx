import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPlaced, ParcelCategory, ParcelOrderPlace, ParcelQuote } from '@storefront/contract';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ParcelSendForm, type ParcelSendFormProps } from './parcel-send-form';

const category: ParcelCategory = {
  id: 3, name: 'Documents', description: 'Papers and envelopes', image: '', image_full_url: '', module_id: 5,
  parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 10,
};
const quote = (overrides: Partial<ParcelQuote> = {}): ParcelQuote => ({
  parcel_category_id: 3, distance: 24.6, per_km_charge: 2, minimum_charge: 10, delivery_charge: 49.2, dm_tips: 0, order_amount: 49.2,
  charge_payer: 'sender', payment_methods: ['cash_on_delivery', 'digital_payment'], ...overrides,
});
const placed: OrderPlaced = {
  message: 'Order placed successfully', order_id: 100042, order_status: 'pending', payment_status: 'unpaid',
  totals: { item_amount: 0, item_discount: 0, coupon_discount: 0, referral_discount: 0, delivery_charge: 49.2, original_delivery_charge: 49.2, additional_charge: 0, tax_amount: 0, dm_tips: 0, order_amount: 49.2, wallet_amount: 0, cashback_amount: 0 },
};
const marina = { zoneId: '[1]', latLng: { lat: 25.08, lng: 55.14 }, address: 'Dubai Marina Walk' };

/** Stands in for the location feature's map: a button that drops the pin on the Marina. */
const renderMap = ({ onChange }: PointPickerProps) => (
  <button type="button" onClick={() => onChange(marina)}>
    Pin on map
  </button>
);

const bodiesTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String((init as RequestInit).body)) as ParcelOrderPlace);

function setup(overrides: Partial<ParcelSendFormProps> = {}, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'customer/order/preview': { body: quote() },
    'customer/order/place': { body: placed },
    'customer/order/parcel-instructions': { body: { total_size: 1, limit: 20, offset: 1, data: [{ id: 1, instruction: 'Handle with care' }] } },
    ...routes,
  });
  const onPlaced = vi.fn();
  const props: ParcelSendFormProps = {
    category,
    dialCode: '+971',
    senderStart: { address: 'Downtown Dubai', point: { lat: 25.19, lng: 55.27 }, contact_person_name: 'Sara', contact_person_number: '+971501111111' },
    senderMethods: ['cash_on_delivery', 'digital_payment', 'offline_payment', 'wallet'],
    guestId: 'guest-12345',
    renderMap,
    onPlaced,
    ...overrides,
  };
  renderWithApp(<ParcelSendForm {...props} />);
  return { fetchMock, onPlaced };
}

const receiver = () => within(screen.getByTestId('parcel-receiver'));
const methods = () => within(screen.getByTestId('parcel-payment-methods')).getAllByRole('radio').map((r) => r.closest('label')!.textContent);

function fillReceiver(phone = '502222222') {
  fireEvent.click(receiver().getByRole('button', { name: 'Pin on map' }));
  fireEvent.change(receiver().getByLabelText('Name'), { target: { value: 'Omar' } });
  fireEvent.change(receiver().getByLabelText('Phone'), { target: { value: phone } });
}

describe('ParcelSendForm', () => {
  it('says under each empty field of the receiver what is missing, and sends nothing', () => {
    const { fetchMock } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(receiver().getByText('Name is required')).toBeTruthy();
    expect(receiver().getByText('Phone Number is required')).toBeTruthy();
    expect(receiver().getByText('Address is required')).toBeTruthy();
    // The sender started complete from the current location and the account.
    expect(within(screen.getByTestId('parcel-sender')).queryByText('Name is required')).toBeNull();
    expect(bodiesTo(fetchMock, 'customer/order/place')).toHaveLength(0);
  });

  it('asks the server to price the ride once both ends are known, and shows distance and charge', async () => {
    const { fetchMock } = setup();
    expect(screen.getByText('Fill in both addresses to see the distance and charge.')).toBeTruthy();
    expect(bodiesTo(fetchMock, 'customer/order/preview')).toHaveLength(0);
    fillReceiver();
    expect(await screen.findByTestId('parcel-charge')).toHaveProperty('textContent', '$49.20');
    expect(screen.getByText('24.6 km')).toBeTruthy();
    const [body] = bodiesTo(fetchMock, 'customer/order/preview');
    expect(body).toMatchObject({
      order_type: 'parcel', parcel_category_id: 3, charge_payer: 'sender', payment_method: 'cash_on_delivery', guest_id: 'guest-12345',
      address: { address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27, contact_person_name: 'Sara', contact_person_number: '+971501111111' },
      receiver_details: { address: 'Dubai Marina Walk', latitude: 25.08, longitude: 55.14, contact_person_name: 'Omar', contact_person_number: '+971502222222' },
    });
  });

  it('shows the server\'s zone refusal in place of the charge', async () => {
    setup({}, { 'customer/order/preview': { status: 422, body: { errors: [{ code: 'business_rule', message: 'Sorry, we do not deliver parcels to this address yet.' }] } } });
    fillReceiver();
    expect(await within(screen.getByTestId('parcel-quote')).findByText('Sorry, we do not deliver parcels to this address yet.')).toBeTruthy();
  });

  it('lets the sender pay as config allows, and the receiver only in cash on delivery', async () => {
    const { fetchMock } = setup();
    expect(methods()).toEqual(['Cash on delivery', 'Digital payment', 'Wallet']);
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Receiver' }));
    expect(methods()).toEqual(['Cash on delivery']);
    expect(screen.getByText('The receiver pays in cash on delivery.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty('checked', true);
    fillReceiver();
    await waitFor(() => expect(bodiesTo(fetchMock, 'customer/order/preview').at(-1)).toMatchObject({ charge_payer: 'receiver', payment_method: 'cash_on_delivery' }));
  });

  it('places the parcel with the instruction and tip but never an amount or a distance', async () => {
    const { fetchMock, onPlaced } = setup({ renderTips: (value, onChange) => <button type="button" onClick={() => onChange(value + 5)}>Tip 5</button> });
    fillReceiver('0502222222');
    fireEvent.click(await screen.findByRole('button', { name: 'Handle with care' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tip 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
    const [body] = bodiesTo(fetchMock, 'customer/order/place');
    expect(body).toMatchObject({ order_type: 'parcel', parcel_category_id: 3, delivery_instruction: 'Handle with care', dm_tips: 5 });
    // Typed without its plus, the receiver's phone gets the country's code (the leading 0 dropped).
    expect(body!.receiver_details.contact_person_number).toBe('+971502222222');
    expect(body).not.toHaveProperty('order_amount');
    expect(body).not.toHaveProperty('distance');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('customer/order/place'));
    expect(new Headers((call![1] as RequestInit).headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('takes the sender from a saved address when the customer picks one', async () => {
    const chooseSaved = vi.fn((onPick: (a: { address: string; latitude: number; longitude: number; contact_person_name: string }) => void) =>
      onPick({ address: 'Business Bay Tower', latitude: 25.18, longitude: 55.26, contact_person_name: 'Sara K' }),
    );
    const { fetchMock } = setup({ chooseSaved });
    fireEvent.click(screen.getByRole('button', { name: 'Saved addresses' }));
    expect(within(screen.getByTestId('parcel-sender')).getByLabelText('Address')).toHaveProperty('value', 'Business Bay Tower');
    fillReceiver();
    await waitFor(() => expect(bodiesTo(fetchMock, 'customer/order/preview').at(-1)?.address).toMatchObject({ address: 'Business Bay Tower', latitude: 25.18, contact_person_name: 'Sara K' }));
  });
});
