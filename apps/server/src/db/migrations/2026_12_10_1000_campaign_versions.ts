import type { Kysely } from 'kysely';

/**
 * Basic and item campaigns and flash sales edited in the console: each save names the version it read
 * (an older one is refused), item campaigns' and flash sales' titles have Arabic and French beside the
 * English, and the console lists a module's campaigns and sales newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['campaigns', 'item_campaigns', 'flash_sales']) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await db.schema.createIndex(`${table}_console`).on(table).columns(['module_id', 'id']).execute();
  }
  for (const table of ['item_campaigns', 'flash_sales']) {
    await db.schema.alterTable(table).addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  }
  await db.schema.createIndex('item_campaigns_item').on('item_campaigns').column('item_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('item_campaigns_item').execute();
  for (const table of ['item_campaigns', 'flash_sales']) await db.schema.alterTable(table).dropColumn('translations').execute();
  for (const table of ['campaigns', 'item_campaigns', 'flash_sales']) {
    await db.schema.dropIndex(`${table}_console`).execute();
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
