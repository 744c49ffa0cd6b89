import {
  BUSINESS_MOVES, BUSINESS_ORDER_TEXTS, type ConsoleBusinessOrderMove, type ConsoleOrderChanged, type ConsoleOrderCourier, type ConsoleOrderDetails,
  type ConsoleOrderPage, type ConsoleOrdersQuery, type ConsoleOrderStoreChoices, type ConsoleOrderStoreQuery, type Language,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { OrderStatus } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import { translated } from '../../lib/i18n.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { businessOrderPage, courierFor, customerOf, customersMatching, refundOfOrder, setCourier, storeChoices } from './orders.business.repository.js';
import { toBusinessOrderRow, toConsoleRefund } from './orders.business.mapper.js';
import type { MapChange } from './orders.dispatch.changes.js';
import type { OrderFlowService } from './orders.flow.js';
import { paymentHistory } from './orders.repository.js';
import { loadOrder, type OrdersService } from './orders.service.js';
import { canMove, moveOrderState, PARCEL_WAITING, WAITING_FOR_COURIER } from './orders.states.js';
import type { OrderFilter } from './orders.tracking.repository.js';

/** Whose moves the business's staff make: the server's own (the state machine's 'system'), with the person kept as the actor's id and in the audit log. */
const ACTOR = 'system' as const;

/** The list's filters over the orders table as `o`; a day range is whole UTC days. */
export function businessFilter(db: Db, query: ConsoleOrdersQuery): OrderFilter {
  const statuses = query.status ? [...new Set(query.status.split(','))] as OrderStatus[] : null;
  const search = query.search?.trim() ?? '';
  // "#123" or a number of up to six digits is an order id; anything else the start of a customer's or guest's name, phone or email.
  const byId = /^#\d+$/.test(search) || /^\d{1,6}$/.test(search);
  if (search && !byId && search.length < 3) throw invalid(BUSINESS_ORDER_TEXTS.search_short, 'search');
  if (query.from && query.to && query.to < query.from) throw invalid(BUSINESS_ORDER_TEXTS.date_range, 'to');
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return (eb) => eb.and([
    ...(statuses ? [eb('o.order_status', 'in', statuses)] : []),
    ...(query.store_id ? [eb('o.store_id', '=', query.store_id)] : []),
    ...(query.zone_id ? [eb('o.zone_id', '=', query.zone_id)] : []),
    ...(query.module_id ? [eb('o.module_id', '=', query.module_id)] : []),
    ...(query.from ? [eb('o.created_at', '>=', `${query.from}T00:00:00.000Z`)] : []),
    ...(query.to ? [eb('o.created_at', '<', nextDay(query.to))] : []),
    ...(query.payment_method ? [eb('o.payment_method', '=', query.payment_method)] : []),
    ...(query.payment_status ? [eb('o.payment_status', '=', query.payment_status)] : []),
    ...(!search ? [] : byId ? [eb('o.id', '=', Number(search.replace('#', '')))] : [customersMatching(db, search)(eb)]),
  ]);
}

/**
 * Every store's orders as the business's staff (operations, support, finance, admins) see them in the
 * console: the list with its filters, an order's details, moving it through the one state machine and
 * giving it to a courier. Each change is written to the audit log in its own transaction.
 */
export class OrdersBusinessService {
  constructor(
    private readonly db: Db,
    private readonly deps: { orders: OrdersService; flow: OrderFlowService; clock: Clock; mapChanged?: (change: MapChange) => void },
  ) {}

  async page(query: ConsoleOrdersQuery): Promise<ConsoleOrderPage> {
    const { rows, total } = await businessOrderPage(this.db, businessFilter(this.db, query), query.limit ?? 25, query.offset ?? 0);
    return { total, orders: rows.map(toBusinessOrderRow) };
  }

  /** The stores the list can be narrowed to, named in the console's language. */
  async stores(query: ConsoleOrderStoreQuery, lang: Language): Promise<ConsoleOrderStoreChoices> {
    const rows = await storeChoices(this.db, query.search?.trim() ?? '', query.limit ?? 20);
    return { stores: rows.map((r) => ({ id: r.id, name: translated(r.translations, lang, 'name', r.name) })) };
  }

  async details(orderId: number): Promise<ConsoleOrderDetails> {
    const order = await loadOrder(this.db, orderId);
    const [answer, customer, refund, payments] = await Promise.all([
      this.deps.orders.operatorDetails(orderId, 'store'),
      order.user_id === null ? undefined : customerOf(this.db, order.user_id),
      refundOfOrder(this.db, orderId),
      paymentHistory(this.db, orderId),
    ]);
    return {
      ...answer,
      zone_id: order.zone_id,
      customer: customer ? { id: customer.id, name: `${customer.f_name} ${customer.l_name}`.trim(), phone: customer.phone, email: customer.email } : null,
      refund_request: refund ? toConsoleRefund(refund) : null,
      payment_history: payments.map((p) => ({ payment_status: p.payment_status, actor: p.actor, reference: p.reference, created_at: p.created_at })),
      moves: BUSINESS_MOVES.filter((to) => canMove(order, to, ACTOR)),
    };
  }

  /** Through the one state machine (a move it does not allow answers 409); a cancellation needs its reason and gives back what the order took. */
  async move(actor: StaffActor, orderId: number, body: ConsoleBusinessOrderMove): Promise<ConsoleOrderChanged> {
    const reason = body.reason?.trim();
    if (body.status === 'canceled' && !reason) throw invalid('reason: a cancellation needs its reason', 'reason');
    const order = await loadOrder(this.db, orderId);
    await this.deps.flow.move(order, body.status, ACTOR, actor.operatorId, reason, {
      also: (trx, row) => recordChange(trx, actor, {
        action: body.status === 'canceled' ? 'orders.cancel' : 'orders.move', entity: 'order', entityId: orderId, storeId: row.store_id,
        before: { order_status: row.order_status }, after: { order_status: body.status, ...(reason ? { reason } : {}) },
      }, this.now()),
    });
    return { order_id: orderId, order_status: body.status, courier_id: order.delivery_man_id };
  }

  /**
   * Gives the order to an online courier who works in its zone, or to another one: a delivery order the
   * store has confirmed and nobody has picked up yet, or a parcel not yet picked up (taking a pending one
   * accepts it). The courier finds it among its trips at once.
   */
  async assign(actor: StaffActor, orderId: number, body: ConsoleOrderCourier): Promise<ConsoleOrderChanged> {
    const order = await loadOrder(this.db, orderId);
    const courier = await courierFor(this.db, body.courier_id, order.zone_id);
    if (!courier) throw invalid(BUSINESS_ORDER_TEXTS.courier_not_found, 'courier_id');
    if (!courier.online) throw invalid(BUSINESS_ORDER_TEXTS.courier_offline, 'courier_id');
    if (!courier.inZone) throw invalid(BUSINESS_ORDER_TEXTS.courier_zone, 'courier_id');
    const parcel = order.order_type === 'parcel';
    const states = parcel ? [...PARCEL_WAITING, 'confirmed' as const] : WAITING_FOR_COURIER;
    if (order.order_type === 'take_away' || !states.includes(order.order_status)) throw new AppError('conflict', BUSINESS_ORDER_TEXTS.not_waiting);
    const now = this.now();
    const status = await inTransaction(this.db, async (trx) => {
      if (!(await setCourier(trx, orderId, order.delivery_man_id, body.courier_id, states, now))) throw new AppError('conflict', BUSINESS_ORDER_TEXTS.not_waiting);
      // A parcel is accepted by the courier that takes it: given a pending one, the courier accepts it.
      const to: OrderStatus = parcel && order.order_status === 'pending' ? 'confirmed' : order.order_status;
      if (to !== order.order_status) await moveOrderState(trx, order, { to, actor: ACTOR, actorId: actor.operatorId, now });
      await recordChange(trx, actor, {
        action: 'orders.courier', entity: 'order', entityId: orderId, storeId: order.store_id,
        before: { courier_id: order.delivery_man_id }, after: { courier_id: body.courier_id },
      }, now);
      return to;
    });
    this.deps.mapChanged?.({ orders: [orderId], couriers: [body.courier_id, ...(order.delivery_man_id === null ? [] : [order.delivery_man_id])] });
    return { order_id: orderId, order_status: status, courier_id: body.courier_id };
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
