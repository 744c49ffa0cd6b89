import { MAX_REFUND_IMAGES, ORDER_TRACK_TEXTS, type RefundRequestBody } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { OrderStatus, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import { withStoredImages } from '../../lib/images.js';
import type { ConfigService } from '../config/config.service.js';
import { creditWallet, hasLedgerRow } from '../wallet/wallet.repository.js';
import type { OrderRewards } from './orders.flow.js';
import { decideRefundRequest, insertRefundRequest } from './orders.repository.js';
import { loadOrder, orderNotFound } from './orders.service.js';
import { canMove, illegalChange, moveOrderState } from './orders.states.js';
import { orderWithStore, refundOf } from './orders.tracking.repository.js';

/** A delivered order's refund: the customer asks, with photos; staff approve (the money goes to the wallet) or refuse. */
export class OrderRefundsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { config: ConfigService; clock: Clock; storageDir: string; onRefunded?: OrderRewards; announce?: () => void },
  ) {}

  /** A delivered order's refund request, with up to three photos; once per order. */
  async requestRefund(userId: number, body: RefundRequestBody, images: Buffer[]): Promise<void> {
    if (images.length > MAX_REFUND_IMAGES) throw invalid(ORDER_TRACK_TEXTS.refund_images);
    const row = await orderWithStore(this.db, body.order_id);
    if (!row || row.owner !== `user:${userId}`) throw orderNotFound();
    if (!canMove(row, 'refund_requested', 'customer') || (await refundOf(this.db, row.id))) {
      throw new AppError('conflict', ORDER_TRACK_TEXTS.refund_not_allowed);
    }
    const now = this.deps.clock.now().toISOString();
    const reason = body.reason.trim();
    if (!reason) throw invalid('reason is required');
    await withStoredImages(images, this.deps.storageDir, 'refund', { maxSide: 2000 }, (stored) =>
      inTransaction(this.db, async (trx) => {
        await moveOrderState(trx, row, { to: 'refund_requested', actor: 'customer', actorId: userId, now, note: reason });
        await insertRefundRequest(trx, {
          order_id: row.id, reason, note: body.note?.trim() || null, images: JSON.stringify(stored), status: 'pending', decision_note: null, created_at: now, decided_at: null,
        });
      }));
    this.deps.announce?.();
  }

  /** Approved, what the customer paid goes to their wallet; refused, the order is delivered again and stays so. */
  async decideRefundById(orderId: number, approve: boolean, actor: StatusActor, actorId: number | null, note: string | null): Promise<OrderStatus> {
    const order = await loadOrder(this.db, orderId);
    if (order.order_status !== 'refund_requested') throw illegalChange(order.order_status, approve ? 'refunded' : 'delivered');
    const now = this.now();
    const to = approve ? 'refunded' : 'delivered';
    const config = await this.deps.config.config();
    await inTransaction(this.db, async (trx) => {
      await moveOrderState(trx, order, { to, actor, actorId, now, note });
      await decideRefundRequest(trx, order.id, approve, note, now);
      const paid = order.payment_status === 'paid' ? order.order_amount : order.wallet_amount;
      // The cashback the order already paid into the wallet is kept back from the refund.
      const cashback = order.user_id !== null && (await hasLedgerRow(trx, order.user_id, 'cashback', `order:${order.id}`)) ? order.cashback_amount : 0;
      const refund = Math.max(paid - cashback, 0);
      if (approve && order.user_id !== null && refund > 0) await creditWallet(trx, { userId: order.user_id, amount: refund, type: 'refund', reference: `order:${order.id}`, now });
      if (approve) await this.deps.onRefunded?.(trx, order, now, config);
    });
    this.deps.announce?.();
    return to;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
