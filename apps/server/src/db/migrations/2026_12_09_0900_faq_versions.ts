import type { Kysely } from 'kysely';

/** Common questions edited in the console: each save names the version it read (an older one is refused). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('faqs').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('faqs').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('faqs').dropColumn('updated_at').execute();
  await db.schema.alterTable('faqs').dropColumn('version').execute();
}
