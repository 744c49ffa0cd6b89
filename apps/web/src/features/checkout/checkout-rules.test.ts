import { describe, expect, it } from 'vitest';
import type { Coupon } from '@storefront/contract';
import { configFixture } from '@/test/fixtures';
import { itemFixture } from '@/test/catalog-fixtures';
import { orderBody, partialAllowed, paymentMethods } from './checkout-body';
import { buyNowOrder } from './checkout-order';
import { couponEstimate } from './checkout-estimate';
import { scheduleSlots } from './schedule-slots';

const coupon = (overrides: Partial<Coupon>) => ({ code: 'C', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 8, ...overrides }) as Coupon;

describe('checkout rules', () => {
  it('hides every method the config switches off', () => {
    const config = configFixture({ cash_on_delivery: false, digital_payment: false, offline_payment_status: 0, customer_wallet_status: 0 });
    expect(paymentMethods(config, true)).toEqual([]);
    // The delivery zone's own switches take methods away too (config/get-zone-id zone_data).
    const all = configFixture({ cash_on_delivery: true, digital_payment: true, offline_payment_status: 1, customer_wallet_status: 1 });
    expect(paymentMethods(all, true, { cash_on_delivery: 1, digital_payment: 0, offline_payment: 0 })).toEqual(['cash_on_delivery', 'wallet']);
    expect(paymentMethods(all, false, null)).toEqual(['cash_on_delivery', 'digital_payment', 'offline_payment']);
  });

  it('offers partial payment for the method config names', () => {
    const config = configFixture({ partial_payment_status: 1, partial_payment_method: 'cod', customer_wallet_status: 1 });
    expect(partialAllowed(config, true, 'cash_on_delivery')).toBe(true);
    expect(partialAllowed(config, true, 'digital_payment')).toBe(false);
    expect(partialAllowed(config, false, 'cash_on_delivery')).toBe(false);
  });

  it('estimates a coupon with its minimum purchase and cap', () => {
    expect(couponEstimate(coupon({}), 40)).toEqual({ discount: 0, minPurchase: 50 });
    expect(couponEstimate(coupon({}), 100)).toEqual({ discount: 8 });
    expect(couponEstimate(coupon({ discount_type: 'amount', discount: 5 }), 60)).toEqual({ discount: 5 });
  });

  it('estimates a coupon as the server charges it: in minor units, rounded to the business\'s digits', () => {
    const open = (overrides: Partial<Coupon>) => coupon({ min_purchase: 0, max_discount: 0, ...overrides });
    // 10% of 33.35 is 3.335: the server takes 3.34, never a fraction of a cent.
    expect(couponEstimate(open({}), 33.35)).toEqual({ discount: 3.34 });
    // 10% of 123.45 is 12.345, 12.35 in cents: 12.4 with one digit, 12 with none.
    expect(couponEstimate(open({}), 123.45, { digit_after_decimal_point: 1 })).toEqual({ discount: 12.4 });
    expect(couponEstimate(open({}), 123.45, { digit_after_decimal_point: 0 })).toEqual({ discount: 12 });
    expect(couponEstimate(open({ discount: 150 }), 20)).toEqual({ discount: 20 });
    expect(couponEstimate(open({ discount_type: 'amount', discount: 50 }), 12.5)).toEqual({ discount: 12.5 });
    expect(couponEstimate(open({ coupon_type: 'free_delivery', discount_type: 'amount', discount: 0 }), 60)).toEqual({ discount: 0 });
    // 0.7 + 0.1 + 0.2 adds up to just below 1 in floating point: the minimum of 1 is met all the same.
    expect(couponEstimate(coupon({ min_purchase: 1 }), 0.7 + 0.1 + 0.2)).toEqual({ discount: 0.1 });
    expect(couponEstimate(coupon({ min_purchase: 1 }), 0.99)).toEqual({ discount: 0, minPurchase: 1 });
  });

  it('makes today\'s remaining slots and all of tomorrow\'s', () => {
    const now = new Date(2026, 10, 21, 22, 10);
    const today = scheduleSlots(now, 30, 0);
    expect(today.map((s) => s.start.getHours() * 60 + s.start.getMinutes())).toEqual([22 * 60 + 30, 23 * 60, 23 * 60 + 30]);
    expect(scheduleSlots(now, 60, 1)).toHaveLength(24);
  });

  it('orders a Buy Now choice as one buy_now line, without the cart', () => {
    const order = buyNowOrder({ item_id: 1, quantity: 2, variation: [], add_on_ids: [5], add_on_qtys: [1], preview: { item: itemFixture(), total: 83, original: 90 } })!;
    expect(order.lines).toEqual([expect.objectContaining({ name: 'Margherita Pizza', quantity: 2, total: 83, discount: 7 })]);
    const body = orderBody(order, { orderType: 'take_away', address: null, contact: null, paymentMethod: 'wallet', partial: false, couponCode: '', tips: 5, note: '', scheduleAt: null }, 'buy_now', null);
    expect(body).toEqual({
      order_type: 'take_away', payment_method: 'wallet', source: 'buy_now', payment_return_path: '/checkout?page=buy_now&from=payment',
      buy_now: { item_id: 1, quantity: 2, variation: [], add_on_ids: [5], add_on_qtys: [1] },
    });
    expect(buyNowOrder(null)).toBeNull();
  });

  it('orders a campaign Order Now at the campaign: model ItemCampaign and the card\'s campaign_id', () => {
    const item = itemFixture({ campaign_id: 3 });
    const order = buyNowOrder({ item_id: 1, quantity: 1, model: 'ItemCampaign', preview: { item, total: 20, original: 25 } })!;
    const body = orderBody(order, { orderType: 'take_away', address: null, contact: null, paymentMethod: 'cash_on_delivery', partial: false, couponCode: '', tips: 0, note: '', scheduleAt: null }, 'campaign', null);
    expect(body).toMatchObject({ source: 'buy_now', payment_return_path: '/checkout?page=campaign&from=payment' });
    expect(body.buy_now).toEqual({ item_id: 1, quantity: 1, model: 'ItemCampaign', campaign_id: 3 });
    // A plain Buy Now of a campaign item stays a plain line.
    expect(buyNowOrder({ item_id: 1, quantity: 1, preview: { item, total: 20, original: 25 } })!.buyNow).toEqual({ item_id: 1, quantity: 1 });
  });
});

