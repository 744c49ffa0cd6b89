import type { Kysely } from 'kysely';

/**
 * A category's listed items of a module by sales: a customer's suggestions walk each of their
 * categories best sellers first and stop at the rail's length (see firstIdsOfAny), instead of reading
 * and sorting every item of them; a category of another module than the one asked for is passed over
 * at once. It starts with the old category index's columns, which it replaces.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_category_orders').on('items').columns(['category_id', 'status', 'module_id', 'order_count', 'id']).execute();
  await db.schema.dropIndex('items_category').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_category').on('items').columns(['category_id', 'status']).execute();
  await db.schema.dropIndex('items_category_orders').execute();
}
