import type { DayOfWeek, GroceryStore, OpeningHoursSpecification, Pharmacy, Restaurant, Store as SchemaStore } from 'schema-dts';
import { hasImage, storePagePath, type ModuleType, type Store } from '@storefront/contract';
import type { PageHead } from './head';
import { absoluteUrl, breadcrumbList, homeCrumb, jsonLd, pageUrl, pictureOr, type SeoContext } from './page-context';
import { aggregateRating } from './product-head';

/** The store schedule's day numbers, Sunday first (as the console saves them). */
const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday', 'https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday',
  'https://schema.org/Thursday', 'https://schema.org/Friday', 'https://schema.org/Saturday',
];

type StoreKind = 'Restaurant' | 'GroceryStore' | 'Pharmacy' | 'Store';

/** The schema.org type a store is by its module: food sells as a restaurant, grocery and pharmacy as such shops. */
export function storeKind(moduleType: string): StoreKind {
  const kinds: Partial<Record<ModuleType, StoreKind>> = { food: 'Restaurant', grocery: 'GroceryStore', pharmacy: 'Pharmacy' };
  return kinds[moduleType as ModuleType] ?? 'Store';
}

/** "HH:MM" of a schedule time, which may carry seconds. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The weekly hours: one entry per opening window; days without a window are closed and named nowhere.
 * A window closing before it opens runs past midnight, as schema.org reads it; one closing as it opens
 * is the whole day (00:00 to 23:59).
 */
export function openingHours(schedules: Store['schedules']): OpeningHoursSpecification[] {
  return [...schedules]
    .sort((a, b) => a.day - b.day || a.opening_time.localeCompare(b.opening_time))
    .map((s) => {
      const [opens, closes] = [hhmm(s.opening_time), hhmm(s.closing_time)];
      const allDay = opens === closes;
      return {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: DAYS[((s.day % 7) + 7) % 7]!,
        opens: allDay ? '00:00' : opens,
        closes: allDay ? '23:59' : closes,
      };
    });
}

/** A store saved without a position reads 0,0: a point in the ocean, not its place. */
const placed = (store: Pick<Store, 'latitude' | 'longitude'>) =>
  Number.isFinite(store.latitude) && Number.isFinite(store.longitude) && !(store.latitude === 0 && store.longitude === 0);

/**
 * /store/{slug}: the store as a local business of its module's type, with its place and hours, and
 * its rating once rated; the trail Home › store. The phone stays out: the page does not show it.
 */
export function storeHead(store: Store, ctx: SeoContext): PageHead {
  const path = storePagePath(store);
  const image = pictureOr(ctx, store.cover_photo_full_url, store.logo_full_url);
  const description = ctx.t('seo.store_description', { name: store.name, address: store.address });
  const hours = openingHours(store.schedules);
  const rating = aggregateRating(store.avg_rating, store.rating_count);
  const business = jsonLd<Restaurant | GroceryStore | Pharmacy | SchemaStore>({
    '@type': storeKind(store.module_type),
    name: store.name,
    url: pageUrl(ctx, path),
    description,
    ...(image ? { image } : {}),
    ...(hasImage(store.logo_full_url) ? { logo: absoluteUrl(ctx, store.logo_full_url) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: store.address, ...(ctx.config.country ? { addressCountry: ctx.config.country } : {}) },
    ...(placed(store) ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  } as Restaurant | GroceryStore | Pharmacy | SchemaStore);
  return {
    title: store.name,
    description,
    path,
    image,
    ogType: store.module_type === 'food' ? 'restaurant.restaurant' : 'business.business',
    jsonLd: [business, breadcrumbList(ctx, [homeCrumb(ctx), { name: store.name, path }])],
  };
}
