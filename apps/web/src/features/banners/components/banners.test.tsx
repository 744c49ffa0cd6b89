import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner } from '@storefront/contract';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { bannersQueryOptions } from '../api/get-banners';
import { BannersSection, bannerTarget } from './banners-section';

describe('bannerTarget', () => {
  const banner = (overrides: Partial<Banner>): Banner => ({
    id: 1, title: 'Banner', type: 'default', image: '', image_full_url: '', short_description: null, module_id: 1, zone_id: 1, store: null, item: null, ...overrides,
  });

  it('keeps banners 5 minutes', () => {
    expect(bannersQueryOptions().staleTime).toBe(5 * 60_000);
  });

  it('opens the store, the item, or nothing, at their readable addresses', () => {
    expect(bannerTarget(banner({ type: 'store_wise', store: storeFixture({ id: 9, slug: 'pizza-corner' }) }))).toBe('/store/pizza-corner');
    expect(bannerTarget(banner({ type: 'item_wise', item: itemFixture({ slug: 'pizza' }) }))).toBe('/product/pizza');
    expect(bannerTarget(banner({}))).toBeUndefined();
  });
});

describe('BannersSection', () => {
  it('writes each slide\'s title and description as text over its picture, which carries no words', async () => {
    const campaign = { id: 4, title: 'Family Feast Week', description: 'Up to 30% off family meals', image: '/storage/campaign/4.svg', image_full_url: '/storage/campaign/4.svg' };
    const banner = { id: 7, title: 'Fresh every morning', short_description: null, image: '/storage/banner/7.svg', image_full_url: '/storage/banner/7.svg', type: 'default', store: null, item: null };
    mockFetch({ banners: { body: { campaigns: [campaign], banners: [banner] } } });
    renderWithApp(<BannersSection />);
    const slides = await screen.findAllByTestId('banner-slide');
    expect(within(slides[0]!).getByText('Family Feast Week')).toBeTruthy();
    expect(within(slides[0]!).getByText('Up to 30% off family meals')).toBeTruthy();
    expect(within(slides[1]!).getByText('Fresh every morning')).toBeTruthy();
    expect(slides[0]!.querySelector('img')!.getAttribute('alt'), 'the picture is decoration beside its own title').toBe('');
  });
});
