import type { Kysely } from 'kysely';

/** The audit log of one kind of row (zones, stores, ...) read newest first along an index, rather than every entry of the kind sorted. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_entity_newest').on('audit_log').columns(['entity', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity_newest').execute();
}
