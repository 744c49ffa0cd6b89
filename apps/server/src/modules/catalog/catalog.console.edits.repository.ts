import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { dbKind } from '../../db/dialect.js';
import type { Database } from '../../db/database.js';
import { toMinor } from '../../lib/money.js';
import type { ItemForm } from './catalog.console.mapper.js';
import type { ItemsTable } from './catalog.table.js';

type Trx = Kysely<Database>;

/** A new item's row; answers its id. */
export async function insertItem(trx: Trx, row: Insertable<ItemsTable>): Promise<number> {
  return (await trx.insertInto('items').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Raises the item's version by one, with the columns given, only while it still has `version`: false
 * when another save came first (its caller answers 409 and rolls back).
 */
export async function saveItemColumns(trx: Trx, itemId: number, version: number, columns: Updateable<ItemsTable>, now: string): Promise<boolean> {
  const result = await trx.updateTable('items').set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', itemId).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The item's variations, replaced by `variations` (their stock as staff set it). */
export async function replaceVariations(trx: Trx, itemId: number, variations: ItemForm['variations']): Promise<void> {
  await trx.deleteFrom('item_variations').where('item_id', '=', itemId).execute();
  if (variations.length === 0) return;
  await trx.insertInto('item_variations').values(variations.map((v) => ({ item_id: itemId, type: v.type, price: toMinor(v.price), stock: v.stock }))).execute();
}

/** The item's food option groups and their options, replaced by `groups`. */
export async function replaceFoodGroups(trx: Trx, itemId: number, groups: ItemForm['food_variations']): Promise<void> {
  await trx.deleteFrom('item_food_variation_values').where('item_id', '=', itemId).execute();
  await trx.deleteFrom('item_food_variations').where('item_id', '=', itemId).execute();
  for (const [position, g] of groups.entries()) {
    const { id } = await trx.insertInto('item_food_variations')
      .values({ item_id: itemId, name: g.name, type: g.type, min: g.min, max: g.max, required: g.required ? 1 : 0, position })
      .returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('item_food_variation_values').values(g.options.map((o, i) => ({
      food_variation_id: id, item_id: itemId, label: o.label, option_price: toMinor(o.price), stock: o.stock ?? null, position: i,
    }))).execute();
  }
}

/** The add-ons that go with the item, replaced by `addOnIds`. */
export async function replaceAddOns(trx: Trx, itemId: number, addOnIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('item_add_ons').where('item_id', '=', itemId).execute();
  if (addOnIds.length === 0) return;
  await trx.insertInto('item_add_ons').values(addOnIds.map((addOnId) => ({ item_id: itemId, add_on_id: addOnId }))).execute();
}

/** The SQL type of each column a file sets, so that both engines read a CASE's parameters as the column's. */
const FILE_COLUMN_TYPES: Record<string, 'integer' | 'text' | 'real'> = {
  name: 'text', translations: 'text', description: 'text', category_id: 'integer', price: 'integer', discount: 'real', discount_type: 'text',
  veg: 'integer', is_halal: 'integer', organic: 'integer', status: 'integer', unit_type: 'text', recommended: 'integer', is_prescription_required: 'integer',
};
/** Items saved per statement. */
const SAVE_CHUNK = 200;

/**
 * Many items' columns at once (an import), each item's version raised by one, as saveItemColumns does
 * for one. The items are locked and were read under the lock, so their versions are the ones read.
 * Items changing the same columns share a statement (a CASE per column), a few hundred at a time: a
 * column no item of a statement changes is not written, so the search index's triggers, which watch
 * names and categories, fire only for items whose names or categories change.
 */
export async function saveItemsColumns(trx: Trx, changes: readonly { id: number; columns: Record<string, unknown> }[], now: string): Promise<void> {
  const groups = new Map<string, { id: number; columns: Record<string, unknown> }[]>();
  for (const change of changes) {
    const key = Object.keys(change.columns).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const real = dbKind(trx) === 'postgres' ? 'double precision' : 'real';
  for (const [key, group] of groups) {
    const columns = key ? key.split(',') : [];
    for (let at = 0; at < group.length; at += SAVE_CHUNK) {
      const part = group.slice(at, at + SAVE_CHUNK);
      const set: Record<string, unknown> = Object.fromEntries(columns.map((column) => {
        const type = FILE_COLUMN_TYPES[column] === 'real' ? real : FILE_COLUMN_TYPES[column] ?? 'text';
        const cases = part.map((c) => sql`when ${c.id} then cast(${c.columns[column] ?? null} as ${sql.raw(type)})`);
        return [column, sql`case ${sql.ref('id')} ${sql.join(cases, sql` `)} end`];
      }));
      await trx.updateTable('items').set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: now }))
        .where('id', 'in', part.map((c) => c.id)).execute();
    }
  }
}
