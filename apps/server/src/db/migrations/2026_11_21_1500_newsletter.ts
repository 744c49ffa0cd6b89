import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  await withId(db.schema.createTable('newsletter_subscriptions'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').ifExists().execute();
}
