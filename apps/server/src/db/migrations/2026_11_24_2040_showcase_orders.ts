import type { Kysely } from 'kysely';

/**
 * The demo customer's seeded orders are a showcase (a running order among them) that the demo
 * autopilot leaves as they are; it drives every order placed through the API, which are never marked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('showcase', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('showcase').execute();
}
