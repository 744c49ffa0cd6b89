import type { Kysely } from 'kysely';

/**
 * Modules switched on or off per zone in the console, keeping their delivery rates there; each save
 * names the version it read. A store is listed only while its module is on and on in its zone:
 * `stores.module_live` holds that, kept by every write that changes it, so the storefront's store and
 * item queries test one column of the store as they test its own status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('module_zones').addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('modules').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('modules').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('stores').addColumn('module_live', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('module_live').execute();
  await db.schema.alterTable('modules').dropColumn('updated_at').execute();
  await db.schema.alterTable('modules').dropColumn('version').execute();
  await db.schema.alterTable('module_zones').dropColumn('status').execute();
}
