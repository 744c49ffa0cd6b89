import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { changedRows, prepared } from '../../db/prepared.js';

type Trx = Kysely<Database>;

/**
 * Stock: the columns of the catalog's tables that orders take from and give back to (items.stock,
 * item_variations.stock, item_food_variation_values.stock, flash_sale_items.sold). Each change is one
 * conditional statement, so two racing orders cannot both take the last unit.
 */

const itemsLocked = prepared((trx, ids: readonly number[]) => trx.selectFrom('items').select('id').where('id', 'in', [...ids]).orderBy('id').forNoKeyUpdate());

/**
 * Locks the items rows on PostgreSQL, all in one statement by id (see inventory.stock for the lock
 * order); SQLite has one writer at a time and no row locks. FOR NO KEY UPDATE, like the UPDATEs after
 * it: it does not wait for the key-share locks that the order_details rows' foreign key takes on the
 * items they name.
 */
export async function lockItems(trx: Trx, itemIds: readonly number[]): Promise<void> {
  if (dbKind(trx) !== 'postgres' || itemIds.length === 0) return;
  await itemsLocked(trx, [...new Set(itemIds)]);
}

const itemStockTaken = prepared((trx, itemId: number, quantity: number) => trx.updateTable('items').set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('id', '=', itemId).where('stock', '>=', quantity));

/** Takes `quantity` from a stock that must hold it; false when it does not. */
export async function takeItemStock(trx: Trx, itemId: number, quantity: number): Promise<boolean> {
  return changedRows(await itemStockTaken(trx, itemId, quantity)) === 1;
}

const variationStockTaken = prepared((trx, itemId: number, type: string, quantity: number) => trx.updateTable('item_variations')
  .set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('item_id', '=', itemId).where('type', '=', type).where('stock', '>=', quantity));

export async function takeVariationStock(trx: Trx, itemId: number, type: string, quantity: number): Promise<boolean> {
  return changedRows(await variationStockTaken(trx, itemId, type, quantity)) === 1;
}

const optionsOf = (trx: Trx, itemId: number, group: string) =>
  trx.selectFrom('item_food_variations').select('id').where('item_id', '=', itemId).where('name', '=', group);

const optionStockTaken = prepared((trx, itemId: number, group: string, label: string, quantity: number) => trx.updateTable('item_food_variation_values')
  .set((eb) => ({ stock: eb('stock', '-', quantity) }))
  .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', optionsOf(trx, itemId, group))
  .where('stock', 'is not', null).where('stock', '>=', quantity));

const unlimitedOption = prepared((trx, itemId: number, group: string, label: string) => trx.selectFrom('item_food_variation_values').select('id')
  .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', optionsOf(trx, itemId, group)).where('stock', 'is', null));

/** Food options with a stock of their own (most have none: null is unlimited). */
export async function takeOptionStock(trx: Trx, itemId: number, group: string, label: string, quantity: number): Promise<boolean> {
  if (changedRows(await optionStockTaken(trx, itemId, group, label, quantity)) > 0) return true;
  return (await unlimitedOption(trx, itemId, group, label)).rows.length > 0;
}

const flashStockTaken = prepared((trx, flashSaleId: number, itemId: number, quantity: number) => trx.updateTable('flash_sale_items')
  .set((eb) => ({ sold: eb('sold', '+', quantity) }))
  .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId)
  .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('stock'))));

/** One more sold in a flash sale, within the sale's own stock; false when it is sold out. */
export async function takeFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<boolean> {
  return changedRows(await flashStockTaken(trx, flashSaleId, itemId, quantity)) > 0;
}

export async function returnOptionStock(trx: Trx, itemId: number, group: string, label: string, quantity: number): Promise<void> {
  await trx.updateTable('item_food_variation_values').set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', optionsOf(trx, itemId, group)).where('stock', 'is not', null).execute();
}

export async function returnVariationStock(trx: Trx, itemId: number, type: string, quantity: number): Promise<void> {
  await trx.updateTable('item_variations').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('item_id', '=', itemId).where('type', '=', type).execute();
}

export async function returnItemStock(trx: Trx, itemId: number, quantity: number): Promise<void> {
  await trx.updateTable('items').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('id', '=', itemId).execute();
}

export async function returnFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<void> {
  await trx.updateTable('flash_sale_items').set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId).where('sold', '>=', quantity).execute();
}

/** The stock staff counted, set from the console: an item's own (one without variations; theirs are its rows). */
export async function setItemStock(trx: Trx, itemId: number, stock: number): Promise<void> {
  await trx.updateTable('items').set({ stock }).where('id', '=', itemId).execute();
}

/** The stocks of many items at once (an import), as setItemStock sets one: a statement per few hundred items. */
export async function setItemStocks(trx: Trx, stocks: readonly { itemId: number; stock: number }[]): Promise<void> {
  for (let at = 0; at < stocks.length; at += 300) {
    const part = stocks.slice(at, at + 300);
    const value = sql<number>`case ${sql.ref('id')} ${sql.join(part.map((s) => sql`when ${s.itemId} then cast(${s.stock} as integer)`), sql` `)} end`;
    await trx.updateTable('items').set({ stock: value }).where('id', 'in', part.map((s) => s.itemId)).execute();
  }
}
