import type { Kysely } from 'kysely';

/**
 * A push ticket opens one stream: without Redis, the instances mark the tickets they took here, by the
 * ticket's random id, until the ticket would have expired; expired marks are cleared by age.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_spent_tickets')
    .addColumn('ticket_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_spent_tickets_expires').on('push_spent_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_spent_tickets').ifExists().execute();
}
