import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/** The embedded geo provider's gazetteer: streets, landmarks and neighbourhoods with their position. */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);
  await withId(db.schema.createTable('places'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The provider loads the active rows in id order.
  await db.schema.createIndex('places_status').on('places').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('places').ifExists().execute();
}
