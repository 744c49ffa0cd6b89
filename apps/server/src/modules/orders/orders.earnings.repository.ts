import type { Db } from '../../db/connection.js';

/** What a store's earnings are counted with: its time zone (days are its own) and the business's commission. */
export function storeEarningsTerms(db: Db, storeId: number) {
  return db.selectFrom('stores').select(['time_zone', 'commission_rate']).where('id', '=', storeId).executeTakeFirst();
}

/** The store's delivered orders placed between two instants (ISO, both included), by orders_store_status_created. */
export function deliveredOrders(db: Db, storeId: number, from: string, to: string) {
  return db.selectFrom('orders').select(['created_at', 'order_amount'])
    .where('store_id', '=', storeId).where('order_status', '=', 'delivered')
    .where('created_at', '>=', from).where('created_at', '<=', to);
}
