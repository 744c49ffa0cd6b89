import type { Kysely } from 'kysely';

/**
 * A module's listed stores and items in id order: the sitemaps read them a page at a time after the
 * last id written (and count them into files of SITEMAP_MAX_URLS) from the index, instead of
 * sorting every listed item of the module.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_module_listed').on('items').columns(['module_id', 'status', 'id']).execute();
  await db.schema.createIndex('stores_module_listed').on('stores').columns(['module_id', 'status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stores_module_listed').execute();
  await db.schema.dropIndex('items_module_listed').execute();
}
