import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { prepared } from '../../db/prepared.js';

// On the add-to-cart path: compiled once (see prepared).
const guestById = prepared((db, guestId: string) => db.selectFrom('guests').select('id').where('id', '=', guestId));
const guestClaimed = prepared((db, guestId: string, now: string) => db
  .insertInto('guests').values({ id: guestId, created_at: now }).onConflict((oc) => oc.column('id').doNothing()));

export async function guestExists(db: Db, guestId: string): Promise<boolean> {
  return (await guestById(db, guestId)).rows.length > 0;
}

/**
 * The guest's row, written by the first thing the guest keeps (a cart, an order) inside the
 * transaction that keeps it; a row already there stays as it is, so two first uses at once are no harm.
 */
export async function claimGuest(trx: Db, guestId: string, now: string): Promise<void> {
  await guestClaimed(trx, guestId, now);
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
