import { sql, type Kysely } from 'kysely';

/**
 * Coupons edited in the console: each save names the version it read (an older one is refused), their
 * titles have Arabic and French beside the English, the console lists a module's coupons newest first,
 * and a code is one coupon whatever its case (checkout finds it by its upper case).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('coupons').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.createIndex('coupons_console').on('coupons').columns(['module_id', 'id']).execute();
  await sql`create unique index coupons_code_upper on coupons (upper(code))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('coupons_code_upper').execute();
  await db.schema.dropIndex('coupons_console').execute();
  await db.schema.alterTable('coupons').dropColumn('translations').execute();
  await db.schema.alterTable('coupons').dropColumn('updated_at').execute();
  await db.schema.alterTable('coupons').dropColumn('version').execute();
}
