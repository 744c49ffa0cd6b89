import { sql, type Insertable, type Kysely } from 'kysely';
import type { ConsoleCampaignQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { listed } from './campaigns.console.repository.js';

type Reader = Db | Kysely<Database>;

/** A page of flash sales, newest first, and how many; their state is judged at the instant `now`. */
export async function flashSalePage(db: Db, query: ConsoleCampaignQuery, now: string) {
  const q = listed(db, db.selectFrom('flash_sales as c'), query, now);
  const [rows, count] = await Promise.all([
    q.selectAll('c').orderBy('c.id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function flashSaleRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('flash_sales').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * The lines of some sales with their item's name and price, in one query, each sale's in the order they
 * were added. Each line's item is read by its key: a page's 500 lines are a few of the catalogue's items,
 * but PostgreSQL, costing 500 reads by key above one pass over the table, would hash-join a scan of every
 * item; a lateral subquery kept apart (`offset 0` stops it being merged into a join) is read once a line.
 */
export function saleLines(db: Reader, saleIds: readonly number[]) {
  const lines = db.selectFrom('flash_sale_items as f');
  const withItems = dbKind(db) === 'postgres'
    ? lines.innerJoinLateral((eb) => eb.selectFrom('items').select(['name', 'price', 'module_id']).whereRef('items.id', '=', 'f.item_id').offset(0).as('i'), (join) => join.onTrue())
    : lines.innerJoin('items as i', 'i.id', 'f.item_id');
  return withItems.selectAll('f').select(['i.name as item_name', 'i.price as item_price', 'i.module_id as item_module_id'])
    .where('f.flash_sale_id', 'in', [...saleIds]).orderBy('f.flash_sale_id').orderBy('f.id');
}

export function linesOfSales(db: Reader, saleIds: readonly number[]) {
  return saleIds.length === 0 ? Promise.resolve([]) : saleLines(db, saleIds).execute();
}
export type SaleLineRow = Awaited<ReturnType<typeof linesOfSales>>[number];

export function lineOf(db: Reader, saleId: number, itemId: number) {
  return db.selectFrom('flash_sale_items').selectAll().where('flash_sale_id', '=', saleId).where('item_id', '=', itemId).executeTakeFirst();
}

export async function insertLine(trx: Kysely<Database>, row: Insertable<Database['flash_sale_items']>): Promise<void> {
  await trx.insertInto('flash_sale_items').values(row).execute();
}

/** A line's new terms; false when orders have sold more than the new stock meanwhile (sold is the inventory's to write). */
export async function saveLine(
  trx: Kysely<Database>, id: number, terms: { stock: number; price: number; discount: number; discount_type: 'percent' | 'amount'; status: 0 | 1 },
): Promise<boolean> {
  const result = await trx.updateTable('flash_sale_items').set({ stock: terms.stock, price: terms.price, discount: terms.discount, discount_type: terms.discount_type, status: terms.status })
    .where('id', '=', id).where('sold', '<=', terms.stock).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a line out of its sale unless orders have bought from it (they give units back to it when cancelled). */
export async function deleteUnsoldLine(trx: Kysely<Database>, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('flash_sale_items').where('id', '=', id).where('sold', '=', 0).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Another sale that is on, whose time meets [start, end], and that holds one of `itemIds` on a line that
 * is on: the first such line, with the sale's title, or undefined.
 */
export function overlappingLine(db: Reader, sale: { id: number; start: string; end: string }, itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve(undefined);
  return db.selectFrom('flash_sale_items as f').innerJoin('flash_sales as fs', 'fs.id', 'f.flash_sale_id')
    .select(['f.item_id', 'fs.id as sale_id', 'fs.title as sale_title'])
    .where('f.item_id', 'in', [...itemIds]).where('f.status', '=', 1)
    .where('fs.id', '!=', sale.id).where('fs.status', '=', 1)
    .where('fs.start_date', '<=', sale.end).where('fs.end_date', '>=', sale.start)
    .orderBy('f.item_id').orderBy('fs.id').executeTakeFirst();
}

/**
 * Flash sale edits one at a time (PostgreSQL; SQLite's writer lock does already), so that two saves
 * cannot each find no overlap and both put the same item on two sales at once. Taken first.
 */
export async function serializeFlashSaleEdits(trx: Kysely<Database>): Promise<void> {
  if (dbKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${FLASH_SALE_EDITS})`.execute(trx);
}
const FLASH_SALE_EDITS = 7_240_101;
