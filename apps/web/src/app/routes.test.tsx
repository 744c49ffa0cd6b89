import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetGuestIdRequest } from '@/lib/guest-id';
import { markWelcome } from '@/features/auth/welcome';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderRoutes } from '@/test/utils';
import { routes } from './routes';

const SPEC_PATHS = [
  '/', '/home', '/auth/sign-in', '/auth/sign-up', '/profile', '/my-orders', '/wallet', '/coupons', '/loyalty-points',
  '/referral-code', '/settings', '/track-order', '/categories', '/category/3', '/store/9', '/store/latest', '/store/popular',
  '/product/5', '/campaigns/2', '/flash-sales', '/all-brands', '/parcel-delivery-info', '/rate-and-review/100', '/chatting',
  '/checkout', '/interest', '/help-and-support', '/about-us', '/terms-and-conditions', '/privacy-policy', '/refund-policy',
  '/cancellation-policy', '/shipping-policy',
];

function renderAt(path: string, config = configFixture()) {
  const fetchMock = mockFetch({
    config: { body: config },
    'react-landing-page': { body: landingFixture() },
    'config/get-zone-id': { body: { zone_id: '[1]', zone_data: [] } },
    module: { body: [moduleFixture(), moduleFixture({ id: 2, module_name: 'Grocery', module_type: 'grocery' })] },
    'auth/guest/request': { body: { guest_id: 'guest-42' } },
  });
  // A case before may ask for a guest id from its unmounting tree even after this case's beforeEach, through
  // the fetch it had stubbed; forgetting here, once this case's fetch is in place, drops that answer too.
  forgetGuestIdRequest();
  localStorage.removeItem('guest_id');
  return { router: renderRoutes(routes, path), fetchMock };
}

describe('routes', () => {
  // A guest-id request of the case before may still be in flight; it must not answer for this one.
  beforeEach(forgetGuestIdRequest);

  it('registers every route of the spec', () => {
    for (const path of SPEC_PATHS) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
    for (const path of ['/auth/forgot-password', '/auth/verify-phone']) expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
  });

  it('greets a new account in the layout after its first sign-up, and only then', async () => {
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => markWelcome());
    expect(await screen.findByRole('dialog', { name: 'Welcome to the product!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends /home back to the landing page while no location is saved', async () => {
    const { router } = renderAt('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('business-name')).toHaveProperty('textContent', 'QuickBasket');
    expect(await screen.findAllByTestId('module-option')).toHaveLength(2);
  });

  it('shows the module name on /home once a location and module are saved', async () => {
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('module', JSON.stringify(moduleFixture({ id: 2, module_name: 'Grocery', module_type: 'grocery' })));
    renderAt('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery' })).toBeTruthy();
  });

  it('asks for a guest id once and stores it', async () => {
    const { fetchMock } = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('guest_id')).toBe('guest-42'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('auth/guest/request'))).toHaveLength(1);
  });

  it('shows the not-found placeholder for unknown paths and switched-off policies', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('does not even request a policy page that the configuration switched off', async () => {
    const { fetchMock } = renderAt('/shipping-policy', configFixture({ shipping_policy: 0 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('pages/shipping-policy'))).toBe(false);
  });
});
