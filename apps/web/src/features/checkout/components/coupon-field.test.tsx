import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@storefront/contract';
import { CouponField } from './coupon-field';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1, title: 'Coupon', code: 'C', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 8, limit: null,
  start_date: '2026-01-01', expire_date: '2027-01-01', module_id: 1, store_id: null, store_name: null, zone_id: null, ...overrides,
});

describe('CouponField', () => {
  it('says Free delivery with its minimum order for a free-delivery coupon, and the discount for the others', () => {
    render(
      <CouponField
        coupons={[coupon({ id: 1, code: 'FREESHIP', coupon_type: 'free_delivery', discount: 0, discount_type: 'amount', min_purchase: 30 }), coupon({ id: 2, code: 'TEN' })]}
        applied=""
        onApply={vi.fn()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Available coupons' });
    const [free, ten] = within(list).getAllByRole('button');
    expect(free!.textContent).toBe('FREESHIPFree delivery, minimum order $30.00');
    expect(free!.textContent).not.toMatch(/0\.00 discount/);
    expect(ten!.textContent).toBe('TENget 10% discount min Order of $50.00');
  });
});
