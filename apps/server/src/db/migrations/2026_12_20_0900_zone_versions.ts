import type { Kysely } from 'kysely';

/**
 * Zones drawn and edited in the console: each save names the version it read (409 when older), and the
 * zone keeps when it was last changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('zones').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('zones').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('zones').dropColumn('updated_at').execute();
  await db.schema.alterTable('zones').dropColumn('version').execute();
}
