import type { Kysely } from 'kysely';

/**
 * Staff manage a store's add-ons from the console: each add-on gets the version every console edit
 * carries (a save naming an older one is refused), and the links to items an index by add-on, so that
 * counting the items that use one and unlinking them when it is removed read only its own links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('add_ons').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('item_add_ons_add_on').on('item_add_ons').columns(['add_on_id', 'item_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('item_add_ons_add_on').execute();
  await db.schema.alterTable('add_ons').dropColumn('version').execute();
}
