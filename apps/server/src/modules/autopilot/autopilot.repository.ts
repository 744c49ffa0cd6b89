import { sql, type Kysely } from 'kysely';
import { RUNNING_STATUSES } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { WAITING_FOR_COURIER } from '../orders/orders.states.js';

type Trx = Kysely<Database>;

/**
 * Orders on their way, oldest change first, with when they entered their state (their last history
 * line), where their store is (none for a parcel), whether their courier (if any) is one the autopilot
 * may drive (a demo courier nobody has taken on shift), whether the store's staff signed in to (or used)
 * the console since `staffedSince`, and whether a courier of the order's zone is online (real couriers
 * take its orders then).
 * Not the seed's showcase orders: the demo account keeps its running order.
 */
export function ordersToDrive(db: Trx, limit: number, staffedSince: string) {
  return db
    .selectFrom('orders as o')
    // A parcel has no store: it rides from its sender.
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .leftJoin('operators as c', 'c.id', 'o.delivery_man_id')
    .leftJoin('couriers as k', 'k.operator_id', 'o.delivery_man_id')
    .selectAll('o')
    .select([
      's.latitude as store_lat', 's.longitude as store_lng', 'c.demo as courier_demo', 'k.online as courier_online',
      sql<number>`(case when exists (select 1 from courier_zones cz inner join couriers z on z.operator_id = cz.operator_id
        where cz.zone_id = o.zone_id and z.online = 1) then 1 else 0 end)`.as('zone_couriers_online'),
      sql<string>`(select max(h.created_at) from order_status_history h where h.order_id = o.id)`.as('since'),
      // Someone of the store's staff has used the console since: the store's part is theirs.
      sql<number>`(case when exists (select 1 from operator_roles r inner join operator_tokens t on t.operator_id = r.operator_id
        where r.store_id = o.store_id and t.revoked_at is null and coalesce(t.last_used_at, t.created_at) >= ${staffedSince}) then 1 else 0 end)`.as('staffed'),
    ])
    .where('o.order_status', 'in', [...RUNNING_STATUSES])
    .where('o.showcase', '=', 0)
    .orderBy('o.updated_at')
    .limit(limit)
    .execute();
}

export type DrivenOrder = Awaited<ReturnType<typeof ordersToDrive>>[number];

/** The demo courier to send (none that a person has taken on shift): one of the order's zone first, then whoever carries the fewest orders. */
export function freeDemoCourier(db: Trx, zoneId: number) {
  return db
    .selectFrom('operators as c')
    .leftJoin('couriers as k', 'k.operator_id', 'c.id')
    .select(['c.id', 'c.zone_id'])
    .where((eb) => eb.or([eb('k.online', 'is', null), eb('k.online', '=', 0)]))
    .select((eb) => eb.selectFrom('orders as a').select(eb.fn.countAll<number>().as('n'))
      .whereRef('a.delivery_man_id', '=', 'c.id').where('a.order_status', 'in', [...WAITING_FOR_COURIER, 'picked_up']).as('load'))
    .where('c.role', '=', 'courier').where('c.demo', '=', 1).where('c.status', '=', 1)
    .orderBy(sql`case when c.zone_id = ${zoneId} then 0 else 1 end`)
    .orderBy('load')
    .orderBy('c.id')
    .executeTakeFirst();
}

/**
 * Conversations the autopilot answers: changed since `since`, last message the customer's and older
 * than `before`, no message of the party yet, with a store (the autopilot plays every store) or a demo courier.
 */
export function unansweredDemoConversations(db: Trx, since: string, before: string, limit: number) {
  return db.selectFrom('conversations as c')
    .innerJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('operators as p', (j) => j.onRef('p.id', '=', 'c.party_id').on('c.party_type', '=', 'delivery_man'))
    .select(['c.id', 'c.party_type', 'c.party_id', 'c.last_message_id'])
    .where('c.updated_at', '>=', since)
    .where('m.sender_type', '=', 'customer').where('m.created_at', '<=', before)
    .where((eb) => eb.or([eb('c.party_type', '=', 'vendor'), eb('p.demo', '=', 1)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('chat_messages as r').select('r.id').whereRef('r.conversation_id', '=', 'c.id').where('r.sender_type', '<>', 'customer'))))
    .orderBy('c.updated_at')
    .limit(limit)
    .execute();
}
