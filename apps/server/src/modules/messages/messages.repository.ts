import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/database.js';

/** Keeps a message for the customer; the push channel delivers what is kept. */
export async function insertCustomerMessage(trx: Kysely<Database>, message: NewRow<'customer_messages'>): Promise<void> {
  await trx.insertInto('customer_messages').values(message).execute();
}
