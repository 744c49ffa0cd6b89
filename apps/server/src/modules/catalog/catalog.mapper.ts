import {
  applyDiscount, effectiveDiscount, storeDiscountRunning, type BasicCampaign, type Discount, type Item, type Language, type Review, type Store, type StoreDiscountWindow,
} from '@storefront/contract';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { isOpenAt, localTime, withinDailyRange, type OpeningWindow } from '../../lib/schedule.js';
import { haversineMetres } from '../../lib/geo.js';
import { pictureName, storageName, storageUrl } from '../../lib/images.js';
import { signedList, type FileSigner } from '../files/files.service.js';
import type { CampaignRow, FlashLine, ItemRow, StoreRow } from './catalog.repository.js';

const flag = (v: number | boolean) => (v ? 1 : 0) as 0 | 1;
/** Percentages as they are; amounts from minor to major units. */
const shownDiscount = (d: Discount | null) => (!d ? 0 : d.type === 'amount' ? toMajor(d.value) : d.value);

export function storeWindow(row: {
  discount_type: 'percent' | 'amount' | null; discount: number | null; discount_start: string | null; discount_end: string | null;
}): StoreDiscountWindow | null {
  if (!row.discount_type || !row.discount) return null;
  return { type: row.discount_type, value: row.discount, starts: row.discount_start, ends: row.discount_end };
}

/** The discount window of an item row's store (the row carries it under store_* names). */
export const itemStoreWindow = (row: Pick<ItemRow, 'store_discount_type' | 'store_discount' | 'store_discount_start' | 'store_discount_end'>) =>
  storeWindow({ discount_type: row.store_discount_type, discount: row.store_discount, discount_start: row.store_discount_start, discount_end: row.store_discount_end });

/** Whether callers of these zones may see the item: the twin of the visibleItems scope, for a row already loaded. */
export const itemVisibleTo = (row: Pick<ItemRow, 'status' | 'store_status' | 'zone_id'>, zoneIds: readonly number[]) =>
  row.status === 1 && row.store_status === 1 && zoneIds.includes(row.zone_id);

export interface ItemExtras {
  schedules: OpeningWindow[];
  variations: Item['variations'];
  foodVariations: Item['food_variations'];
  addOns: Item['add_ons'];
  categoryIds: Item['category_ids'];
  flash: FlashLine | undefined;
  /** The translations of the business's unit the item is sold by, when its unit is one of them. */
  unit: string | undefined;
}

export function toItem(row: ItemRow, x: ItemExtras, lang: Language, publicUrl: string, now: Date): Item {
  const store = itemStoreWindow(row);
  const own: Discount = { type: row.discount_type, value: row.discount };
  const effective: Discount | null = x.flash ? { type: x.flash.discount_type, value: x.flash.discount } : effectiveDiscount(own, store, now);
  const price = x.flash ? x.flash.price : applyDiscount(row.price, effectiveDiscount(own, store, now));
  const open = row.store_active === 1 && isOpenAt(x.schedules, row.time_zone, now);
  const inHours = withinDailyRange(row.available_time_starts, row.available_time_ends, localTime(now, row.time_zone).minutes);
  return {
    id: row.id,
    slug: row.slug,
    name: translated(row.translations, lang, 'name', row.name),
    description: translated(row.translations, lang, 'description', row.description ?? ''),
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    images: parseJson<string[]>(row.images, []).map((p) => storageName(publicUrl, p)),
    images_full_url: parseJson<string[]>(row.images, []).map((p) => storageUrl(publicUrl, p)),
    price: toMajor(row.price),
    discount: shownDiscount(effective ?? own),
    discount_type: (effective ?? own).type,
    store_discount: storeDiscountRunning(store, now) ? shownDiscount(store) : 0,
    discounted_price: toMajor(price),
    unit_type: x.unit && row.unit_type ? translated(x.unit, lang, 'name', row.unit_type) : row.unit_type,
    store_id: row.store_id,
    store_name: translated(row.store_translations, lang, 'name', row.store_name),
    store_slug: row.store_slug,
    zone_id: row.zone_id,
    module_id: row.module_id,
    module_type: row.module_type,
    stock: row.stock,
    maximum_cart_quantity: row.maximum_cart_quantity,
    is_prescription_required: flag(row.is_prescription_required),
    veg: flag(row.veg),
    recommended: flag(row.recommended),
    organic: flag(row.organic),
    halal_tag_status: flag(row.halal_tag_status),
    is_halal: flag(row.is_halal),
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    wishlist_count: row.wishlist_count,
    available_time_starts: row.available_time_starts,
    available_time_ends: row.available_time_ends,
    schedule_order: flag(row.schedule_order),
    variations: x.variations,
    choice_options: parseJson(row.choice_options, []),
    food_variations: x.foodVariations,
    add_ons: x.addOns,
    tags: parseJson<string[]>(row.tags, []),
    category_id: row.category_id,
    category_ids: x.categoryIds,
    brand_id: row.brand_id,
    generic_name: row.generic_name,
    available: flag(open && inHours),
  };
}

export interface StoreExtras {
  schedules: OpeningWindow[];
  totalItems: number;
  /** Count per star, index 0 = 1 star. */
  stars: number[];
  /** Published reviews of 4 stars or more. */
  positive: number;
  position: { lat: number; lng: number } | null;
}

/** Positive reviews as a rounded percentage of all; 0 when there are none. */
export const positiveShare = (positive: number, total: number): number => (total > 0 ? Math.round((100 * positive) / total) : 0);

export function toStore(row: StoreRow, x: StoreExtras, lang: Language, publicUrl: string, now: Date): Store {
  const window = storeWindow(row);
  const running = storeDiscountRunning(window, now);
  return {
    id: row.id,
    slug: row.slug,
    name: translated(row.translations, lang, 'name', row.name),
    address: row.address,
    phone: row.phone,
    logo: storageName(publicUrl, row.logo), logo_full_url: storageUrl(publicUrl, row.logo),
    cover_photo: storageName(publicUrl, row.cover_photo), cover_photo_full_url: storageUrl(publicUrl, row.cover_photo),
    latitude: row.latitude,
    longitude: row.longitude,
    total_items: x.totalItems,
    module_id: row.module_id,
    module_type: row.module_type,
    zone_id: row.zone_id,
    featured: flag(row.featured),
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    ratings: [5, 4, 3, 2, 1].map((star) => x.stars[star - 1] ?? 0),
    positive_rating: positiveShare(x.positive, x.stars.reduce((a, b) => a + b, 0)),
    distance: x.position ? Math.round(haversineMetres(x.position.lat, x.position.lng, row.latitude, row.longitude)) : null,
    delivery_time: `${row.delivery_time_min}-${row.delivery_time_max} ${row.delivery_time_unit}`,
    minimum_order: toMajor(row.minimum_order),
    free_delivery: flag(row.free_delivery),
    active: flag(row.active),
    open: flag(row.active === 1 && isOpenAt(x.schedules, row.time_zone, now)),
    schedule_order: flag(row.schedule_order),
    delivery: flag(row.delivery),
    take_away: flag(row.take_away),
    veg: flag(row.veg),
    non_veg: flag(row.non_veg),
    halal_tag_status: flag(row.halal_tag_status),
    prescription_order: flag(row.prescription_order),
    discount: running && window
      ? {
          discount: shownDiscount(window),
          discount_type: window.type,
          min_purchase: toMajor(row.discount_min_purchase ?? 0),
          max_discount: toMajor(row.discount_max ?? 0),
          start_date: row.discount_start,
          end_date: row.discount_end,
        }
      : null,
    announcement: row.announcement,
    created_at: row.created_at,
    schedules: x.schedules.map((s) => ({ day: s.day, opening_time: s.opening_time, closing_time: s.closing_time })),
  };
}

export interface ReviewRow {
  id: number; item_id: number; store_id: number; user_id: number | null; customer_name: string; rating: number;
  comment: string | null; reply: string | null; attachment: string; created_at: string; item_name: string; item_translations: string; item_image: string | null;
}

/** A review; its photos only for its author (sign), never in the public lists, since they may show health data. */
export function toReview(row: ReviewRow, lang: Language, publicUrl: string, sign: FileSigner | null = null): Review {
  return {
    id: row.id,
    item_id: row.item_id,
    item_name: translated(row.item_translations, lang, 'name', row.item_name),
    item_image: storageName(publicUrl, row.item_image), item_image_full_url: storageUrl(publicUrl, row.item_image),
    store_id: row.store_id,
    user_id: row.user_id,
    customer_name: row.customer_name,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    attachment: signedList(parseJson<string[]>(row.attachment, []), sign).map((url) => pictureName(publicUrl, url)),
    attachment_full_url: signedList(parseJson<string[]>(row.attachment, []), sign),
    created_at: row.created_at,
  };
}

export function toBasicCampaign(row: CampaignRow, lang: Language, publicUrl: string): BasicCampaign {
  return {
    id: row.id,
    title: translated(row.translations, lang, 'title', row.title),
    description: translated(row.translations, lang, 'description', row.description ?? ''),
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    module_id: row.module_id,
    available_date_starts: row.start_date,
    available_date_ends: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
  };
}

/** A store card with the distance from `position`, for answers cached without one. */
export function withDistance(store: Store, position: { lat: number; lng: number } | null): Store {
  if (!position) return store;
  return { ...store, distance: Math.round(haversineMetres(position.lat, position.lng, store.latitude, store.longitude)) };
}

/** A store card without what depends on where the customer is (distance, delivery estimate), for a details page opened cold. */
export function placeless(store: Store): Store {
  const { distance: _distance, delivery_time: _estimate, ...rest } = store;
  return rest;
}
