import { sql, type Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * Cashback offers and parcel categories edited in the console: each save names the version it read (an
 * older one is refused); cashback titles have Arabic and French beside the English. The units items are
 * sold by (kg, box…) and the attributes their variations are chosen by (Colour, Size…), each a name in
 * three languages, on or off, in the business's order; an English name is one row whatever its case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  for (const table of ['cashbacks', 'parcel_categories']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
  }
  await db.schema.alterTable('cashbacks').addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.createIndex('parcel_categories_console').on('parcel_categories').columns(['position', 'id']).execute();
  for (const table of ['units', 'attributes']) {
    await withId(db.schema.createTable(table))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text')
      .execute();
    await sql`create unique index ${sql.raw(`${table}_name_lower`)} on ${sql.table(table)} (lower(name))`.execute(db);
    await db.schema.createIndex(`${table}_console`).on(table).columns(['position', 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attributes').execute();
  await db.schema.dropTable('units').execute();
  await db.schema.dropIndex('parcel_categories_console').execute();
  await db.schema.alterTable('cashbacks').dropColumn('translations').execute();
  for (const table of ['parcel_categories', 'cashbacks']) {
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
