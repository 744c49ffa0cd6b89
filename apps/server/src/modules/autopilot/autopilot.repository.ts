import { sql, type Kysely } from 'kysely';
import { RUNNING_STATUSES } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { WAITING_FOR_COURIER } from '../orders/orders.states.js';

type Trx = Kysely<Database>;


/**
 * Orders on their way, oldest change first, with when they entered their state (their last history
 * line), where their store is and whether their courier (if any) is one the autopilot may drive.
 */
export function ordersToDrive(db: Trx, limit: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .leftJoin('operators as c', 'c.id', 'o.delivery_man_id')
    .selectAll('o')
    .select([
      's.latitude as store_lat', 's.longitude as store_lng', 'c.demo as courier_demo',
      sql<string>`(select max(h.created_at) from order_status_history h where h.order_id = o.id)`.as('since'),
    ])
    .where('o.order_status', 'in', [...RUNNING_STATUSES])
    .orderBy('o.updated_at')
    .limit(limit)
    .execute();
}

export type DrivenOrder = Awaited<ReturnType<typeof ordersToDrive>>[number];

/** The demo courier to send: one of the order's zone first, then whoever carries the fewest orders. */
export function freeDemoCourier(db: Trx, zoneId: number) {
  return db
    .selectFrom('operators as c')
    .select(['c.id', 'c.zone_id'])
    .select((eb) => eb.selectFrom('orders as a').select(eb.fn.countAll<number>().as('n'))
      .whereRef('a.delivery_man_id', '=', 'c.id').where('a.order_status', 'in', [...WAITING_FOR_COURIER, 'picked_up']).as('load'))
    .where('c.role', '=', 'courier').where('c.demo', '=', 1).where('c.status', '=', 1)
    .orderBy(sql`case when c.zone_id = ${zoneId} then 0 else 1 end`)
    .orderBy('load')
    .orderBy('c.id')
    .executeTakeFirst();
}
