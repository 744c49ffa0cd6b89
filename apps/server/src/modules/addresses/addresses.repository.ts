import type { Kysely } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';

type Conn = Kysely<Database>;

export async function countAddresses(db: Conn, userId: number): Promise<number> {
  const row = await db.selectFrom('customer_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Newest first. */
export function listAddresses(db: Conn, userId: number, limit: number, skip: number) {
  return db.selectFrom('customer_addresses').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function insertAddress(db: Conn, row: NewRow<'customer_addresses'>) {
  return db.insertInto('customer_addresses').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Only the owner's row: another customer's id matches nothing. */
export function updateAddress(db: Conn, userId: number, id: number, changes: RowUpdate<'customer_addresses'>) {
  return db.updateTable('customer_addresses').set(changes).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteAddress(db: Conn, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('customer_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllAddresses(db: Conn, userId: number): Promise<void> {
  await db.deleteFrom('customer_addresses').where('user_id', '=', userId).execute();
}
