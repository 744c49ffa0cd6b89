import type { Kysely } from 'kysely';

/**
 * An order placed with an Idempotency-Key keeps a hash of its request body, so that the
 * same key sent with another body is refused (422) instead of silently answering the first order.
 * Orders placed before keep none and still answer by their key alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('idempotency_hash').execute();
}
