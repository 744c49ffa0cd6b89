import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * Applications to open a store, sent from the storefront by people without an account and decided in the
 * console: pending until approved (the store is made and its owner invited) or rejected (with a reason).
 * The console lists them by state, newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId, double } = columnTypes(db);
  await withId(db.schema.createTable('store_applications'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('documents', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('reviewer_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('store_applications_status').on('store_applications').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_applications').execute();
}
