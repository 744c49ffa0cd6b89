import type { Db } from '../../db/connection.js';
import type { OrderStatus, Row, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { OrderChangesService } from './orders.changes.js';
import { creditWallet } from './orders.repository.js';
import { illegalChange, moveOrderState } from './orders.states.js';

type Order = Row<'orders'>;

/**
 * How an order moves after checkout, whoever moves it (the store, its courier or the server's demo
 * autopilot): every change goes through the state machine, with what arriving in a state implies.
 */
export class OrderFlowService {
  constructor(
    private readonly db: Db,
    private readonly deps: { changes: OrderChangesService; clock: Clock },
  ) {}

  async move(order: Order, to: OrderStatus, actor: StatusActor, actorId: number | null, reason?: string): Promise<void> {
    if (to === 'canceled') {
      if (!reason?.trim()) throw new AppError('validation_error', 'reason is required');
      return this.deps.changes.cancelOrder(order, reason, actor, actorId);
    }
    // A refund request is answered by decideRefund, with its money, never by a bare change of state.
    if (to === 'refunded' || order.order_status === 'refund_requested') throw illegalChange(order.order_status, to);
    // Cash is collected at the door (or the counter): a delivered cash order is paid.
    const set = to === 'delivered' && order.payment_method === 'cash_on_delivery' ? { payment_status: 'paid' as const } : {};
    await this.db.transaction().execute((trx) => moveOrderState(trx, order, { to, actor, actorId, now: this.now(), set }));
  }

  /** Approved, what the customer paid goes to their wallet; refused, the order is delivered again and stays so. */
  async decideRefund(order: Order, approve: boolean, actor: StatusActor, actorId: number | null, note: string | null): Promise<void> {
    if (order.order_status !== 'refund_requested') throw illegalChange(order.order_status, approve ? 'refunded' : 'delivered');
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await moveOrderState(trx, order, { to: approve ? 'refunded' : 'delivered', actor, actorId, now, note });
      await trx.updateTable('refund_requests').set({ status: approve ? 'approved' : 'rejected', decision_note: note, decided_at: now })
        .where('order_id', '=', order.id).where('status', '=', 'pending').execute();
      const paid = order.payment_status === 'paid' ? order.order_amount : order.wallet_amount;
      if (approve && order.user_id !== null && paid > 0) await creditWallet(trx, order.user_id, paid, 'refund', `order:${order.id}`, now);
    });
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
