import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParcelCategory } from '@storefront/contract';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ParcelCategoriesSection } from './parcel-sections';

const category = (overrides: Partial<ParcelCategory>): ParcelCategory => ({
  id: 1, name: 'Documents', description: 'Papers and envelopes', image: '', image_full_url: '', module_id: 5,
  parcel_per_km_shipping_charge: 0, parcel_minimum_shipping_charge: 0, ...overrides,
});

describe('ParcelCategoriesSection', () => {
  it("shows a category's own charges, and the business's where the category has none, as the server charges them", async () => {
    mockFetch({
      config: { body: configFixture() },
      'parcel-category': {
        body: [category({ id: 1, name: 'Documents', parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 15 }), category({ id: 2, name: 'Food & groceries' })],
      },
    });
    renderWithApp(<ParcelCategoriesSection businessRates={{ parcel_per_km_shipping_charge: 2.5, parcel_minimum_shipping_charge: 10 }} />);
    const cards = await screen.findAllByTestId('parcel-category');
    expect(cards[0]!.textContent).toMatch(/4\.00.*15\.00/);
    expect(cards[1]!.textContent).toMatch(/2\.50.*10\.00/);
    expect(cards[1]!.textContent).not.toMatch(/0\.00\/km/);
  });
});
