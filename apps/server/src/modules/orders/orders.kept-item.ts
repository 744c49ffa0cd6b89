import type { Item, OrderLine } from '@storefront/contract';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import { pictureName, storageUrl } from '../../lib/images.js';
import type { OrderLineRow } from './orders.tracking.repository.js';

type StoredChoice = { name: string; values: { label: string[] } } | { type: string };

/**
 * The item kept with an order line: as the customer was shown it, but its picture as a storage path rather
 * than a URL, and its tax when sold (a percentage, or major units per unit).
 */
export type KeptItem = Omit<Partial<Item>, 'image' | 'images' | 'image_full_url' | 'images_full_url'> & {
  image?: string | null; image_full_url?: string | null; tax?: number; tax_type?: 'percent' | 'amount';
};

/** What a line keeps of its item, so that the picture is answered under the PUBLIC_URL of the day it is shown. */
export function keptItem(card: Item, image: string | null, tax?: { type: 'percent' | 'amount'; value: number }): string {
  // Copied key by key: a rest pattern and spreads over the card's forty fields cost several times more.
  const kept: Record<string, unknown> = {};
  for (const key in card) if (!CARD_PICTURES.has(key)) kept[key] = card[key as keyof Item];
  kept.image = image;
  if (tax) {
    kept.tax = tax.type === 'amount' ? toMajor(tax.value) : tax.value;
    kept.tax_type = tax.type;
  }
  return JSON.stringify(kept as KeptItem);
}

/** The card's picture fields, which a kept item replaces by its storage path. */
const CARD_PICTURES = new Set(['image', 'images', 'image_full_url', 'images_full_url']);

/**
 * The kept item's picture. Lines kept before pictures were kept as paths hold the whole URL under the PUBLIC_URL
 * of their day, or '/storage/…': their storage path is what follows '/storage/'.
 */
export function keptImageUrl(kept: KeptItem, publicUrl: string): string {
  if ('image' in kept) return storageUrl(publicUrl, kept.image);
  const url = kept.image_full_url ?? '';
  return storageUrl(publicUrl, /^(?:https?:\/\/[^/]+)?(?:\/[^?#]*?)?\/storage\/([^?#]+)$/.exec(url)?.[1] ?? url);
}

/** A line's choices in words ("Size: Large", "Red-XL"). */
export const lineChoices = (row: Pick<OrderLineRow, 'variation'>): string[] =>
  parseJson<StoredChoice[]>(row.variation, []).map((v) => ('type' in v ? v.type : `${v.name}: ${v.values.label.join(', ')}`));

/** A line's add-ons with their names and prices as the item was shown when bought. */
export function lineAddOns(row: Pick<OrderLineRow, 'add_ons'>, item: KeptItem): OrderLine['add_ons'] {
  const names = new Map((item.add_ons ?? []).map((a) => [a.id, a]));
  return parseJson<{ id: number; quantity: number }[]>(row.add_ons, []).map((a) => ({
    id: a.id, name: names.get(a.id)?.name ?? '', price: names.get(a.id)?.price ?? 0, quantity: a.quantity,
  }));
}

/** What a line says alike to the customer and to staff: the item, its name and picture as bought, how many, its add-ons and total. */
export type BoughtLine = Pick<OrderLine, 'id' | 'item_id' | 'item_campaign_id' | 'name' | 'image' | 'image_full_url' | 'quantity' | 'add_ons' | 'total'>;

/** A line's common part and the item kept with it, which each answer of the line extends. */
export function boughtLine(row: OrderLineRow, publicUrl: string): { item: KeptItem; line: BoughtLine } {
  const item = parseJson<KeptItem>(row.item_details, {});
  const imageUrl = keptImageUrl(item, publicUrl);
  return {
    item,
    line: {
      id: row.id,
      item_id: row.item_id,
      item_campaign_id: row.item_campaign_id,
      name: item.name ?? '',
      image: pictureName(publicUrl, imageUrl),
      image_full_url: imageUrl,
      quantity: row.quantity,
      add_ons: lineAddOns(row, item),
      total: toMajor(row.price * row.quantity + row.add_ons_price),
    },
  };
}
