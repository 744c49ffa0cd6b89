import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Config, Item, Store, ZoneLookup } from '@storefront/contract';
import { configQueryOptions } from '@/features/config/api/get-config';
import { landingPageQueryOptions } from '@/features/landing/api/get-landing-page';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { categoryQueryOptions } from '@/features/catalog/api/get-category';
import { categoryItemsInfiniteOptions } from '@/features/catalog/api/get-category-items';
import { itemDetailsQueryOptions } from '@/features/catalog/api/get-item-details';
import { itemReviewsQueryOptions } from '@/features/catalog/api/get-item-reviews';
import { relatedItemsQueryOptions } from '@/features/catalog/api/get-related-items';
import { storeDetailsQueryOptions } from '@/features/catalog/api/get-store-details';
import { storeItemsInfiniteOptions } from '@/features/catalog/api/get-store-items';
import { zoneIdQueryOptions } from '@/features/location/api/get-zone-id';
import { modulesQueryOptions } from '@/features/modules/api/get-modules';

/**
 * A page's later calls: those keyed by what its first call answers (a slug address does not hold the item's id).
 * The route loaders import this with the page (the first screen's code stays without it): on the server the page
 * then renders once, with everything it shows; in the browser the calls start before the page asks.
 */

/** How the loaders prefetch (see route-prefetch.ts): into the request's client on the server, the app's in the browser. */
export interface Prefetcher {
  query<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void> | undefined;
  pages<T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, K, P>): Promise<void> | undefined;
  /** A call, then the calls its answer leads to. */
  then<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>, next: (data: T) => Array<Promise<void> | undefined>): Promise<void> | undefined;
}

/** What every page's header and footer show: the business settings, the footer's texts, the zone's modules. */
export const pageFrame = (p: Prefetcher, zone: string | null) =>
  Promise.all([p.query(configQueryOptions()), p.query(landingPageQueryOptions()), zone ? p.query(modulesQueryOptions(zone)) : undefined]);

/** The landing page's module chooser: the modules of the visitor's zone, else of the business's default location's. */
export const landingModules = (p: Prefetcher, zone: string | null) =>
  zone
    ? p.query(modulesQueryOptions(zone))
    : p.then(configQueryOptions(), (config: Config) => [
        p.then(zoneIdQueryOptions(config.default_location), (lookup: ZoneLookup) => [p.query(modulesQueryOptions(lookup.zone_id))]),
      ]);

/** The store opens on its items: every category, nothing searched, veg and non-veg. */
export const storeItems = (p: Prefetcher, idOrSlug: string) =>
  p.then(storeDetailsQueryOptions(idOrSlug), (store: Store) => [
    p.query(categoriesQueryOptions()),
    p.pages(storeItemsInfiniteOptions({ storeId: store.id, moduleId: store.module_id, categoryId: 0, name: '', type: 'all' })),
  ]);

/** The category opens on its items, of every sub-category, veg and non-veg. */
export const categoryItems = (p: Prefetcher, idOrSlug: string) =>
  p.then(categoryQueryOptions(idOrSlug), (category) => [p.pages(categoryItemsInfiniteOptions(category.id))]);

/** The product's reviews and related items. */
export const productSections = (p: Prefetcher, idOrSlug: string) =>
  p.then(itemDetailsQueryOptions(idOrSlug), (item: Item) => [p.query(itemReviewsQueryOptions(item.id)), p.query(relatedItemsQueryOptions(item.id))]);
