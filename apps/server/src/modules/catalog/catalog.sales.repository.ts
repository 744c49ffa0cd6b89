import type { Db } from '../../db/connection.js';

export interface SoldLine {
  id: number;
  item_id: number | null;
  quantity: number;
  created_at: string;
}

/**
 * The last order line counted, read with the mark's row locked (PostgreSQL holds the lock to the
 * end of the transaction): two instances counting at once take turns, the second from where the
 * first stopped.
 */
export async function takeSalesMark(trx: Db): Promise<number> {
  const row = await trx.updateTable('item_sales_mark').set((eb) => ({ counted_through: eb.ref('counted_through') }))
    .where('id', '=', 1).returning('counted_through').executeTakeFirst();
  return row?.counted_through ?? 0;
}

export async function setSalesMark(trx: Db, countedThrough: number): Promise<void> {
  await trx.updateTable('item_sales_mark').set({ counted_through: countedThrough }).where('id', '=', 1).execute();
}

/** Order lines after `mark`, in the order they were written, `limit` at most. */
export function linesAfter(trx: Db, mark: number, limit: number): Promise<SoldLine[]> {
  return trx.selectFrom('order_details').select(['id', 'item_id', 'quantity', 'created_at'])
    .where('id', '>', mark).orderBy('id').limit(limit).execute();
}

/** Adds sold quantities to items' order counts, by item id in ascending order (the order every writer locks items in). */
export async function addSold(trx: Db, sold: ReadonlyMap<number, number>): Promise<void> {
  for (const itemId of [...sold.keys()].sort((a, b) => a - b)) {
    await trx.updateTable('items').set((eb) => ({ order_count: eb('order_count', '+', sold.get(itemId)!) })).where('id', '=', itemId).execute();
  }
}

/**
 * Takes a canceled order's quantities back from the items' order counts, never below zero (a count
 * the sales counter has not raised yet stays as it is).
 */
export async function takeBackSold(trx: Db, lines: readonly { itemId: number; quantity: number }[]): Promise<void> {
  for (const { itemId, quantity } of [...lines].sort((a, b) => a.itemId - b.itemId)) {
    await trx.updateTable('items').set((eb) => ({ order_count: eb('order_count', '-', quantity) })).where('id', '=', itemId).where('order_count', '>=', quantity).execute();
  }
}
