import type { ComponentType } from 'react';
import type { ModuleType } from '@storefront/contract';
import { BrandsSection } from '@/features/catalog/components/brands-section';
import { CategoriesSection } from '@/features/catalog/components/categories-section';
import { CommonConditionsSection } from '@/features/catalog/components/common-conditions-section';
import { FeaturedCategoriesSection } from '@/features/catalog/components/featured-categories-section';
import {
  BestReviewedSection, PopularItemsSection, RecommendedSection, SpecialOffersSection, SuggestedItemsSection,
} from '@/features/catalog/components/item-sections';
import { NewArrivalsSection } from '@/features/catalog/components/new-arrivals-section';
import { PopularStoresSection, StoresSection, VisitedStoresSection } from '@/features/catalog/components/store-sections';
import {
  ParcelCategoriesSection, PromotionalBannerSection, VideoBannerSection, WhyChooseSection,
} from '@/features/parcel/components/parcel-sections';
import { BannersSection } from '@/features/banners/components/banners-section';
import { CampaignsSection } from '@/features/campaigns/components/campaigns-section';
import { CouponsSection } from '@/features/offers/components/coupons-section';
import { FlashSaleSection } from '@/features/campaigns/components/flash-sale-section';
import { useConfig } from '@/features/config/api/get-config';
import { ParcelTrackingSection } from './parcel-tracking-section';

/** The parcel categories with the business's charges, shown for a category without its own. */
function ParcelCategories() {
  const { data: config } = useConfig();
  return <ParcelCategoriesSection businessRates={config} />;
}

type Section = readonly [key: string, Component: ComponentType];

/** The home's sections, in order. Each section hides itself when it has nothing to show. */
const catalogue: readonly Section[] = [
  ['banners', BannersSection],
  ['categories', CategoriesSection],
  ['visited_stores', VisitedStoresSection],
  ['suggested_items', SuggestedItemsSection],
  ['popular_items', PopularItemsSection],
  ['popular_stores', PopularStoresSection],
  ['best_reviewed', BestReviewedSection],
  ['new_arrivals', NewArrivalsSection],
  ['featured_categories', FeaturedCategoriesSection],
  ['special_offers', SpecialOffersSection],
  ['common_conditions', CommonConditionsSection],
  ['flash_sale', FlashSaleSection],
  ['campaigns', CampaignsSection],
  ['stores', StoresSection],
  ['brands', BrandsSection],
  ['coupons', CouponsSection],
  ['recommended', RecommendedSection],
];

const without = (...keys: string[]) => catalogue.filter(([key]) => !keys.includes(key));

/** Special offers belong to food; common conditions to pharmacy. */
export const HOME_SECTIONS: Record<ModuleType, readonly Section[]> = {
  food: without('common_conditions'),
  grocery: without('special_offers', 'common_conditions'),
  pharmacy: without('special_offers'),
  ecommerce: without('special_offers', 'common_conditions'),
  parcel: [
    ['banners', BannersSection],
    ['parcel_categories', ParcelCategories],
    ['parcel_tracking', ParcelTrackingSection],
    ['why_choose', WhyChooseSection],
    ['video_banner', VideoBannerSection],
    ['promotional_banner', PromotionalBannerSection],
  ],
};
