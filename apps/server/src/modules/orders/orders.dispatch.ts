import { RUNNING_STATUSES, type ConsoleDispatch, type ConsoleDispatchQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { dispatchCouriers, dispatchOrders } from './orders.business.repository.js';
import { dropOff, statusIndex } from './orders.business.mapper.js';
import { CARRIED } from './orders.states.js';

/** How far back a `since` call looks beyond the time it names: a change committed a moment after it was stamped is not lost. */
const OVERLAP_MS = 2_000;

/**
 * The dispatch map: running orders with their store and drop-off points, and couriers on shift with their
 * last position, as compact rows (see the contract's ConsoleDispatch) so that a thousand orders and
 * hundreds of couriers stay a small answer. The map asks again every few seconds with the last answer's
 * `at`: then only what changed since comes back (orders that ended, couriers gone off shift, to take off).
 */
export class DispatchService {
  constructor(private readonly db: Db, private readonly deps: { clock: Clock }) {}

  async map(query: ConsoleDispatchQuery): Promise<ConsoleDispatch> {
    const now = this.deps.clock.now();
    const since = query.since ? new Date(Date.parse(query.since) - OVERLAP_MS).toISOString() : null;
    const zone = query.zone_id ?? null;
    const [orders, couriers] = await Promise.all([dispatchOrders(this.db, RUNNING_STATUSES, since, zone), dispatchCouriers(this.db, CARRIED, since, zone)]);
    const answer: ConsoleDispatch = { at: now.toISOString(), delta: since !== null, orders: [], couriers: [], ended: [], offline: [] };
    for (const o of orders) {
      if (!RUNNING_STATUSES.includes(o.order_status)) {
        answer.ended.push(o.id);
        continue;
      }
      const to = dropOff(o.delivery_address);
      const from: [number, number] | null = o.latitude !== null && o.longitude !== null ? [Number(o.latitude), Number(o.longitude)] : to;
      if (!from || !to) continue;
      answer.orders.push([o.id, statusIndex(o.order_status), from[0], from[1], to[0], to[1], o.delivery_man_id ?? 0]);
    }
    for (const c of couriers) {
      if (c.online !== 1) answer.offline.push(c.id);
      else answer.couriers.push([c.id, Number(c.lat), Number(c.lng), c.busy ? 1 : 0]);
    }
    return answer;
  }
}
