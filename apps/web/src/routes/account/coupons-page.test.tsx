import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@storefront/contract';
import { COPIED_MS } from '@/lib/use-copy';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { CouponsPage } from './coupons-page';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1, title: 'Welcome', code: 'HELLO10', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 20,
  limit: null, start_date: '2026-01-01', expire_date: '2027-01-01', module_id: 1, store_id: null, store_name: null, zone_id: null, ...overrides,
});

function setup(list: MockResponse) {
  const fetchMock = mockFetch({ 'coupon/list': list });
  renderWithApp(<CouponsPage />, { path: '/coupons', extraRoutes: ['/auth/sign-in'] });
  return fetchMock;
}

beforeEach(() => localStorage.setItem('token', 'token-123'));
afterEach(() => vi.useRealTimers());

describe('/coupons', () => {
  it("shows each coupon with the spec's text, the code and the last day", async () => {
    setup({ body: [coupon(), coupon({ id: 2, title: 'Five off', code: 'FIVE', discount: 5, discount_type: 'amount', min_purchase: 30, expire_date: '2026-12-31', store_name: 'Pizza Corner' })] });
    const [percent, amount] = await screen.findAllByTestId('coupon-card');
    expect(within(percent!).getByText('get 10% discount min Order of $50.00')).toBeTruthy();
    expect(within(percent!).getByText('Up to $20.00 off')).toBeTruthy();
    expect(within(percent!).getByText('HELLO10')).toBeTruthy();
    expect(within(percent!).getByTestId('coupon-expiry').textContent).toBe('Valid until Jan 1, 2027');
    expect(within(amount!).getByText('get $5.00 discount min Order of $30.00')).toBeTruthy();
    expect(within(amount!).queryByText(/Up to/)).toBeNull();
    expect(within(amount!).getByText('Only at Pizza Corner')).toBeTruthy();
    expect(within(amount!).getByTestId('coupon-expiry').textContent).toBe('Valid until Dec 31, 2026');
  });

  it('copies a code and says Copied for one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup({ body: [coupon()] });
    const card = await screen.findByTestId('coupon-card');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('HELLO10');
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS + 10));
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says when there are no coupons', async () => {
    setup({ body: [] });
    expect(await screen.findByText('No coupons right now')).toBeTruthy();
    expect(screen.queryByTestId('coupon-card')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    setup({ status: 500, body: { errors: [{ code: 'internal', message: 'Server is down' }] } });
    expect(await screen.findByText('Server is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
