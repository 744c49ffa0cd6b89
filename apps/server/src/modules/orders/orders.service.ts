import {
  ORDER_CHANGE_TEXTS, ORDER_TEXTS, ORDER_TRACK_TEXTS, RUNNING_STATUSES, type CustomerOrderDetails, type OrderDetailsAnswer, type OrderList, type OrderLookupQuery,
  type OrderPaymentMethod, type OrdersQuery, type OrderTrack,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { OrderStatus, Row, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, rule } from '../../lib/errors.js';
import type { FilesService } from '../files/files.service.js';
import { parseJson } from '../../lib/json.js';
import { pageWindow } from '../../lib/pagination.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import type { ConfigService } from '../config/config.service.js';
import type { ZonesService } from '../zones/zones.service.js';
import type { MapChange } from './orders.dispatch.changes.js';
import { orderById, ownOrder, setPaymentMethod } from './orders.repository.js';
import { canMove, moveOrderState, ownerActor, WAITING_FOR_COURIER } from './orders.states.js';
import { toOrderLine, toOrderSummary, toOrderTrack, toStatusChange } from './orders.mapper.js';
import {
  carriedIn, courier, flashDiscount, offlineMethodFields, ofStoreIn, orderLines, orderList, orderWithStore, ownedIn, pageOrders, refundOf, statusHistory, untakenIn,
  type OrderPage, type OrderSummaryRow,
} from './orders.tracking.repository.js';
import { parcelDetailsFields, toDetailLine } from './orders.wire.mapper.js';

const HISTORY_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled', 'failed', 'refund_requested', 'refunded'];
/** While the order is on its way to being delivered, its customer is shown the delivery code. */
const CODE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'];

// The lists of one owner, courier or zone, each compiled once.
const runningOf = orderList((owner: string) => ownedIn(owner, RUNNING_STATUSES));
const historyOf = orderList((owner: string) => ownedIn(owner, HISTORY_STATUSES));
const carriedBy = orderList((courierId: number) => carriedIn(courierId, RUNNING_STATUSES));
const waitingIn = orderList((zoneId: number | null) => untakenIn(zoneId, WAITING_FOR_COURIER));

export const orderNotFound = () => new AppError('not_found', ORDER_TRACK_TEXTS.not_found);

/** The order with this id, for staff and the server; 404 when there is none. */
export async function loadOrder(db: Db, orderId: number): Promise<Row<'orders'>> {
  const order = await orderById(db, orderId);
  if (!order) throw orderNotFound();
  return order;
}

/** The customer's (or guest's) own order; 404 when it is not theirs. */
export async function customerOrder(db: Db, owner: CartOwner, orderId: number): Promise<Row<'orders'>> {
  const order = await ownOrder(db, ownerKey(owner), orderId);
  if (!order) throw new AppError('not_found', ORDER_CHANGE_TEXTS.not_found);
  return order;
}

/** Where a failed online payment can still be paid in cash instead. */
const UNPAID_STATES: readonly OrderStatus[] = ['pending', 'failed'];

/** What an operator's access to an order is judged by. */
export interface OrderAccess {
  id: number;
  status: OrderStatus;
  orderType: 'delivery' | 'take_away' | 'parcel';
  /** None for a parcel. */
  storeId: number | null;
  zoneId: number;
  deliveryManId: number | null;
}

/** Who is looking: a signed-in customer, or nobody (then only a guest's own id and contact can open an order). */
export interface Viewer {
  userId: number | null;
}

/**
 * A phone matches by its digits (a + lost in a query string is no matter), an email whatever its case;
 * a parcel's sender and receiver both match.
 */
export function contactMatches(order: Pick<Row<'orders'>, 'delivery_address' | 'order_type' | 'receiver_details'>, given: string): boolean {
  const parties = order.order_type === 'parcel' ? [order.delivery_address, order.receiver_details] : [order.delivery_address];
  return parties.some((stored) => partyMatches(stored, given));
}

function partyMatches(json: string | null, given: string): boolean {
  const stored = parseJson<{ contact_person_number?: string; contact_person_email?: string | null }>(json, {});
  const value = given.trim();
  if (value.includes('@')) return !!stored.contact_person_email && stored.contact_person_email.trim().toLowerCase() === value.toLowerCase();
  const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');
  return digits(value).length >= 5 && digits(value) === digits(stored.contact_person_number);
}

const PRIVATE_FILE_VIEWERS: readonly StatusActor[] = ['customer', 'guest', 'store'];

/** Orders after checkout: the customer's, a store's and couriers' lists, details and tracking, and paying in cash after a failed payment. */
export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      publicUrl: string; clock: Clock; files: FilesService; config: ConfigService; zones: Pick<ZonesService, 'deliveryTerms'>; announce?: () => void;
      mapChanged?: (change: MapChange) => void;
    },
  ) {}

  running(userId: number, query: OrdersQuery): Promise<OrderList> {
    return this.page(query, (skip, limit) => runningOf(this.db, `user:${userId}`, skip, limit));
  }

  history(userId: number, query: OrdersQuery): Promise<OrderList> {
    return this.page(query, (skip, limit) => historyOf(this.db, `user:${userId}`, skip, limit));
  }

  /** A store's orders: running ones, all, or those in one state. */
  storeOrders(storeId: number, statuses: readonly OrderStatus[] | null, query: OrdersQuery): Promise<OrderList> {
    return this.page(query, (skip, limit) => pageOrders(this.db, ofStoreIn(storeId, statuses), skip, limit));
  }

  /** The orders a courier carries now. */
  courierOrders(courierId: number, query: OrdersQuery): Promise<OrderList> {
    return this.page(query, (skip, limit) => carriedBy(this.db, courierId, skip, limit));
  }

  /** Delivery orders waiting for a courier, in a zone or anywhere. */
  waitingOrders(zoneId: number | null, query: OrdersQuery): Promise<OrderList> {
    return this.page(query, (skip, limit) => waitingIn(this.db, zoneId, skip, limit));
  }

  /** Who may reach an order, for an operator's checks: store, zone, courier. */
  async access(orderId: number): Promise<OrderAccess> {
    const row = await orderWithStore(this.db, orderId);
    if (!row) throw orderNotFound();
    return { id: row.id, status: row.order_status, orderType: row.order_type, storeId: row.store_id, zoneId: row.zone_id, deliveryManId: row.delivery_man_id };
  }

  /** An order of the store, for its staff; another store's (or none: staff of no store) is not found. */
  async storeOrder(storeId: number | null, orderId: number): Promise<OrderAccess> {
    const order = await this.access(orderId);
    if (storeId === null || order.storeId !== storeId) throw orderNotFound();
    return order;
  }

  /** Details of an order as an operator sees it. */
  async operatorDetails(orderId: number, actor: 'store' | 'courier'): Promise<OrderDetailsAnswer> {
    const row = await orderWithStore(this.db, orderId);
    if (!row) throw orderNotFound();
    return this.detailsOf(row, actor);
  }

  /** One page of orders for any list (customers' and operators'). */
  private async page(query: OrdersQuery, load: (skip: number, limit: number) => Promise<OrderPage>): Promise<OrderList> {
    const w = pageWindow(query);
    const { rows, total } = await load(w.skip, w.limit);
    return { total_size: total, limit: w.limit, offset: w.offset, orders: rows.map((r) => toOrderSummary(r, this.deps.publicUrl)) };
  }

  async track(viewer: Viewer, query: OrderLookupQuery): Promise<OrderTrack> {
    const { row, actor } = await this.visible(viewer, query);
    return this.trackOf(row, actor);
  }

  /**
   * The order's lines. A parcel has none: its details are the order with its category and who pays; so
   * are a prescription order's until its store has priced it, with prescription_order set.
   */
  async details(viewer: Viewer, query: OrderLookupQuery): Promise<CustomerOrderDetails> {
    const { row, actor } = await this.visible(viewer, query);
    const lines = await orderLines(this.db, row.id);
    if (lines.length > 0 || (row.order_type !== 'parcel' && row.source !== 'prescription')) return lines.map((l) => toDetailLine(l, this.deps.publicUrl));
    const order = await this.trackOf(row, actor);
    // Assigned, not spread: see toOrderTrack.
    if (row.order_type === 'parcel') return Object.assign(order, parcelDetailsFields(row, this.deps.publicUrl));
    return Object.assign(order, { prescription_order: true as const });
  }

  /** Details of an order as `actor` sees it: operators see the same order, with what they may do. */
  private async detailsOf(row: OrderSummaryRow, actor: StatusActor | null): Promise<OrderDetailsAnswer> {
    const [order, lines] = await Promise.all([this.trackOf(row, actor), orderLines(this.db, row.id)]);
    return { order, details: lines.map((l) => toOrderLine(l, this.deps.publicUrl)) };
  }

  private async trackOf(row: OrderSummaryRow, actor: StatusActor | null): Promise<OrderTrack> {
    const offlineMethodId = row.payment_method === 'offline_payment' ? parseJson<{ method_id?: number }>(row.offline_payment, {}).method_id : undefined;
    const [history, dm, refund, sign, flash, offline, config] = await Promise.all([
      statusHistory(this.db, row.id),
      row.delivery_man_id === null ? null : courier(this.db, row.delivery_man_id),
      refundOf(this.db, row.id),
      // Prescriptions and refund photos: the order's customer (or guest) and its store only, not its courier or a parcel's watchers.
      actor !== null && PRIVATE_FILE_VIEWERS.includes(actor) ? this.deps.files.signer() : null,
      row.item_discount > 0 ? flashDiscount(this.db, row.id) : 0,
      offlineMethodId === undefined ? undefined : offlineMethodFields(this.db, offlineMethodId),
      this.deps.config.config(),
    ]);
    const guestPaidOnline = row.user_id === null && row.payment_method === 'digital_payment' && row.payment_status === 'paid';
    // The code is the customer's to give at the door: staff (the store, the courier) never read it here.
    const codeShown = config.order_delivery_verification && row.order_type !== 'take_away' && actor !== 'store' && actor !== 'courier' && CODE_STATUSES.includes(row.order_status);
    const track = toOrderTrack(row, {
      history: history.map(toStatusChange),
      courier: dm ?? null,
      refund: refund ?? null,
      canCancel: actor !== null && canMove(row, 'canceled', actor) && !(actor === 'guest' && guestPaidOnline),
      canRequestRefund: actor === 'customer' && canMove(row, 'refund_requested', actor) && !refund,
      sign,
      flashDiscount: flash,
      offlineFields: parseJson<{ input_name: string; input_data: string }[]>(offline?.method_fields ?? null, []),
    }, this.deps.publicUrl);
    track.delivery_code = codeShown ? row.delivery_code : null;
    // The photo at the door, for those who see the order's private pictures, once it is delivered.
    track.delivery_photo = sign && row.delivery_photo && row.order_status === 'delivered' ? sign(row.delivery_photo) : null;
    return track;
  }

  /**
   * The order if the viewer may see it: the signed-in owner, or the guest who placed it, by its guest id
   * together with the phone or email given at checkout, or (a parcel) anyone with its sender's or
   * receiver's phone, who may only watch it (actor null). Anything else is "Order not found", whether the
   * order exists or not, so that ids cannot be probed.
   */
  private async visible(viewer: Viewer, query: OrderLookupQuery): Promise<{ row: OrderSummaryRow; actor: 'customer' | 'guest' | null }> {
    const asGuest = query.guest_id !== undefined;
    if (viewer.userId === null && asGuest && !query.contact_number?.trim()) throw invalid(ORDER_TRACK_TEXTS.need_contact);
    const row = await orderWithStore(this.db, query.order_id);
    if (!row) throw orderNotFound();
    if (viewer.userId !== null && row.owner === `user:${viewer.userId}`) return { row, actor: 'customer' };
    const contact = query.contact_number?.trim();
    if (asGuest && row.user_id === null && row.guest_id === query.guest_id && contact && contactMatches(row, contact)) {
      return { row, actor: 'guest' };
    }
    // A parcel's sender or receiver finds it by its id and either party's phone, from any device; they only watch it.
    if (row.order_type === 'parcel' && contact && contactMatches(row, contact)) return { row, actor: null };
    throw orderNotFound();
  }

  /** After a failed payment: cash on delivery instead, where the zone takes it. */
  async switchToCashOnDelivery(owner: CartOwner, body: OrderPaymentMethod): Promise<void> {
    const order = await customerOrder(this.db, owner, body.order_id);
    if (order.payment_method !== 'digital_payment' || order.payment_status === 'paid' || !UNPAID_STATES.includes(order.order_status)) {
      throw rule(ORDER_CHANGE_TEXTS.cannot_switch);
    }
    const [config, zone] = await Promise.all([this.deps.config.config(), this.deps.zones.deliveryTerms(order.module_id, order.zone_id)]);
    if (!config.cash_on_delivery || !zone?.cashOnDelivery) throw rule(ORDER_TEXTS.payment_not_allowed);
    const ceiling = zone.maxCashOnDelivery;
    if (ceiling !== null && ceiling > 0 && order.order_amount - order.wallet_amount > ceiling) throw rule(ORDER_TEXTS.cod_ceiling);
    const now = this.deps.clock.now().toISOString();
    const set = { payment_method: 'cash_on_delivery' as const };
    if (order.order_status === 'failed') {
      await inTransaction(this.db, (trx) => moveOrderState(trx, order, { to: 'pending', actor: ownerActor(owner), now, set }));
      this.deps.announce?.();
      this.deps.mapChanged?.({ orders: [order.id] });
      return;
    }
    // Still pending (the gateway never answered): only the way to pay changes.
    if (!(await setPaymentMethod(this.db, order.id, ['pending'], set.payment_method, now))) throw rule(ORDER_CHANGE_TEXTS.cannot_switch);
  }
}
