import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * Carts: one per owner (a customer or a guest) and module, holding lines of one store. A line is
 * keyed by its item and choices, so that adding the same line again, even twice at once, adds to
 * its quantity through the unique index instead of making a second line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);

  await withId(db.schema.createTable('carts'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.references('guests.id').onDelete('cascade'))
    /** "user:<id>" or "guest:<id>": one column for the unique index, whichever owns it. */
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_owner_module').unique().on('carts').columns(['owner', 'module_id']).execute();

  await withId(db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    /** The item and its normalised choices, for finding the same line again. */
    .addColumn('line_key', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('add_ons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_line').unique().on('cart_items').columns(['cart_id', 'line_key']).execute();
  await db.schema.createIndex('cart_items_item').on('cart_items').column('item_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').ifExists().execute();
  await db.schema.dropTable('carts').ifExists().execute();
}
