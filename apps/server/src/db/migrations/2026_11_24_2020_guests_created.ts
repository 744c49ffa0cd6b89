import type { Kysely } from 'kysely';

/** Guests with no cart or order are removed after 30 days, found oldest first by this index. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('guests_created').on('guests').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('guests_created').execute();
}
