import { applyDiscount, type FlashSale, type FlashSaleProduct, type Item, type Language } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { localTime, withinDailyRange } from '../../lib/schedule.js';
import type { FlashLineRow, ItemCampaignRow } from './campaigns.repository.js';

/**
 * An item as its campaign sells it: the campaign's price and discount (a store discount does not
 * stack on a campaign deal), its dates, and orderable only inside the campaign's daily hours.
 */
export function asCampaignItem(item: Item, c: ItemCampaignRow, now: Date): Item {
  const discount = c.discount > 0 ? { type: c.discount_type, value: c.discount } : null;
  const inHours = withinDailyRange(c.start_time, c.end_time, localTime(now, c.time_zone).minutes);
  return {
    ...item,
    price: toMajor(c.price),
    discount: discount ? (discount.type === 'amount' ? toMajor(discount.value) : discount.value) : 0,
    discount_type: c.discount_type,
    store_discount: 0,
    discounted_price: toMajor(applyDiscount(c.price, discount)),
    campaign_id: c.id,
    available_date_starts: c.start_date,
    available_date_ends: c.end_date,
    available: item.available === 1 && inHours ? 1 : 0,
  };
}

export function toFlashProduct(line: FlashLineRow, item: Item): FlashSaleProduct {
  return {
    id: line.id,
    flash_sale_id: line.flash_sale_id,
    item_id: line.item_id,
    stock: line.stock,
    sold: line.sold,
    available_stock: Math.max(0, line.stock - line.sold),
    discount: line.discount_type === 'amount' ? toMajor(line.discount) : line.discount,
    discount_type: line.discount_type,
    price: toMajor(line.price),
    item,
  };
}

/** A running sale, its title in the visitor's language (English where untranslated). */
export function toFlashSale(row: Row<'flash_sales'>, products: FlashSaleProduct[], lang: Language): FlashSale {
  return { id: row.id, title: translated(row.translations, lang, 'title', row.title), start_date: row.start_date, end_date: row.end_date, active_products: products };
}
