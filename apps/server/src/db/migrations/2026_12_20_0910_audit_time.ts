import type { Kysely } from 'kysely';

/** The audit log read by a span of time (its filter by dates). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_created').execute();
}
