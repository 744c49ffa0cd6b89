import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner, Coupon } from '@storefront/contract';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/utils';
import { bannerTarget } from './banners-section';
import { COPIED_MS, CouponCard } from './coupons-section';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1, title: 'Welcome', code: 'HELLO10', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 20,
  limit: null, start_date: '2026-01-01', expire_date: '2027-01-01', module_id: 1, store_id: null, store_name: null, zone_id: null, ...overrides,
});

describe('CouponCard', () => {
  afterEach(() => vi.useRealTimers());

  it('reads "get X% discount min Order of Y"', () => {
    renderWithApp(<CouponCard coupon={coupon()} />);
    expect(screen.getByText('get 10% discount min Order of $50.00')).toBeTruthy();
  });

  it('copies the code and says Copied for one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<CouponCard coupon={coupon({ discount: 5, discount_type: 'amount' })} />);
    expect(screen.getByText('get $5.00 discount min Order of $50.00')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('HELLO10');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});

describe('bannerTarget', () => {
  const banner = (overrides: Partial<Banner>): Banner => ({
    id: 1, title: 'Banner', type: 'default', image_full_url: '', short_description: null, module_id: 1, zone_id: 1, store: null, item: null, ...overrides,
  });

  it('opens the store, the item, or nothing', () => {
    expect(bannerTarget(banner({ type: 'store_wise', store: storeFixture({ id: 9 }) }))).toBe('/store/9');
    expect(bannerTarget(banner({ type: 'item_wise', item: itemFixture({ slug: 'pizza' }) }))).toBe('/product/pizza');
    expect(bannerTarget(banner({}))).toBeUndefined();
  });
});
