import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { changedRows } from '../../db/prepared.js';
import type { AddOnsTable } from './catalog.table.js';

type Trx = Kysely<Database>;

/** A store's add-ons with how many items offer each (read from the links' index by add-on). */
function withItemCounts(db: Trx, storeId: number) {
  return db.selectFrom('add_ons as a')
    .select((eb) => [
      'a.id', 'a.store_id', 'a.name', 'a.translations', 'a.price', 'a.status', 'a.version',
      eb.selectFrom('item_add_ons as ia').select((c) => c.fn.countAll<number>().as('n')).whereRef('ia.add_on_id', '=', 'a.id').as('items_count'),
    ])
    .where('a.store_id', '=', storeId);
}

/** The store's add-ons, oldest first, switched on or not. */
export function storeAddOnRows(db: Trx, storeId: number) {
  return withItemCounts(db, storeId).orderBy('a.id').execute();
}

/** One of the store's add-ons; undefined when the store has no such add-on. */
export function storeAddOnRow(db: Trx, storeId: number, addOnId: number) {
  return withItemCounts(db, storeId).where('a.id', '=', addOnId).executeTakeFirst();
}
export type AddOnRow = NonNullable<Awaited<ReturnType<typeof storeAddOnRow>>>;

/**
 * Locks the add-on's row on PostgreSQL until the transaction ends (SQLite has one writer at a time):
 * FOR UPDATE before a removal, so that an item save linking it meanwhile waits and then finds it gone;
 * FOR NO KEY UPDATE before a save, which links may go on referring to.
 */
export async function lockAddOn(trx: Trx, addOnId: number, removing: boolean): Promise<void> {
  if (dbKind(trx) !== 'postgres') return;
  const q = trx.selectFrom('add_ons').select('id').where('id', '=', addOnId);
  await (removing ? q.forUpdate() : q.forNoKeyUpdate()).execute();
}

export async function insertAddOn(trx: Trx, row: Insertable<AddOnsTable>): Promise<number> {
  return (await trx.insertInto('add_ons').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Raises the add-on's version by one, with the columns given, only while it still has `version`: false when another save came first. */
export async function saveAddOnColumns(trx: Trx, addOnId: number, version: number, columns: Updateable<AddOnsTable>): Promise<boolean> {
  const result = await trx.updateTable('add_ons').set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('id', '=', addOnId).where('version', '=', version).executeTakeFirst();
  return changedRows({ numAffectedRows: result.numUpdatedRows }) === 1;
}

/** The items that offer the add-on, by id. */
export async function linkedItemIds(db: Trx, addOnId: number): Promise<number[]> {
  return (await db.selectFrom('item_add_ons').select('item_id').where('add_on_id', '=', addOnId).orderBy('item_id').execute()).map((l) => l.item_id);
}

/** Takes the add-on from every item that offers it; answers those items' ids. */
export async function unlinkAddOn(trx: Trx, addOnId: number): Promise<number[]> {
  const links = await trx.deleteFrom('item_add_ons').where('add_on_id', '=', addOnId).returning('item_id').execute();
  return links.map((l) => l.item_id).sort((a, b) => a - b);
}

export async function deleteAddOn(trx: Trx, addOnId: number): Promise<void> {
  await trx.deleteFrom('add_ons').where('id', '=', addOnId).execute();
}
