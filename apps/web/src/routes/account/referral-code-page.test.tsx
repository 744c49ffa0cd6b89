import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Customer } from '@storefront/contract';
import { COPIED_MS } from '@/lib/use-copy';
import { customerFixture } from '@/test/account-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ReferralCodePage } from './referral-code-page';

function setup(customer: Partial<Customer> = {}, config: Partial<Config> = {}) {
  mockFetch({ config: { body: configFixture(config) }, 'customer/info': { body: customerFixture({ ref_code: 'LAYLA7', ...customer }) } });
  return renderWithApp(<ReferralCodePage />, { path: '/referral-code', extraRoutes: ['/auth/sign-in'] });
}

function stubClipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => localStorage.setItem('token', 'token-123'));
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('/referral-code', () => {
  it('shows the code, what it earns and the three steps with the new customer discount', async () => {
    setup();
    expect((await screen.findByTestId('referral-code')).textContent).toBe('LAYLA7');
    expect(screen.getByText('Earn $5.00 for every friend who signs up with your code and gets a first order delivered.')).toBeTruthy();
    const steps = screen.getAllByTestId('referral-step');
    expect(steps).toHaveLength(3);
    expect(steps[0]!.textContent).toContain('Share your code');
    expect(steps[1]!.textContent).toContain('get 10% off their first order within 30 days.');
    expect(steps[2]!.textContent).toContain('$5.00 goes to your wallet once their first order is delivered.');
    expect(screen.queryByTestId('referral-discount')).toBeNull();
  });

  it('leaves the discount out of the steps when new_customer_discount_status is 0', async () => {
    setup({}, { new_customer_discount_status: 0 });
    const steps = await screen.findAllByTestId('referral-step');
    expect(steps[1]!.textContent).toContain('They enter your code when they create their account.');
    expect(steps[1]!.textContent).not.toMatch(/off/);
  });

  it('copies the code and says Copied for one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = stubClipboard();
    setup();
    await screen.findByTestId('referral-code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('LAYLA7');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 10));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shares the sign-up link through the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setup();
    await screen.findByTestId('referral-code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({
      title: 'Join QuickBasket',
      text: 'Sign up with my code LAYLA7 and get 10% off your first order.',
      url: `${window.location.origin}/auth/sign-up?ref_code=LAYLA7`,
    });
  });

  it('copies the sign-up link without a share sheet', async () => {
    const writeText = stubClipboard();
    setup();
    await screen.findByTestId('referral-code');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth/sign-up?ref_code=LAYLA7`);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
  });

  it("shows the customer's own first-order discount and until when", async () => {
    setup({ is_valid_for_discount: true, discount_amount: 5, discount_amount_type: 'amount', validity: '2026-12-31' });
    const banner = await screen.findByTestId('referral-discount');
    expect(within(banner).getByText('You have $5.00 off your first order')).toBeTruthy();
    expect(within(banner).getByText('Valid until Dec 31, 2026.')).toBeTruthy();
  });
});
