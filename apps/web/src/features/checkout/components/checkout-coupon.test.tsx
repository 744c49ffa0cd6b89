import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_TEXTS, type CustomerAddress, type OrderTotals } from '@storefront/contract';
import { cartLineFixture } from '@/test/cart-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { cartOrder } from '../checkout-order';
import type { CheckoutProps } from '../checkout-settings';
import { CheckoutForm } from './checkout-form';

const order = cartOrder([cartLineFixture({ total_price: 80, discount_amount: 8 })])!;
const home = { id: 7, address: 'Boulevard Plaza', latitude: 25.19, longitude: 55.27, zone_ids: [1] } as CustomerAddress;
const totals = (overrides: Partial<OrderTotals> = {}): OrderTotals => ({
  item_amount: 88, item_discount: 8, coupon_discount: 0, referral_discount: 0, delivery_charge: 5, original_delivery_charge: 5, additional_charge: 0,
  tax_amount: 0, dm_tips: 0, order_amount: 85, wallet_amount: 0, cashback_amount: 0, ...overrides,
});
const refusal = (code: string, message: string) => ({ status: 422, body: { errors: [{ code, message }] } });
const requestsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
const couponCode = (init: RequestInit) => JSON.parse(String(init.body)).coupon_code as string | undefined;

function setup() {
  const props: CheckoutProps = {
    page: 'cart', order, config: configFixture(), signedIn: true, addresses: [home], coupons: [], guestId: null,
    guestLocation: null, addressDialogs: { chooseSaved: vi.fn(), addNew: vi.fn() }, onPlaced: vi.fn(),
  };
  renderWithApp(<CheckoutForm {...props} />);
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const apply = (code: string) => {
  fill('Coupon code', code);
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};
const couponAlert = () => within(screen.getByTestId('coupon')).queryByRole('alert');

describe('CheckoutForm coupon', () => {
  it('checks a coupon on Apply: the refusal under the field at once, then the discount of a good one', async () => {
    const fetchMock = mockFetch({
      'customer/order/preview': (init) => {
        const code = couponCode(init);
        if (code === 'NOPE') return refusal('coupon_not_found', 'Coupon not found');
        return { body: { totals: totals(code === 'SAVE5' ? { coupon_discount: 5, order_amount: 80 } : {}) } };
      },
    });
    setup();
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$85.00'));
    apply('NOPE');
    await waitFor(() => expect(couponAlert()?.textContent).toBe('Coupon not found'));
    expect(screen.getByTestId('preview-problem').textContent).toBe('Coupon not found');
    expect(requestsTo(fetchMock, 'customer/order/place')).toHaveLength(0);

    fireEvent.click(within(screen.getByTestId('coupon')).getByRole('button', { name: 'Remove' }));
    apply('SAVE5');
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$80.00'));
    expect(couponAlert()).toBeNull();
    expect(screen.queryByTestId('preview-problem')).toBeNull();
    expect(screen.getByText('- $5.00')).toBeTruthy();
  });

  it('knows a coupon refusal by its detail code, whatever its text says', async () => {
    mockFetch({
      'customer/order/preview': (init) => {
        const code = couponCode(init);
        // A coupon refusal in another language, and a refusal of something else that reads like a coupon's.
        if (code === 'ETE25') return refusal('coupon_zone', 'Ce coupon n\'est pas valable ici');
        if (code === 'LOOKALIKE') return refusal('business_rule', ORDER_TEXTS.coupon_expired);
        return { body: { totals: totals() } };
      },
    });
    setup();
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$85.00'));
    apply('ETE25');
    await waitFor(() => expect(couponAlert()?.textContent).toBe('Ce coupon n\'est pas valable ici'));

    fireEvent.click(within(screen.getByTestId('coupon')).getByRole('button', { name: 'Remove' }));
    apply('LOOKALIKE');
    await waitFor(() => expect(screen.getByTestId('preview-problem').textContent).toBe(ORDER_TEXTS.coupon_expired));
    expect(couponAlert()).toBeNull();
  });

  it('puts a refusal of placing under the coupon field by its code only', async () => {
    let placeAnswer = refusal('coupon_used_up', 'Coupon déjà utilisé');
    mockFetch({
      'customer/order/preview': { body: { totals: totals() } },
      'customer/order/place': () => placeAnswer,
    });
    setup();
    apply('FRESH10');
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$85.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('place-problem')).textContent).toBe('Coupon déjà utilisé');
    expect(couponAlert()?.textContent).toBe('Coupon déjà utilisé');

    fireEvent.click(within(screen.getByTestId('coupon')).getByRole('button', { name: 'Remove' }));
    apply('FRESH10');
    placeAnswer = refusal('business_rule', ORDER_TEXTS.coupon_exhausted);
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$85.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('place-problem').textContent).toBe(ORDER_TEXTS.coupon_exhausted));
    expect(couponAlert()).toBeNull();
  });
});
