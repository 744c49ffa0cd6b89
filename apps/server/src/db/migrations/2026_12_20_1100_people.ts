import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/** The customer columns the console's list searches by their start, folded to lower case. */
const SEARCHED = ['f_name', 'l_name', 'email', 'phone'] as const;

/**
 * The console's people: a courier waits for approval (couriers already working stay approved), a staff
 * adjustment of a wallet keeps its reason on its ledger row, and the lists are read by index: customers
 * by the start of a name, email or phone (lower case; PostgreSQL compares in byte order so that a range
 * holds every text that starts so), blocked customers, the holders of a role.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dbKind(db) === 'postgres';
  await db.schema.alterTable('couriers').addColumn('approval', 'text', (c) => c.notNull().defaultTo('approved')).execute();
  await db.schema.createIndex('couriers_approval').on('couriers').columns(['approval', 'operator_id']).execute();
  await db.schema.alterTable('wallet_transactions').addColumn('note', 'text').execute();
  for (const column of SEARCHED) {
    const folded = pg ? sql`(lower(${sql.ref(column)}) collate "C")` : sql`lower(${sql.ref(column)})`;
    await db.schema.createIndex(`users_${column}_folded`).on('users').expression(folded).execute();
  }
  await db.schema.createIndex('users_status').on('users').columns(['status', 'id']).execute();
  await db.schema.createIndex('operator_roles_role').on('operator_roles').columns(['role', 'operator_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('operator_roles_role').execute();
  await db.schema.dropIndex('users_status').execute();
  for (const column of SEARCHED) await db.schema.dropIndex(`users_${column}_folded`).execute();
  await db.schema.alterTable('wallet_transactions').dropColumn('note').execute();
  await db.schema.dropIndex('couriers_approval').execute();
  await db.schema.alterTable('couriers').dropColumn('approval').execute();
}
