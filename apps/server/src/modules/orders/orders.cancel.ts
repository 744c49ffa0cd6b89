import { ORDER_CHANGE_TEXTS, ORDER_TRACK_TEXTS, type OrderCancel } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Kysely } from 'kysely';
import type { Database, Row, StatusActor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, rule } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import type { CartOwner } from '../cart/cart.owner.js';
import { releaseReferralDiscount } from '../profile/profile.repository.js';
import { creditWallet } from '../wallet/wallet.repository.js';
import { lockItems, returnFlashSales, returnStock, type StockLine } from '../inventory/inventory.stock.js';
import { takeBackSold } from '../catalog/catalog.sales.repository.js';
import { releaseCoupon } from '../offers/offers.repository.js';
import type { MapChange } from './orders.dispatch.changes.js';
import { orderDetails } from './orders.repository.js';
import { customerOrder } from './orders.service.js';
import { canMove, illegalChange, moveOrderState, ownerActor } from './orders.states.js';

/** Cancelling an order, by its customer, its store or the server: what it took goes back. */
export class OrderCancelService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: Clock; announce?: () => void; mapChanged?: (change: MapChange) => void },
  ) {}

  /** A customer's (or guest's) cancellation, or the server's own when a payment cannot start. */
  async cancel(owner: CartOwner, body: OrderCancel, by: 'customer' | 'system' = 'customer'): Promise<void> {
    const order = await customerOrder(this.db, owner, body.order_id);
    await this.cancelOrder(order, body.reason, by === 'system' ? 'system' : ownerActor(owner));
  }

  /**
   * Cancels an order while its state allows (customers: pending or confirmed; the store: until it hands
   * it over): stock, flash-sale stock, coupon use and wallet money go back, in one transaction.
   */
  async cancelOrder(
    order: Row<'orders'>, reason: string, actor: StatusActor, actorId: number | null = null,
    also?: (trx: Kysely<Database>, order: Row<'orders'>) => Promise<void>,
  ): Promise<void> {
    const byCustomer = actor === 'customer' || actor === 'guest';
    if (!canMove(order, 'canceled', actor)) throw byCustomer ? new AppError('conflict', ORDER_TRACK_TEXTS.cannot_cancel) : illegalChange(order.order_status, 'canceled');
    const digitalPaid = order.payment_method === 'digital_payment' && order.payment_status === 'paid';
    // A guest's card payment would need a refund through the gateway; that is for support, not this button.
    if (byCustomer && !order.user_id && digitalPaid) throw rule(ORDER_CHANGE_TEXTS.cannot_cancel);
    // What goes back goes back in the global lock order (see inventory.stock): items by id, then flash sales.
    const lines = (await orderDetails(this.db, order.id)).flatMap((l) => (l.item_id === null ? [] : [{ ...l, item_id: l.item_id }]));
    const stock = lines.map((l): StockLine => ({
      itemId: l.item_id, quantity: l.quantity, food: l.module_type === 'food', variation: parseJson<StockLine['variation']>(l.variation, []),
    }));
    const flash = lines.flatMap((l) => (l.flash_sale_id === null ? [] : [{ flashSaleId: l.flash_sale_id, itemId: l.item_id, quantity: l.quantity }]));
    const now = this.now();
    await inTransaction(this.db, async (trx) => {
      // Items first, as placing an order takes them: the move then adds to the day's figures, which a placement
      // holding these items may be waiting to add to as well (the other way round, the two would deadlock).
      await lockItems(trx, stock.map((l) => l.itemId));
      await moveOrderState(trx, order, { to: 'canceled', actor, actorId, now, note: reason.trim(), set: { cancellation_reason: reason.trim(), canceled_by: byCustomer ? 'customer' : actor } });
      await returnStock(trx, stock);
      await takeBackSold(trx, stock);
      await returnFlashSales(trx, flash);
      if (order.coupon_code) await releaseCoupon(trx, order.coupon_code, order.owner);
      if (order.user_id && order.referral_discount > 0) await releaseReferralDiscount(trx, order.user_id, order.id);
      const refund = order.wallet_amount + (digitalPaid ? order.order_amount - order.wallet_amount : 0);
      if (order.user_id && refund > 0) await creditWallet(trx, { userId: order.user_id, amount: refund, type: 'order_refund', reference: `order:${order.id}`, now });
      await also?.(trx, order);
    });
    this.deps.announce?.();
    this.deps.mapChanged?.({ orders: [order.id] });
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}

