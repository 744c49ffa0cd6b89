import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

type Trx = Kysely<Database>;

/** The cash a courier took at doors: what is settled already, and the orders not yet settled, oldest first. */
export async function courierCashOrders(trx: Trx, courierId: number) {
  const [settled, open] = await Promise.all([
    trx.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cash_collected'), eb.lit(0)).as('cash'))
      .where('delivery_man_id', '=', courierId).where('cash_settled_at', 'is not', null).where('cash_collected', 'is not', null).executeTakeFirstOrThrow(),
    trx.selectFrom('orders').select(['id', 'cash_collected'])
      .where('delivery_man_id', '=', courierId).where('cash_settled_at', 'is', null).where('cash_collected', 'is not', null).orderBy('id').execute(),
  ]);
  return { settled: Number(settled.cash), open: open.map((o) => ({ id: o.id, cash: o.cash_collected ?? 0 })) };
}

export async function markCashSettled(trx: Trx, orderIds: readonly number[], now: string): Promise<void> {
  if (orderIds.length) await trx.updateTable('orders').set({ cash_settled_at: now }).where('id', 'in', [...orderIds]).where('cash_settled_at', 'is', null).execute();
}
