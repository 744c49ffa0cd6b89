import type { Kysely } from 'kysely';

/**
 * Banners edited in the console: each save names the version it read (an older one is refused), and
 * the console lists a module's banners newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('banners').addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('banners_console').on('banners').columns(['module_id', 'zone_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('banners_console').execute();
  await db.schema.alterTable('banners').dropColumn('updated_at').execute();
  await db.schema.alterTable('banners').dropColumn('version').execute();
}
