import { describe, expect, it } from 'vitest';
import { itemFixture } from '@/test/catalog-fixtures';
import { cartLineFixture } from '@/test/cart-fixtures';
import { cartTotals, freeDeliveryProgress } from './cart-totals';
import { checkoutPath } from './checkout-path';
import { increaseProblem } from './item-rules';

const offer = (over: number | null, status: 0 | 1 = 1) => ({ free_delivery_over: over, free_delivery_over_status: status });

describe('freeDeliveryProgress', () => {
  it('is the subtotal over free_delivery_over, with what is left to spend', () => {
    expect(freeDeliveryProgress(25, offer(100))).toEqual({ percent: 25, remaining: 75 });
  });

  it('clamps at 100 and leaves 0 to spend once reached', () => {
    expect(freeDeliveryProgress(100, offer(100))).toEqual({ percent: 100, remaining: 0 });
    expect(freeDeliveryProgress(180, offer(100))).toEqual({ percent: 100, remaining: 0 });
    expect(freeDeliveryProgress(-5, offer(100))).toEqual({ percent: 0, remaining: 105 });
  });

  it('is absent when the offer is off, unset or without config', () => {
    expect(freeDeliveryProgress(25, offer(100, 0))).toBeNull();
    expect(freeDeliveryProgress(25, offer(null))).toBeNull();
    expect(freeDeliveryProgress(25, undefined)).toBeNull();
  });
});

describe('cartTotals', () => {
  it('adds the server\'s line totals and discounts', () => {
    const lines = [cartLineFixture({ total_price: 30.5, discount_amount: 4 }), cartLineFixture({ id: 91, total_price: 12, discount_amount: 0 })];
    expect(cartTotals(lines)).toEqual({ subtotal: 42.5, saved: 4 });
  });
});

describe('checkoutPath', () => {
  it('sends an empty cart home, customer and allowed guest to checkout, other guests to sign in', () => {
    expect(checkoutPath(0, true, { guest_checkout_status: 1 })).toBe('/home');
    expect(checkoutPath(2, true, { guest_checkout_status: 0 })).toBe('/checkout?page=cart');
    expect(checkoutPath(2, false, { guest_checkout_status: 1 })).toBe('/checkout?page=cart');
    expect(checkoutPath(2, false, { guest_checkout_status: 0 })).toBe('/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart');
  });
});

describe('increaseProblem', () => {
  it('stops non-food items at their stock and every item at maximum_cart_quantity; food has no stock', () => {
    expect(increaseProblem(itemFixture({ module_type: 'grocery', stock: 2 }), 2)).toEqual({ key: 'out_of_stock' });
    expect(increaseProblem(itemFixture({ module_type: 'grocery', stock: 3 }), 2)).toBeNull();
    expect(increaseProblem(itemFixture({ module_type: 'food', stock: 0 }), 5)).toBeNull();
    expect(increaseProblem(itemFixture({ maximum_cart_quantity: 2 }), 2)).toEqual({ key: 'out_of_limits' });
  });
});
