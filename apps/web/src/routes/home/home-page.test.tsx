import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Module } from '@storefront/contract';
import { routes } from '@/app/routes';
import { forgetPrompted } from '@/features/reviews/prompt-memory';
import { customerFixture } from '@/test/account-fixtures';
import { itemFixture, page, storeFixture } from '@/test/catalog-fixtures';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, type MockResponse, renderRoutes } from '@/test/utils';

const items = page('products', [itemFixture({ id: 1, name: 'Margherita Pizza' }), itemFixture({ id: 2, slug: 'cola', name: 'Cola' })]);
const stores = page('stores', [storeFixture()]);
const empty = { products: page('products', []), stores: page('stores', []) };

/** Every catalogue call of the home page answers; `overrides` replace some. */
function catalogue(overrides: Record<string, MockResponse> = {}) {
  return {
    config: { body: configFixture() },
    'react-landing-page': { body: landingFixture() },
    module: { body: [moduleFixture()] },
    'auth/guest/request': { body: { guest_id: 'g-1' } },
    banners: { body: { banners: [{ id: 1, title: 'Free delivery', type: 'default', image_full_url: '/b.png', short_description: null, module_id: 1, zone_id: 1, store: null, item: null }], campaigns: [] } },
    categories: { body: [{ id: 5, name: 'Pizza', slug: 'pizza', image_full_url: '', parent_id: null, position: 0, priority: 1, module_id: 1, featured: 1, childes: [] }] },
    'items/popular': { body: items },
    'items/most-reviewed': { body: items },
    'items/new-arrival': { body: items },
    'items/discounted': { body: items },
    'items/recommended': { body: items },
    'categories/items/5': { body: items },
    'stores/popular': { body: stores },
    'stores/get-stores/all': { body: stores },
    'flash-sales': { body: { total_size: 0, limit: 2, offset: 1, flash_sales: [] } },
    'campaigns/item': { body: [] },
    'campaigns/basic': { body: [] },
    brand: { body: [] },
    'coupon/list': { body: [{ id: 1, title: 'Welcome', code: 'HELLO', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 20, limit: null, start_date: '2026-01-01', expire_date: '2027-01-01', module_id: 1, store_id: null, store_name: null, zone_id: null }] },
    'common-condition': { body: [] },
    'cashback/list': { body: [] },
    ...overrides,
  };
}

function renderHome(module: Module, overrides?: Record<string, MockResponse>, path = '/home') {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify(module));
  const fetchMock = mockFetch(catalogue(overrides));
  return { router: renderRoutes(routes, path), fetchMock };
}

const sectionKeys = () => screen.queryAllByTestId(/^home-section-/).map((el) => el.dataset.testid!.replace('home-section-', ''));

afterEach(() => {
  forgetPrompted();
});

describe('module home', () => {
  // The home's sections are a lazy chunk: loading it first keeps transform time out of the first test's waits.
  beforeAll(async () => {
    await Promise.all([import('./module-home'), import('./search-page')]);
  });

  it('shows the sections with data in the spec order, and hides the empty ones', async () => {
    renderHome(moduleFixture());
    await waitFor(() =>
      expect(sectionKeys()).toEqual([
        'banners', 'categories', 'popular_items', 'popular_stores', 'best_reviewed', 'new_arrivals', 'featured_categories', 'special_offers',
        'stores', 'coupons', 'recommended',
      ]),
    );
    // Guests have no visited stores; nothing was asked for them.
    expect(screen.queryByTestId('home-section-visited_stores')).toBeNull();
    expect(screen.getAllByTestId('item-card').length).toBeGreaterThan(0);
    expect(screen.getByText('get 10% discount min Order of $50.00')).toBeTruthy();
    expect(screen.queryByTestId('cashback-button')).toBeNull();
  });

  it('adds the suggested items after the visited stores for a signed-in customer, and asks to rate a delivered order', async () => {
    localStorage.setItem('token', 'tok');
    renderHome(moduleFixture(), {
      'customer/info': { body: customerFixture() },
      'customer/cart/list': { body: [] },
      'customer/wish-list': { body: { item: [], store: [] } },
      'customer/visit-again': { body: [storeFixture()] },
      'customer/suggested-items': { body: [itemFixture({ id: 9, slug: 'tiramisu', name: 'Tiramisu' })] },
      'customer/review-reminder': { body: { order_id: 100001, items: [] } },
    });
    await waitFor(() => expect(sectionKeys().slice(0, 5)).toEqual(['banners', 'categories', 'visited_stores', 'suggested_items', 'popular_items']));
    await waitFor(() => expect(screen.getByTestId('home-section-suggested_items').textContent).toContain('Tiramisu'));
    expect(await screen.findByRole('dialog', { name: 'How was your order #100001?' })).toBeTruthy();
  });

  it('shows no suggested items to guests', async () => {
    const { fetchMock } = renderHome(moduleFixture());
    await waitFor(() => expect(sectionKeys()).toContain('recommended'));
    expect(sectionKeys()).not.toContain('suggested_items');
    expect(fetchMock.mock.calls.some(([url]) => /suggested-items|review-reminder/.test(String(url)))).toBe(false);
  });

  it('floats the cashback button over the home only while offers run', async () => {
    renderHome(moduleFixture(), {
      'cashback/list': { body: [{ id: 1, title: 'Back', cashback_type: 'percentage', cashback_amount: 5, min_purchase: 50, max_discount: 0, start_date: '2026-01-01', end_date: '2026-12-31', same_user_limit: 1 }] },
    });
    expect(await screen.findByTestId('cashback-button')).toBeTruthy();
  });

  it('leaves out special offers outside food', async () => {
    renderHome(moduleFixture({ id: 2, module_type: 'grocery', module_name: 'Grocery' }));
    await waitFor(() => expect(sectionKeys()).toContain('recommended'));
    expect(sectionKeys()).not.toContain('special_offers');
  });

  it('hides a section whose list comes back empty', async () => {
    renderHome(moduleFixture(), { 'items/popular': { body: empty.products }, 'coupon/list': { body: [] }, 'stores/popular': { body: empty.stores } });
    await waitFor(() => expect(screen.queryAllByRole('status', { busy: true })).toHaveLength(0));
    await waitFor(() => expect(sectionKeys()).toContain('recommended'));
    expect(sectionKeys()).not.toContain('popular_items');
    expect(sectionKeys()).not.toContain('popular_stores');
    expect(sectionKeys()).not.toContain('coupons');
  });

  it('shows an error with a retry in a section whose call fails', async () => {
    renderHome(moduleFixture(), { 'stores/popular': { status: 500, body: { errors: [{ code: 'x', message: 'Stores are resting' }] } } });
    const section = await screen.findByTestId('home-section-popular_stores');
    await waitFor(() => expect(section.textContent).toContain('Stores are resting'));
  });

  it('shows the parcel home for the parcel module', async () => {
    renderHome(moduleFixture({ id: 5, module_type: 'parcel', module_name: 'Parcel' }), {
      'parcel-category': { body: [{ id: 1, name: 'Documents', description: 'Letters', image_full_url: '', module_id: 5, parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 12 }] },
      'other-banners/why-choose': { body: { banners: [{ id: 1, title: 'Fast pickup', short_description: 'Quick', image_full_url: '' }] } },
      'other-banners/video-content': { body: { title: 'Easiest way to get services', sub_title: null, banner_type: 'image', banner_video: null, banner_image_full_url: '', banner_contents: [{ title: 'Choose', sub_title: 'a type', image_full_url: '' }, { title: 'Set', sub_title: 'addresses', image_full_url: '' }, { title: 'Track', sub_title: 'it', image_full_url: '' }] } },
      'other-banners': { body: { promotional_banner_full_url: 'http://localhost:8080/storage/placeholder.svg', banners: [{ id: 1, title: 'Same-day delivery', sub_title: null, image_full_url: '' }] } },
    });
    await waitFor(() => expect(sectionKeys()).toEqual(['banners', 'parcel_categories', 'parcel_tracking', 'why_choose', 'video_banner', 'promotional_banner']));
    expect(screen.getByRole('form', { name: 'Track Order' })).toBeTruthy();
    expect(screen.getByText('Easiest way to get services')).toBeTruthy();
    expect(screen.queryByTestId('search-input')).toBeNull();
    // Each parcel category opens the parcel form for it.
    expect(within(await screen.findByTestId('parcel-category')).getByRole('link').getAttribute('href')).toBe('/parcel-delivery-info?category=1');
  });

  it('opens the search page for /home?search=…&data_type=searched', async () => {
    const { fetchMock } = renderHome(moduleFixture(), { 'items/search': { body: items } }, '/home?search=pizza&data_type=searched');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “pizza”' })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('items/search?') && String(url).includes('name=pizza'))).toBe(true));
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('pizza');
  });
});
