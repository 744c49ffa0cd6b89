import type { Kysely } from 'kysely';

/**
 * A store's listed items by category: whether a store sells anything of some categories (the stores
 * of a category page or of the category chips) is answered from the index alone, instead of reading
 * every item row of every store of the zones. It starts with the old store index's columns, which it
 * replaces.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_store_category').on('items').columns(['store_id', 'status', 'category_id']).execute();
  await db.schema.dropIndex('items_store').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_store').on('items').columns(['store_id', 'status']).execute();
  await db.schema.dropIndex('items_store_category').execute();
}
