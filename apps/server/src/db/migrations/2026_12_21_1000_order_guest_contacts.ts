import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/** A guest's contact as the order keeps it (its delivery address JSON), one column each, searched by the start. */
const CONTACT = { guest_name: 'contact_person_name', guest_phone: 'contact_person_number', guest_email: 'contact_person_email' } as const;

/**
 * The console's order list finds a guest's orders by the contact given at checkout: its name, phone or
 * email, each by its start and whatever its case, through an index of the column folded to lower case
 * (PostgreSQL compares those in byte order, so that a range holds every text that starts so). Orders a
 * guest placed before are filled from their delivery address; a customer's orders keep them empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dbKind(db) === 'postgres';
  for (const [column, key] of Object.entries(CONTACT)) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    const value = pg ? sql`nullif(delivery_address::json ->> ${key}, '')` : sql`nullif(json_extract(delivery_address, ${`$.${key}`}), '')`;
    await sql`update orders set ${sql.ref(column)} = ${value} where user_id is null and delivery_address like '{%'`.execute(db);
    const folded = pg ? sql`(lower(${sql.ref(column)}) collate "C")` : sql`lower(${sql.ref(column)})`;
    await db.schema.createIndex(`orders_${column}_folded`).on('orders').expression(folded).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of Object.keys(CONTACT)) {
    await db.schema.dropIndex(`orders_${column}_folded`).execute();
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
