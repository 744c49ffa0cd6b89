import { randomInt } from 'node:crypto';
import { ORDER_TRACK_TEXTS } from '@storefront/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable, OrderStatus, PaymentStatus, Row, StatusActor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import { claimGuest } from '../guests/guests.repository.js';
import { insertOrderStatusPush, insertStoreOrderPush } from '../push/push.repository.js';
import { countMove, countPlaced } from '../reports/reports.counts.js';
import {
  insertOrderRow, insertPaymentHistory, insertStatusHistory, updateOrderState, updatePaymentState, type StateSideEffects,
} from './orders.repository.js';

type Trx = Kysely<Database>;
/** What the state machine judges an order by. */
export type OrderState = Pick<Row<'orders'>, 'id' | 'order_status' | 'order_type' | 'payment_method' | 'payment_status'>;

/**
 * The one road for every change of an order's state and of its payment status: the tables of who may
 * make which change, and the functions that make it and keep it in the order's history. Nothing else
 * writes order_status or payment_status.
 */

/** Who may move an order from one state to another. 'system' is the server itself: payments and the demo autopilot. */
const MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly StatusActor[]>>>> = {
  pending: { confirmed: ['store', 'system'], canceled: ['customer', 'guest', 'store', 'system'], failed: ['system'] },
  confirmed: { processing: ['store', 'system'], canceled: ['customer', 'guest', 'store', 'system'] },
  processing: { handover: ['store', 'system'], canceled: ['store', 'system'] },
  // A delivery order goes with its courier; a take-away one is handed to its customer at the counter.
  handover: { picked_up: ['courier', 'system'], delivered: ['store', 'system'] },
  picked_up: { delivered: ['courier', 'system'] },
  delivered: { refund_requested: ['customer'] },
  // Refused, a refund request puts the order back to delivered.
  refund_requested: { refunded: ['store', 'system'], delivered: ['store', 'system'] },
  // A failed online payment: pay in cash instead (back to pending), or give up.
  failed: { pending: ['customer', 'guest', 'system'], canceled: ['customer', 'guest', 'system'] },
  canceled: {},
  refunded: {},
};

/**
 * A parcel has no store: a courier of the sender's zone accepts it (confirmed), picks it up at the sender
 * and delivers it to the receiver. Its customer cancels it while it is pending; after that only the
 * server (support, payments) does, as for delivery orders.
 */
const PARCEL_MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly StatusActor[]>>>> = {
  pending: { confirmed: ['courier', 'system'], canceled: ['customer', 'guest', 'system'], failed: ['system'] },
  confirmed: { picked_up: ['courier', 'system'], canceled: ['system'] },
  processing: {},
  handover: {},
  picked_up: { delivered: ['courier', 'system'] },
  delivered: {},
  refund_requested: {},
  failed: { pending: ['customer', 'guest', 'system'], canceled: ['customer', 'guest', 'system'] },
  canceled: {},
  refunded: {},
};

/** Who may settle what is owed: a gateway's proved answer (system), or cash collected at the door or the counter. */
const PAYMENT_MOVES: Readonly<Record<PaymentStatus, Partial<Record<PaymentStatus, readonly StatusActor[]>>>> = {
  unpaid: { paid: ['system', 'store', 'courier'] },
  partially_paid: { paid: ['system', 'store', 'courier'] },
  paid: {},
};

/** Moves that depend on the order as well as on its state. */
function allowedFor(order: OrderState, to: OrderStatus): boolean {
  if (order.order_status === 'handover' && to === 'picked_up') return order.order_type === 'delivery';
  if (order.order_status === 'handover' && to === 'delivered') return order.order_type === 'take_away';
  // An order still waiting for its online payment is not for the store to take up yet.
  if (to === 'confirmed') return !(order.payment_method === 'digital_payment' && order.payment_status !== 'paid');
  // Only a payment that did not go through fails an order.
  if (to === 'failed') return order.payment_status !== 'paid';
  return true;
}

/** Where an order waits for a courier: the store has confirmed it and nobody carries it yet. */
export const WAITING_FOR_COURIER: readonly OrderStatus[] = ['confirmed', 'processing', 'handover'];

/** The states of an order a courier carries until it is delivered. */
export const CARRIED: readonly OrderStatus[] = ['confirmed', 'processing', 'handover', 'picked_up'];

/** Where a parcel waits for a courier: nobody has accepted it yet (accepting it confirms it). */
export const PARCEL_WAITING: readonly OrderStatus[] = ['pending'];

export function canMove(order: OrderState, to: OrderStatus, actor: StatusActor): boolean {
  const moves = order.order_type === 'parcel' ? PARCEL_MOVES : MOVES;
  return (moves[order.order_status][to] ?? []).includes(actor) && allowedFor(order, to);
}

export const illegalChange = (from: string, to: string) =>
  new AppError('conflict', ORDER_TRACK_TEXTS.illegal_change.replace('{from}', from).replace('{to}', to));

export interface Move {
  to: OrderStatus;
  actor: StatusActor;
  actorId?: number | null;
  now: string;
  note?: string | null;
  /** Other columns changed with the state, in the same statement. */
  set?: StateSideEffects;
}

/**
 * Moves the order if the move is allowed from the state the caller saw and the order still is in it
 * (its payment status too), keeping the change in its history and telling its customer or guest (an
 * order_status push; the caller announces it after the commit); false, with nothing changed, otherwise.
 */
export async function tryMoveOrderState(trx: Trx, order: OrderState, move: Move): Promise<boolean> {
  if (!canMove(order, move.to, move.actor)) return false;
  if (!(await updateOrderState(trx, order, move.to, move.set ?? {}, move.now))) return false;
  await insertStatusHistory(trx, {
    order_id: order.id, status: move.to, actor: move.actor, actor_id: move.actorId ?? null, note: move.note ?? null, created_at: move.now,
  });
  await insertOrderStatusPush(trx, order.id, move.to, move.now);
  // The reports' daily figures move with the order.
  await countMove(trx, order.id, order.order_status, move.to, move.now);
  return true;
}

/** As tryMoveOrderState, but a move that is not (or no longer) allowed answers 409, so two racing changes cannot both win. */
export async function moveOrderState(trx: Trx, order: OrderState, move: Move): Promise<void> {
  if (!(await tryMoveOrderState(trx, order, move))) throw illegalChange(order.order_status, move.to);
}

export interface PaymentMove {
  to: PaymentStatus;
  actor: StatusActor;
  actorId?: number | null;
  now: string;
  /** The gateway's payment attempt that settled it. */
  reference?: string | null;
}

/** The payment twin of moveOrderState: settles what the order owes, once, and keeps it in the payment history. */
export async function movePaymentState(trx: Trx, order: OrderState, move: PaymentMove): Promise<void> {
  const allowed = (PAYMENT_MOVES[order.payment_status][move.to] ?? []).includes(move.actor);
  if (!allowed || !(await updatePaymentState(trx, order, move.to, move.reference ?? null, move.now))) {
    throw illegalChange(order.payment_status, move.to);
  }
  await insertPaymentHistory(trx, {
    order_id: order.id, payment_status: move.to, actor: move.actor, actor_id: move.actorId ?? null, reference: move.reference ?? null, created_at: move.now,
  });
}

/**
 * A new order starts pending, paid as far as the wallet paid it; both histories start with it. A
 * guest's first order writes the guest's row, unless the caller knows the row is there (the guest's
 * cart, which the order empties, refers to it). Call inside the placing transaction.
 */
export async function openOrder(
  trx: Trx, values: Omit<Insertable<OrdersTable>, 'order_status' | 'payment_status'>, paymentStatus: PaymentStatus, guestRowKnown = false,
): Promise<Row<'orders'>> {
  if (values.guest_id && !guestRowKnown) await claimGuest(trx, values.guest_id, values.created_at);
  // The caller's object, completed in place: a spread copy of its forty columns costs more. Every order
  // gets its delivery code; the customer is shown it, and the courier asked for it, only when the
  // business verifies deliveries.
  const row = await insertOrderRow(trx, Object.assign(values, {
    order_status: 'pending' as const, payment_status: paymentStatus, delivery_code: deliveryCode(), ...guestContact(values),
  }));
  const actor: StatusActor = row.user_id !== null ? 'customer' : 'guest';
  await insertStatusHistory(trx, { order_id: row.id, status: row.order_status, actor, actor_id: null, note: null, created_at: row.created_at });
  await insertPaymentHistory(trx, { order_id: row.id, payment_status: row.payment_status, actor, actor_id: null, reference: null, created_at: row.created_at });
  // Its store's staff hear of it on the board (the caller announces after the commit).
  await insertStoreOrderPush(trx, row.id, 'pending', row.created_at);
  await countPlaced(trx, row);
  return row;
}

type Contact = Partial<Record<'contact_person_name' | 'contact_person_number' | 'contact_person_email', string | null>>;

/** A guest's order keeps the contact given at checkout (its delivery address) in columns of its own, which the console searches by; a customer's none. */
function guestContact(values: Pick<Insertable<OrdersTable>, 'user_id' | 'delivery_address'>) {
  const c = values.user_id == null ? parseJson<Contact>(values.delivery_address ?? null, {}) : {};
  return { guest_name: c.contact_person_name || null, guest_phone: c.contact_person_number || null, guest_email: c.contact_person_email || null };
}

/** Four random digits, 0000 to 9999. */
export const deliveryCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** The actor a customer's or a guest's own change of their order is written as. */
export const ownerActor = (owner: { userId: number | null }): StatusActor => (owner.userId !== null ? 'customer' : 'guest');
