import type { Kysely } from 'kysely';

/** The language a store application was sent in, so that its decision is mailed in it as its receipt was; older ones are English. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_applications').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_applications').dropColumn('language').execute();
}
