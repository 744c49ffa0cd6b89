import type { DeliveryManReview, Language, OrderReviews, Review, ReviewReminder } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import { pictureName, storageName, storageUrl } from '../../lib/images.js';
import { keptImageUrl, type KeptItem } from '../orders/orders.mapper.js';
import type { CourierCardRow, OrderItemRow } from './reviews.repository.js';

type ReviewableItem = ReviewReminder['items'][number];

/** One entry per item, however many lines hold it: named in the request's language, pictured by the catalogue or else by the line's snapshot. */
export function toReviewableItems(rows: readonly OrderItemRow[], lang: Language, publicUrl: string): ReviewableItem[] {
  const byId = new Map<number, ReviewableItem>();
  for (const row of rows) {
    if (byId.has(row.id)) continue;
    const sold = parseJson<KeptItem>(row.item_details, {});
    const image = row.image ? storageUrl(publicUrl, row.image) : keptImageUrl(sold, publicUrl);
    byId.set(row.id, { id: row.id, name: translated(row.translations, lang, 'name', row.name || sold.name || ''), image: pictureName(publicUrl, image), image_full_url: image });
  }
  return [...byId.values()];
}

export function toDeliveryManReview(row: Row<'delivery_man_reviews'>): DeliveryManReview {
  return {
    id: row.id,
    delivery_man_id: row.delivery_man_id,
    order_id: row.order_id,
    customer_name: row.customer_name,
    rating: Number(row.rating),
    comment: row.comment,
    created_at: row.created_at,
  };
}

export function toOrderCourier(row: CourierCardRow, review: Row<'delivery_man_reviews'> | undefined, publicUrl: string): NonNullable<OrderReviews['delivery_man']> {
  return {
    id: row.id,
    name: `${row.f_name} ${row.l_name}`.trim(),
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    review: review ? toDeliveryManReview(review) : null,
  };
}

export function toOrderReviews(
  order: { id: number; reviewable: boolean },
  items: readonly ReviewableItem[],
  reviews: ReadonlyMap<number, Review>,
  courier: OrderReviews['delivery_man'],
): OrderReviews {
  return {
    order_id: order.id,
    reviewable: order.reviewable ? 1 : 0,
    items: items.map((item) => ({ ...item, review: reviews.get(item.id) ?? null })),
    delivery_man: courier,
  };
}
