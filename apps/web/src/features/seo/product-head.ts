import type { AggregateRating, ItemAvailability, Product } from 'schema-dts';
import { hasImage, itemPagePath, storePagePath, type Item } from '@storefront/contract';
import { shownPrice } from '@/components/catalog/shown-price';
import type { PageHead } from './head';
import { absoluteUrl, breadcrumbList, homeCrumb, jsonLd, logoUrl, pageUrl, type SeoContext } from './page-context';
import { plainText } from './text';

/** The greatest rating a review gives, for aggregateRating's bestRating. */
export const BEST_RATING = 5;

/** A rating only once someone rated: an unrated item has no average to claim. */
export function aggregateRating(avg: number, count: number): AggregateRating | undefined {
  if (!(count > 0)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Math.round(avg * 10) / 10, ratingCount: count, bestRating: BEST_RATING, worstRating: 1 };
}

/** A price in major units (the API's unit) with the business's decimals, as schema.org reads it: "12.50". */
export function decimalPrice(amount: number, digits: number): string {
  const places = Math.min(Math.max(Math.trunc(digits) || 0, 0), 6);
  return (Number.isFinite(amount) ? amount : 0).toFixed(places);
}

/**
 * Food is made to order and keeps no stock (as the cart's rules); other items are in stock while the
 * item or one of its variations has some.
 */
export function availability(item: Pick<Item, 'module_type' | 'stock' | 'variations'>): ItemAvailability {
  if (item.module_type === 'food') return 'https://schema.org/InStock';
  const stocked = item.stock > 0 || item.variations.some((v) => v.stock > 0);
  return stocked ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * /product/{slug}: the item as a Product with its offer at the price the page shows, and the trail
 * Home › store › item. The trail goes through the store because the item names its store (name and
 * slug) but only the ids of its categories, and every item has a store while some have no category.
 */
export function productHead(item: Item, ctx: SeoContext): PageHead {
  const path = itemPagePath(item);
  const storePath = storePagePath({ id: item.store_id, slug: item.store_slug });
  const pictures = (item.images_full_url.length > 0 ? item.images_full_url : [item.image_full_url]).filter(hasImage).map((p) => absoluteUrl(ctx, p));
  const image = pictures[0] ?? logoUrl(ctx);
  const rating = aggregateRating(item.avg_rating, item.rating_count);
  const description = plainText(item.description) || ctx.t('seo.product_description', { name: item.name, store: item.store_name });
  const product = jsonLd<Product>({
    '@type': 'Product',
    name: item.name,
    description,
    sku: String(item.id),
    url: pageUrl(ctx, path),
    ...(image ? { image: pictures.length > 0 ? pictures : image } : {}),
    ...(item.generic_name ? { alternateName: item.generic_name } : {}),
    offers: {
      '@type': 'Offer',
      price: decimalPrice(shownPrice(item.price, item.discounted_price), ctx.config.digit_after_decimal_point),
      priceCurrency: ctx.config.currency_code,
      availability: availability(item),
      url: pageUrl(ctx, path),
      seller: { '@type': 'Organization', name: item.store_name, url: pageUrl(ctx, storePath) },
    },
    ...(rating ? { aggregateRating: rating } : {}),
  });
  return {
    title: item.name,
    description,
    path,
    image,
    ogType: 'product',
    jsonLd: [product, breadcrumbList(ctx, [homeCrumb(ctx), { name: item.store_name, path: storePath }, { name: item.name, path }])],
  };
}
