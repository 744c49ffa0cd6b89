import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cashback, Coupon } from '@storefront/contract';
import { COPIED_MS } from '@/lib/use-copy';
import { mockFetch, renderWithApp } from '@/test/utils';
import { getMostTips } from '../api/get-most-tips';
import { CashbackWidget } from './cashback-widget';
import { CouponCard } from './coupons-section';

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

describe('CashbackWidget', () => {
  const cashback = (overrides: Partial<Cashback> = {}): Cashback => ({
    id: 1, title: '5% back on every order', cashback_type: 'percentage', cashback_amount: 5, min_purchase: 50, max_discount: 20,
    start_date: '2026-01-01', end_date: '2026-12-31', same_user_limit: 1, ...overrides,
  });

  it('shows nothing while there are no offers', async () => {
    const fetchMock = mockFetch({ 'cashback/list': { body: [] } });
    const { container } = renderWithApp(<CashbackWidget />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('cashback-button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('opens a panel with "get X cashback" texts, the minimum order and the last day', async () => {
    mockFetch({ 'cashback/list': { body: [cashback(), cashback({ id: 2, title: 'Big baskets', cashback_type: 'amount', cashback_amount: 10, min_purchase: 150, end_date: '2026-11-30' })] } });
    renderWithApp(<CashbackWidget />);
    const button = await screen.findByTestId('cashback-button');
    expect(screen.queryByTestId('cashback-offer')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const [first, second] = screen.getAllByTestId('cashback-offer');
    expect(within(first!).getByText('get 5% cashback min Order of $50.00')).toBeTruthy();
    expect(within(first!).getByText('Up to $20.00 back')).toBeTruthy();
    expect(within(first!).getByText('Valid until 2026-12-31')).toBeTruthy();
    expect(within(second!).getByText('get $10.00 cashback min Order of $150.00')).toBeTruthy();
    expect(within(second!).queryByText(/Up to/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('cashback-offer')).toBeNull();
  });
});

describe('getMostTips', () => {
  it('reads the most chosen delivery tip', async () => {
    const fetchMock = mockFetch({ 'most-tips': { body: { most_tips_amount: 5 } } });
    expect(await getMostTips()).toEqual({ most_tips_amount: 5 });
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe('/api/v1/most-tips');
  });
});
