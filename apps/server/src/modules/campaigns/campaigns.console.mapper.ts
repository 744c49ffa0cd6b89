import type { CampaignState, ConsoleBasicCampaign, ConsoleFlashSale, ConsoleFlashSaleLine, ConsoleItemCampaign, Texts } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { storageUrl } from '../../lib/images.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import type { ItemCampaignConsoleRow } from './campaigns.console.repository.js';
import type { SaleLineRow } from './campaigns.flash-sales.repository.js';

/** Off, or where `at` (a day, or an instant for flash sales) falls against the first and last. */
export function campaignState(row: { status: number; start_date: string; end_date: string }, at: string): CampaignState {
  if (row.status !== 1) return 'off';
  if (row.start_date > at) return 'scheduled';
  return row.end_date < at ? 'expired' : 'running';
}

/** An amount discount is kept in minor units, a percentage as it is. */
export const discountOut = (discount: number, type: 'percent' | 'amount') => (type === 'amount' ? toMajor(discount) : discount);
export const discountIn = (discount: number, type: 'percent' | 'amount') => (type === 'amount' ? toMinor(discount) : discount);

export function toConsoleBasicCampaign(row: Row<'campaigns'>, storeIds: number[], today: string, publicUrl: string): ConsoleBasicCampaign {
  return {
    id: row.id, version: row.version, title: textsOf(row.title, row.translations, 'title'),
    description: textsOf(row.description, row.translations, 'description'),
    image_full_url: row.image ? storageUrl(publicUrl, row.image) : null, module_id: row.module_id,
    start_date: row.start_date, end_date: row.end_date, start_time: row.start_time, end_time: row.end_time,
    store_ids: storeIds, on: row.status === 1, state: campaignState(row, today), created_at: row.created_at,
  };
}

/** The campaigns columns a save sets from the console's fields (the picture and stores aside). */
export function basicCampaignColumns(
  fields: { title: Texts; description: Texts; module_id: number; start_date: string; end_date: string; start_time: string; end_time: string; on: boolean },
  previousTranslations: string | null,
) {
  return {
    title: fields.title.en, description: fields.description.en || null,
    translations: withTranslations(previousTranslations, { title: fields.title, description: fields.description }),
    module_id: fields.module_id, start_date: fields.start_date, end_date: fields.end_date,
    start_time: fields.start_time, end_time: fields.end_time, status: fields.on ? 1 as const : 0 as const,
  };
}

export function toConsoleItemCampaign(row: ItemCampaignConsoleRow, today: string): ConsoleItemCampaign {
  return {
    id: row.id, version: row.version, title: textsOf(row.title, row.translations, 'title'),
    item_id: row.item_id, item_name: row.item_name, item_price: toMajor(row.item_price), store_id: row.store_id, store_name: row.store_name,
    module_id: row.module_id, zone_id: row.zone_id, price: toMajor(row.price),
    discount: discountOut(row.discount, row.discount_type), discount_type: row.discount_type,
    start_date: row.start_date, end_date: row.end_date, start_time: row.start_time, end_time: row.end_time,
    on: row.status === 1, state: campaignState(row, today), created_at: row.created_at,
  };
}

export function toConsoleFlashLine(line: SaleLineRow): ConsoleFlashSaleLine {
  return {
    id: line.id, item_id: line.item_id, item_name: line.item_name, item_price: toMajor(line.item_price), price: toMajor(line.price),
    discount: discountOut(line.discount, line.discount_type), discount_type: line.discount_type, stock: line.stock, sold: line.sold, on: line.status === 1,
  };
}

export function toConsoleFlashSale(row: Row<'flash_sales'>, lines: readonly SaleLineRow[], now: string): ConsoleFlashSale {
  return {
    id: row.id, version: row.version, title: textsOf(row.title, row.translations, 'title'), module_id: row.module_id,
    start_date: row.start_date, end_date: row.end_date, on: row.status === 1, state: campaignState(row, now),
    lines: lines.map(toConsoleFlashLine), created_at: row.created_at,
  };
}
