import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configFixture, landingFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { Footer } from './footer';

function setup(config = configFixture(), landing = landingFixture()) {
  const fetchMock = mockFetch({
    config: { body: config },
    'react-landing-page': { body: landing },
    'newsletter/subscribe': { body: { message: 'Subscribed Successfully' } },
  });
  renderWithApp(<Footer />);
  return fetchMock;
}

describe('Footer', () => {
  it('shows every policy link and both app buttons when switched on', async () => {
    setup();
    for (const name of ['About Us', 'Terms and Conditions', 'Privacy Policy', 'Refund Policy', 'Cancellation Policy', 'Shipping Policy']) {
      expect(await screen.findByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe('https://play.example/app');
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe('https://apps.example/app');
  });

  it('hides the policies and app buttons that are switched off', async () => {
    setup(
      configFixture({
        refund_policy: 0,
        cancelation_policy: 1,
        shipping_policy: 0,
        landing_page_links: { ...configFixture().landing_page_links, app_url_android_status: 0 },
      }),
    );
    expect(await screen.findByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancellation Policy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Refund Policy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shipping Policy' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Google Play/ })).toBeNull();
    expect(screen.getByRole('link', { name: /App Store/ })).toBeTruthy();
  });

  it('shows contact details, active social links only, and the partner links', async () => {
    setup(
      configFixture({
        social_media: [
          { id: 1, name: 'facebook', link: 'https://facebook.example', status: 1 },
          { id: 2, name: 'instagram', link: 'https://instagram.example', status: 0 },
        ],
      }),
    );
    expect(await screen.findByText('1 Market Street')).toBeTruthy();
    expect(screen.getByText('Your neighbourhood delivery app.')).toBeTruthy();
    expect(screen.getByText('© QuickBasket')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'instagram' })).toBeNull();
    const apply = screen.getByRole('link', { name: 'Become a store owner' });
    expect(apply.getAttribute('href')).toBe('https://example.com/store/apply');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Become a delivery man' }).getAttribute('href')).toBe(
      'https://example.com/deliveryman/apply',
    );
  });

  it('opens the storefront\'s own application form in place', async () => {
    setup(configFixture({ store_registration_url: '/store-registration' }));
    const apply = await screen.findByRole('link', { name: 'Become a store owner' });
    expect(apply.getAttribute('href')).toBe('/store-registration');
    expect(apply.getAttribute('target')).toBeNull();
  });

  it('validates the newsletter email and confirms a subscription', async () => {
    const fetchMock = setup();
    const input = await screen.findByLabelText('Email address');
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please insert a valid email.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('newsletter'))).toBe(false);

    fireEvent.change(input, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed Successfully')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });
});
