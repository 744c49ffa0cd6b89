import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@storefront/ui/api-error';
import { useReadSettingsOnMaintenance } from '@/lib/closed-for-maintenance';
import { forgetGuestIdRequest } from '@/lib/guest-id';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderRoutes } from '@/test/utils';
import { routes } from './routes';

/** The storefront with GET config answering as `closed()` says at the time of each call. */
function renderWhile(closed: () => boolean, message = 'Closed for an update, back at noon.') {
  mockFetch({
    config: () => ({ body: configFixture({ maintenance_mode: closed(), maintenance_message: message }) }),
    'react-landing-page': { body: landingFixture() },
    'config/get-zone-id': { body: { zone_id: '[1]', zone_data: [] } },
    module: { body: [moduleFixture()] },
    'auth/guest/request': { body: { guest_id: 'guest-42' } },
  });
  forgetGuestIdRequest();
  return renderRoutes(routes, '/');
}

describe('the storefront closed for maintenance', () => {
  beforeEach(forgetGuestIdRequest);

  it('shows the business\'s message instead of the shop, and the shop once a look finds it open again', async () => {
    let closed = true;
    renderWhile(() => closed);
    expect(await screen.findByRole('heading', { level: 1, name: 'We\'ll be back soon' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-message').textContent).toBe('Closed for an update, back at noon.');
    expect(screen.queryByTestId('business-name')).toBeNull();

    closed = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('business-name')).toHaveProperty('textContent', 'QuickBasket');
    expect(screen.queryByRole('heading', { name: 'We\'ll be back soon' })).toBeNull();
  });

  it('says why in general words when the business wrote no message', async () => {
    renderWhile(() => true, '  ');
    expect(await screen.findByTestId('maintenance-message')).toHaveProperty('textContent', 'We are making a few improvements. Please try again in a little while.');
  });

  it('an order refused for maintenance makes the storefront read its settings again; another refusal does not', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useReadSettingsOnMaintenance(), { wrapper });
    client.setQueryData(['config'], configFixture());
    result.current(new ApiError(503, [{ code: 'service_unavailable', message: 'Busy.' }]));
    result.current(new ApiError(422, [{ code: 'maintenance', message: 'Not a refusal for maintenance.' }]));
    expect(client.getQueryState(['config'])?.isInvalidated).toBe(false);
    result.current(new ApiError(503, [{ code: 'maintenance', message: 'Closed.' }]));
    expect(client.getQueryState(['config'])?.isInvalidated).toBe(true);
  });
});
