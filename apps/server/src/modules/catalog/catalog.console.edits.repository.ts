import type { Insertable, Kysely, Updateable } from 'kysely';
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
