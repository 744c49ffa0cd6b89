import type { Kysely } from 'kysely';

/**
 * Categories and brands edited in the console: each save names the version it read (an older one is
 * refused), and the console lists a module's categories by priority and its brands by name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['categories', 'brands']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
  }
  await db.schema.createIndex('categories_console').on('categories').columns(['module_id', 'priority desc', 'id']).execute();
  await db.schema.createIndex('brands_console').on('brands').columns(['module_id', 'name', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('brands_console').execute();
  await db.schema.dropIndex('categories_console').execute();
  for (const table of ['brands', 'categories']) {
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
