import { BUSINESS_ORDER_TEXTS, MAX_REFUND_IMAGES, ORDER_TRACK_TEXTS, type RefundRequestBody } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, OrderStatus, Row, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import { withStoredImages } from '../../lib/images.js';
import type { ConfigService } from '../config/config.service.js';
import { creditWallet, hasLedgerRow } from '../wallet/wallet.repository.js';
import type { OrderRewards } from './orders.flow.js';
import { decidePendingRefund } from './orders.business.repository.js';
import { decideRefundRequest, insertRefundRequest } from './orders.repository.js';
import { loadOrder, orderNotFound } from './orders.service.js';
import { canMove, illegalChange, moveOrderState } from './orders.states.js';
import { orderWithStore, refundOf } from './orders.tracking.repository.js';

type Trx = Kysely<Database>;

/** Pays `amount` of the order's online payment back through the payment gateway, inside the decision's transaction. */
export type GatewayRefund = (trx: Trx, order: Row<'orders'>, refundId: number, amount: number, now: string) => Promise<void>;

/** A decision taken on the refund request itself (the console's): which request, where the money goes, and work done in its transaction. */
export interface RefundExtra {
  request?: { id: number; destination: 'wallet' | 'gateway' };
  gateway?: GatewayRefund;
  /** What was paid back in all, through the gateway, and to the wallet (minor units). */
  also?: (trx: Trx, paid: { refund: number; online: number; wallet: number }) => Promise<void>;
}

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
  async decideRefundById(orderId: number, approve: boolean, actor: StatusActor, actorId: number | null, note: string | null, extra: RefundExtra = {}): Promise<OrderStatus> {
    const order = await loadOrder(this.db, orderId);
    if (order.order_status !== 'refund_requested') throw illegalChange(order.order_status, approve ? 'refunded' : 'delivered');
    const now = this.now();
    const to = approve ? 'refunded' : 'delivered';
    const config = await this.deps.config.config();
    await inTransaction(this.db, async (trx) => {
      // The request is decided first, conditionally: of two decisions at once the second stops here.
      if (extra.request && !(await decidePendingRefund(trx, extra.request.id, approve, note, approve ? extra.request.destination : null, now))) {
        throw new AppError('conflict', BUSINESS_ORDER_TEXTS.refund_decided);
      }
      await moveOrderState(trx, order, { to, actor, actorId, now, note });
      if (!extra.request) await decideRefundRequest(trx, order.id, approve, note, now);
      const paid = order.payment_status === 'paid' ? order.order_amount : order.wallet_amount;
      // The cashback the order already paid into the wallet is kept back from the refund.
      const cashback = order.user_id !== null && (await hasLedgerRow(trx, order.user_id, 'cashback', `order:${order.id}`)) ? order.cashback_amount : 0;
      const refund = Math.max(paid - cashback, 0);
      // Through the gateway goes what was paid online; what the wallet paid goes back to it.
      const online = approve && extra.request?.destination === 'gateway' && extra.gateway ? Math.min(refund, order.order_amount - order.wallet_amount) : 0;
      if (online > 0) await extra.gateway!(trx, order, extra.request!.id, online, now);
      const toWallet = refund - online;
      if (approve && order.user_id !== null && toWallet > 0) await creditWallet(trx, { userId: order.user_id, amount: toWallet, type: 'refund', reference: `order:${order.id}`, now });
      if (approve) await this.deps.onRefunded?.(trx, order, now, config);
      await extra.also?.(trx, { refund, online, wallet: approve ? toWallet : 0 });
    });
    this.deps.announce?.();
    return to;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
