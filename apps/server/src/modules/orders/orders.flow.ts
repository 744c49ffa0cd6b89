import type { Config } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, OrderStatus, Row, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { invalid } from '../../lib/errors.js';
import type { ConfigService } from '../config/config.service.js';
import type { OrderCancelService } from './orders.cancel.js';
import type { MapChange } from './orders.dispatch.changes.js';
import { assignCourier, type StateSideEffects } from './orders.repository.js';
import { illegalChange, movePaymentState, moveOrderState, PARCEL_WAITING, WAITING_FOR_COURIER } from './orders.states.js';
import { loadOrder } from './orders.service.js';

type Order = Row<'orders'>;

/** What a move carries beside the state: fields set with it, and work done in its transaction (the console's audit entry). */
export interface MoveExtra {
  set?: StateSideEffects;
  also?: (trx: Kysely<Database>, order: Order) => Promise<void>;
}

/**
 * What delivering an order earns (loyalty points, the referrer's reward, cashback), or refunding it takes
 * back, in that transaction. The settings are read before it begins: a read through the database itself
 * inside the transaction would wait for the connection the transaction holds (on SQLite, for ever).
 */
export type OrderRewards = (trx: Kysely<Database>, order: Order, now: string, config: Config) => Promise<void>;

/**
 * How an order moves after checkout, whoever moves it (the store, its courier or the server's demo
 * autopilot): every change goes through the state machine, with what arriving in a state implies.
 */
export class OrderFlowService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      cancel: OrderCancelService; config: ConfigService; clock: Clock; onDelivered?: OrderRewards; announce?: () => void; mapChanged?: (change: MapChange) => void;
    },
  ) {}

  /** Moves the order with this id; answers the state it is in now. */
  async moveById(orderId: number, to: OrderStatus, actor: StatusActor, actorId: number | null, reason?: string, extra?: MoveExtra): Promise<OrderStatus> {
    await this.move(await loadOrder(this.db, orderId), to, actor, actorId, reason, extra);
    return to;
  }

  async move(order: Order, to: OrderStatus, actor: StatusActor, actorId: number | null, reason?: string, extra: MoveExtra = {}): Promise<void> {
    if (to === 'canceled') {
      if (!reason?.trim()) throw invalid('reason is required');
      return this.deps.cancel.cancelOrder(order, reason, actor, actorId, extra.also);
    }
    // A refund request is answered by decideRefund, with its money, never by a bare change of state.
    if (to === 'refunded' || order.order_status === 'refund_requested') throw illegalChange(order.order_status, to);
    const now = this.now();
    const config = to === 'delivered' ? await this.deps.config.config() : null;
    await inTransaction(this.db, async (trx) => {
      await moveOrderState(trx, order, { to, actor, actorId, now, ...(extra.set ? { set: extra.set } : {}) });
      await extra.also?.(trx, order);
      // Cash is collected at the door (or the counter): a delivered cash order is paid.
      if (to === 'delivered' && order.payment_method === 'cash_on_delivery' && order.payment_status !== 'paid') {
        await movePaymentState(trx, { ...order, order_status: to }, { to: 'paid', actor, actorId, now });
      }
      if (config) await this.deps.onDelivered?.(trx, order, now, config);
    });
    // The order_status push, and a referral_code one when the delivery earned a referrer their reward.
    this.deps.announce?.();
    this.deps.mapChanged?.({ orders: [order.id] });
  }

  /**
   * A courier takes an order waiting in one of its zones (null: any zone); false when another courier
   * came first or it no longer waits. Taking a parcel confirms it, in the same transaction (no store does).
   */
  async assignCourier(
    orderId: number, courierId: number, zoneIds: readonly number[] | null, actor: 'courier' | 'system' = 'courier', also?: MoveExtra['also'],
  ): Promise<boolean> {
    const order = await loadOrder(this.db, orderId);
    const now = this.now();
    const parcel = order.order_type === 'parcel';
    const taken = await inTransaction(this.db, async (trx) => {
      if (!(await assignCourier(trx, orderId, courierId, zoneIds, parcel ? 'parcel' : 'delivery', parcel ? PARCEL_WAITING : WAITING_FOR_COURIER, now))) return false;
      if (parcel) await moveOrderState(trx, order, { to: 'confirmed', actor, actorId: actor === 'courier' ? courierId : null, now });
      await also?.(trx, order);
      return true;
    });
    if (taken && parcel) this.deps.announce?.();
    if (taken) this.deps.mapChanged?.({ orders: [orderId], couriers: [courierId] });
    return taken;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
