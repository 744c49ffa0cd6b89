import type { Item } from '@storefront/contract';

/** The card variants: vertical (grid), list (food horizontal), popular, flash sale, slider and special offer. */
export type ItemCardVariant = 'vertical' | 'list' | 'popular' | 'flash' | 'slider' | 'special';

/** Some cards show 4.5 until an item has its first rating. */
export const DEFAULT_RATING = 4.5;
const DEFAULT_RATED: readonly ItemCardVariant[] = ['popular', 'special'];

/** The rating a card shows, if any: popular cards add the count; an unrated item shows none, or the default. */
export function cardRating(item: Pick<Item, 'avg_rating' | 'rating_count'>, variant: ItemCardVariant): { rating: number; count?: number } | null {
  if (item.rating_count > 0) return { rating: item.avg_rating, count: variant === 'popular' ? item.rating_count : undefined };
  return DEFAULT_RATED.includes(variant) ? { rating: DEFAULT_RATING } : null;
}
