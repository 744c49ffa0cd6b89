import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { pageRowsOf, withRowColumns, type MenuFilter } from './catalog.console.repository.js';
import type { ItemsTable } from './catalog.table.js';

type Trx = Kysely<Database>;

/** Rows read, or written, this many at a time. */
export const CHUNK = 500;

/** What the admin's list shows of an item: the menu list's row with its key, store, module and last change. */
function catalogueRowQuery(db: Trx) {
  return withRowColumns(db, null)
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('modules as m', 'm.id', 'i.module_id')
    .select([
      'i.sku', 'i.store_id', 's.name as store_name', 's.translations as store_translations', 'i.module_id', 'm.module_name',
      'm.translations as module_translations', 'm.module_type', 'i.updated_at',
    ]);
}

/** A page of the admin's list (see pageRowsOf). */
export function cataloguePageRows(db: Trx, f: MenuFilter, limit: number, skip: number) {
  return pageRowsOf(db, catalogueRowQuery(db), f, limit, skip).execute();
}

/** The admin's list rows of the items among `ids`, in no particular order. */
export function catalogueRows(db: Trx, ids: readonly number[]) {
  return catalogueRowQuery(db).where('i.id', 'in', [...ids]).execute();
}
export type CatalogueRow = Awaited<ReturnType<typeof catalogueRows>>[number];

/** What a file holds of items (see ITEM_CSV_COLUMNS), with what an import compares and keeps. */
const FILE_COLUMNS = [
  'i.id', 'i.sku', 'i.store_id', 'i.category_id', 'i.name', 'i.translations', 'i.description', 'i.price', 'i.discount', 'i.discount_type',
  'i.unit_type', 'i.stock', 'i.status', 'i.veg', 'i.recommended', 'i.organic', 'i.is_halal', 'i.is_prescription_required', 'i.version',
] as const;

/** The file rows of the items among `ids`, in id order, with their store's and category's names. */
export function fileRows(db: Trx, ids: readonly number[]) {
  return db.selectFrom('items as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .select([...FILE_COLUMNS, 's.name as store_name', 'c.name as category_name'])
    .where('i.id', 'in', [...ids]).orderBy('i.id').execute();
}
export type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

/**
 * Items named by (store, key), with whether their stock is their variations'. The pairs are a table of
 * their own (a `with` of values) that the query joins to items by the index items_store_sku: one probe
 * a pair. Stores and keys asked as two lists would probe every store with every key.
 */
export function itemsByKeysQuery(db: Trx, keys: readonly { storeId: number; key: string }[]) {
  const pairs = sql.join(keys.map((k) => sql`(cast(${k.storeId} as integer), cast(${k.key} as text))`));
  return db.with('named(store_id, sku)', () => sql<{ store_id: number; sku: string }>`(values ${pairs})`)
    // A cross join keeps SQLite's order (the pairs first, then items by their index); PostgreSQL plans it as any join.
    .selectFrom('named as n')
    .crossJoin('items as i')
    .whereRef('i.store_id', '=', 'n.store_id').whereRef('i.sku', '=', 'n.sku')
    .select((eb) => [
      ...FILE_COLUMNS,
      eb.or([
        eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id')),
        eb.exists(eb.selectFrom('item_food_variations as g').select('g.id').whereRef('g.item_id', '=', 'i.id')),
      ]).as('has_variations'),
    ]);
}

export async function itemsByKeys(db: Trx, keys: readonly { storeId: number; key: string }[]) {
  return keys.length === 0 ? [] : itemsByKeysQuery(db, keys).execute();
}
export type KeyedItem = Awaited<ReturnType<typeof itemsByKeys>>[number];

/** Stores among `ids`, with what their new items copy. */
export function importStores(db: Trx, ids: readonly number[]) {
  return db.selectFrom('stores as s').innerJoin('modules as m', 'm.id', 's.module_id')
    .select(['s.id', 's.module_id', 's.zone_id', 's.tax', 'm.module_type']).where('s.id', 'in', [...ids]).execute();
}
export type ImportStore = Awaited<ReturnType<typeof importStores>>[number];

/** Categories among `ids`, with their module. */
export function importCategories(db: Trx, ids: readonly number[]) {
  return db.selectFrom('categories').select(['id', 'module_id']).where('id', 'in', [...ids]).execute();
}

/** New items' rows, a part at a time; answers their ids by key, in the rows' order. */
export async function insertItems(trx: Trx, rows: readonly Insertable<ItemsTable>[]): Promise<{ id: number; store_id: number; sku: string }[]> {
  const made: { id: number; store_id: number; sku: string }[] = [];
  for (let at = 0; at < rows.length; at += CHUNK / 5) {
    made.push(...await trx.insertInto('items').values(rows.slice(at, at + CHUNK / 5)).returning(['id', 'store_id', 'sku']).execute());
  }
  return made;
}
