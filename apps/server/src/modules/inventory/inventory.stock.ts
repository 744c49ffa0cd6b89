import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import {
  lockItems, returnFlashStock, returnItemStock, returnOptionStock, returnVariationStock, takeFlashStock, takeItemStock, takeOptionStock,
  takeVariationStock,
} from './inventory.repository.js';

type Trx = Kysely<Database>;

/**
 * What an order line takes from stock and gives back: the item, how many, and the choices that have
 * stocks of their own. Food has stock only on some options (null is unlimited); other modules' items
 * have it on the item, or on the variation (type) chosen.
 */
export interface StockLine {
  itemId: number;
  quantity: number;
  food: boolean;
  variation: readonly ({ name: string; values: { label: readonly string[] } } | { type: string })[];
}

/** A line bought at a flash-sale price: the sale's own stock holds it too. */
export interface FlashLine {
  flashSaleId: number;
  itemId: number;
  quantity: number;
}

/**
 * The one order in which a transaction takes the rows that placing, cancelling, delivering and refunding
 * an order change, so that two of them never wait on each other (a PostgreSQL deadlock):
 *   1. the order's own orders row (placing inserts a new one, which no other transaction waits for);
 *   2. items, by id, each with its variation or food-option rows and its sold count;
 *   3. flash_sale_items, by (flash_sale_id, item_id);
 *   4. the owner's coupon_redemptions row, then the coupons row;
 *   5. users: the referral discount, then the wallet and loyalty points (the order's customer before
 *      anyone else, such as the referrer who earns from the delivery).
 * Reviews and wishlists change one items row each and take nothing of the above after it.
 * The functions below keep 2 and 3: items are locked first, all in one statement, so that their
 * variations and counts are written under that lock whatever order the lines come in.
 */
const byItem = <T extends StockLine>(lines: readonly T[]): T[] =>
  [...lines].sort((a, b) => a.itemId - b.itemId || JSON.stringify(a.variation).localeCompare(JSON.stringify(b.variation)));

const byFlashSale = (lines: readonly FlashLine[]) => [...lines].sort((a, b) => a.flashSaleId - b.flashSaleId || a.itemId - b.itemId);

export { lockItems };

/** Takes every line's stock, items in lock order; false at the first line its stock cannot hold (the caller rolls back). */
export async function takeStock(trx: Trx, lines: readonly StockLine[]): Promise<boolean> {
  for (const line of byItem(lines)) {
    const { itemId, quantity } = line;
    if (line.food) {
      for (const c of line.variation) {
        if (!('name' in c)) continue;
        for (const label of c.values.label) if (!(await takeOptionStock(trx, itemId, c.name, label, quantity))) return false;
      }
      continue;
    }
    const variant = line.variation.find((c): c is { type: string } => 'type' in c);
    if (!(variant ? await takeVariationStock(trx, itemId, variant.type, quantity) : await takeItemStock(trx, itemId, quantity))) return false;
  }
  return true;
}

/** Gives back what takeStock took, in the same order. */
export async function returnStock(trx: Trx, lines: readonly StockLine[]): Promise<void> {
  for (const line of byItem(lines)) {
    const { itemId, quantity } = line;
    if (line.food) {
      for (const c of line.variation) if ('name' in c) for (const label of c.values.label) await returnOptionStock(trx, itemId, c.name, label, quantity);
      continue;
    }
    const variant = line.variation.find((c): c is { type: string } => 'type' in c);
    await (variant ? returnVariationStock(trx, itemId, variant.type, quantity) : returnItemStock(trx, itemId, quantity));
  }
}

/** Takes the flash sales' own stock, in lock order; false when a sale is sold out. */
export async function takeFlashSales(trx: Trx, lines: readonly FlashLine[]): Promise<boolean> {
  for (const l of byFlashSale(lines)) if (!(await takeFlashStock(trx, l.flashSaleId, l.itemId, l.quantity))) return false;
  return true;
}

export async function returnFlashSales(trx: Trx, lines: readonly FlashLine[]): Promise<void> {
  for (const l of byFlashSale(lines)) await returnFlashStock(trx, l.flashSaleId, l.itemId, l.quantity);
}
