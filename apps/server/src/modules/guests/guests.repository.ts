import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export async function insertGuest(db: Db, id: string, now: string): Promise<void> {
  await db.insertInto('guests').values({ id, created_at: now }).execute();
}

/**
 * Deletes up to `limit` guests made before `before` that own no cart and no order, oldest first;
 * answers how many. Carts and orders are found by their owner index ("guest:<id>").
 */
export async function deleteIdleGuests(db: Db, before: string, limit: number): Promise<number> {
  const owner = sql<string>`${'guest:'} || ${sql.ref('g.id')}`;
  const result = await db.deleteFrom('guests')
    .where('id', 'in', (eb) => eb.selectFrom('guests as g').select('g.id')
      .where('g.created_at', '<', before)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('carts').select('carts.id').where('carts.owner', '=', owner))))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders').select('orders.id').where('orders.owner', '=', owner))))
      .orderBy('g.created_at')
      .limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
