import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '@storefront/contract';
import { toastStore } from '@storefront/ui/toast';
import { routes } from '@/app/routes';
import { accountLinks } from '@/app/layout/header/profile-menu';
import { forgetGuestIdRequest } from '@/lib/guest-id';
import { customerFixture } from '@/test/account-fixtures';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderRoutes } from '@/test/utils';
import { requestsTo } from '@/test/wallet-fixtures';

function renderAt(path: string, { signedIn = true, config = {} as Partial<Config> } = {}) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify(moduleFixture()));
  if (signedIn) localStorage.setItem('token', 'token-123');
  const fetchMock = mockFetch({
    config: { body: configFixture(config) },
    'react-landing-page': { body: landingFixture() },
    module: { body: [moduleFixture()] },
    categories: { body: [] },
    'auth/guest/request': { body: { guest_id: 'guest-42' } },
    'customer/info': { body: customerFixture() },
    'customer/cart/list': { body: [] },
    'customer/wish-list': { body: { item: [], store: [] } },
  });
  return { router: renderRoutes(routes, path), fetchMock };
}

const PAGES = [
  { path: '/wallet', title: 'Wallet', off: { customer_wallet_status: 0 }, unavailable: 'The wallet is not available', data: 'customer/wallet/transactions' },
  { path: '/loyalty-points', title: 'Loyalty Points', off: { loyalty_point_status: 0 }, unavailable: 'Loyalty points are not available', data: 'customer/loyalty-point/transactions' },
  { path: '/referral-code', title: 'Referral Code', off: { ref_earning_status: 0 }, unavailable: 'Referrals are not available', data: null },
] as const;

describe('wallet, loyalty, referral and coupons pages', () => {
  beforeEach(forgetGuestIdRequest);

  it.each(['/wallet', '/loyalty-points', '/referral-code', '/coupons'])('refuse a guest at %s: the sign-in message, then sign in and back', async (path) => {
    const { router, fetchMock } = renderAt(path, { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent(path)}`);
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('You must be login to access this page.'));
    expect(fetchMock.mock.calls.some(([url]) => /customer\/(wallet|loyalty-point)|coupon\/list/.test(String(url)))).toBe(false);
  });

  it.each(PAGES)('$path says it is not available when its config status is 0, and asks for none of its data', async ({ path, title, off, unavailable, data }) => {
    const { fetchMock } = renderAt(path, { config: off });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByTestId('feature-unavailable')).toBeTruthy();
    expect(screen.getByText(unavailable)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    if (data) expect(requestsTo(fetchMock, data)).toHaveLength(0);
  });

  it.each(PAGES)('$path opens for a signed-in customer when switched on', async ({ path, title }) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('feature-unavailable')).toBeNull());
    expect(await screen.findByRole('region', { name: /Wallet balance|Loyalty points|Your referral code/ })).toBeTruthy();
  });

  it('keeps the account menu entries hidden for switched-off features', () => {
    const paths = (config: Config) => accountLinks(config).map((link) => link.to);
    expect(paths(configFixture())).toEqual(expect.arrayContaining(['/wallet', '/loyalty-points', '/referral-code', '/coupons']));
    const off = paths(configFixture({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 }));
    expect(off).not.toContain('/wallet');
    expect(off).not.toContain('/loyalty-points');
    expect(off).not.toContain('/referral-code');
    expect(off).toContain('/coupons');
  });
});
