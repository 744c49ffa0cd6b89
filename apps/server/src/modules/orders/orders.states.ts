import { ORDER_TRACK_TEXTS } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, Row, StatusActor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

type Trx = Kysely<Database>;
type Order = Pick<Row<'orders'>, 'id' | 'order_status' | 'order_type' | 'payment_method' | 'payment_status'>;

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

/** Moves that depend on the order as well as on its state. */
function allowedFor(order: Order, to: OrderStatus): boolean {
  if (order.order_status === 'handover' && to === 'picked_up') return order.order_type === 'delivery';
  if (order.order_status === 'handover' && to === 'delivered') return order.order_type === 'take_away';
  // An order still waiting for its online payment is not for the store to take up yet.
  if (to === 'confirmed') return !(order.payment_method === 'digital_payment' && order.payment_status !== 'paid');
  return true;
}

/** Where an order waits for a courier: the store has confirmed it and nobody carries it yet. */
export const WAITING_FOR_COURIER: readonly OrderStatus[] = ['confirmed', 'processing', 'handover'];

export function canMove(order: Order, to: OrderStatus, actor: StatusActor): boolean {
  return (MOVES[order.order_status][to] ?? []).includes(actor) && allowedFor(order, to);
}

export const illegalChange = (from: OrderStatus, to: OrderStatus) =>
  new AppError('conflict', ORDER_TRACK_TEXTS.illegal_change.replace('{from}', from).replace('{to}', to));

export interface Move {
  to: OrderStatus;
  actor: StatusActor;
  actorId?: number | null;
  now: string;
  note?: string | null;
  /** Other columns changed with the state, in the same statement. */
  set?: Partial<Pick<Row<'orders'>, 'payment_method' | 'payment_status' | 'cancellation_reason' | 'canceled_by' | 'delivery_man_id'>>;
}

/**
 * The one way an order changes state: the move must be allowed from the state the caller saw, and
 * the update only applies while the order is still in it, so two racing changes cannot both win.
 * Every change is kept in the order's history. Answers 409 when the move is not (or no longer) allowed.
 */
export async function moveOrderState(trx: Trx, order: Order, move: Move): Promise<void> {
  if (!canMove(order, move.to, move.actor)) throw illegalChange(order.order_status, move.to);
  const r = await trx.updateTable('orders').set({ ...move.set, order_status: move.to, updated_at: move.now })
    .where('id', '=', order.id).where('order_status', '=', order.order_status).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw illegalChange(order.order_status, move.to);
  await recordStatus(trx, order.id, move.to, move.actor, move.now, move.actorId ?? null, move.note ?? null);
}

export async function recordStatus(trx: Trx, orderId: number, status: OrderStatus, actor: StatusActor, now: string, actorId: number | null = null, note: string | null = null): Promise<void> {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, actor, actor_id: actorId, note, created_at: now }).execute();
}
