import type { Kysely } from 'kysely';

/** The console lists a module's stores newest first, listed or suspended. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('stores_console').on('stores').columns(['module_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stores_console').execute();
}
