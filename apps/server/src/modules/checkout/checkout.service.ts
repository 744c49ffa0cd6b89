import { couponDiscount, ORDER_TEXTS, type CouponApplied, type CouponApply, type OrderPlace, type OrderPlaced, type OrderTotals, type ParcelQuote, type PrescriptionPlace } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, rule } from '../../lib/errors.js';
import { requestHash } from '../../lib/request-hash.js';
import { withStoredImages } from '../../lib/images.js';
import { toMajor } from '../../lib/money.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { ownerKey, type CartOwner } from '../cart/cart.owner.js';
import { totalsOf } from '../orders/orders.mapper.js';
import { placedAnswer } from './checkout.mapper.js';
import { applicableCoupon } from './checkout.coupon.js';
import { listedStore, prepareOrder, priceLines, type CheckoutRequest } from './checkout.prepare.js';
import { preparePrescription } from './checkout.prescription.js';
import { findByIdempotencyKey } from './checkout.repository.js';
import type { CheckoutDeps } from './checkout.types.js';
import { prepareParcel, type ParcelRequest } from './checkout.parcel.js';
import { writeOrder, writeParcel, writePrescription } from './checkout.write.js';

/**
 * The order an Idempotency-Key made, when this is the request that made it. Like Stripe, the same
 * key with another body is a client's mistake, refused rather than answered with the first order.
 * Orders from before bodies were hashed have no hash and answer by their key alone.
 */
function sameRequest(earlier: Row<'orders'>, body: unknown): Row<'orders'> {
  if (earlier.idempotency_hash !== null && earlier.idempotency_hash !== requestHash(body)) {
    throw new AppError('idempotency_mismatch', 'This Idempotency-Key was already used with a different request.');
  }
  return earlier;
}

/**
 * What answering a placement needs of its request: its owner and Idempotency-Key, the body as sent
 * (hashed to tell the same request from another under the same key) and where a gateway sends the
 * customer back. Read before anything is prepared, as an earlier order may answer instead.
 */
interface Placement {
  owner: CartOwner;
  idempotencyKey: string | null;
  body: unknown;
  returnPath: string;
}

const placement = (req: { owner: CartOwner; idempotencyKey: string | null; body: Pick<OrderPlace, 'payment_return_path'> }): Placement => ({
  owner: req.owner, idempotencyKey: req.idempotencyKey, body: req.body, returnPath: req.body.payment_return_path ?? '/',
});

/**
 * Checkout: turns a cart (or one Buy Now item) into an order. The checks and every amount are
 * worked out first (checkout.prepare); then one transaction takes the stock, the coupon use and the
 * wallet amount, each by a conditional statement, writes the order and empties the cart.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  async place(req: CheckoutRequest): Promise<OrderPlaced> {
    return this.withIdempotency(placement(req), async () => {
      const draft = await prepareOrder(this.deps, req);
      return inTransaction(this.deps.db, (trx) => writeOrder(trx, draft));
    });
  }

  /** A parcel from door to door (no store, no cart); the same Idempotency-Key answers the parcel it made. */
  async placeParcel(req: ParcelRequest): Promise<OrderPlaced> {
    return this.withIdempotency(placement(req), async () => {
      const draft = await prepareParcel(this.deps, req);
      return inTransaction(this.deps.db, (trx) => writeParcel(trx, draft));
    });
  }

  /**
   * Places at most one order per Idempotency-Key. A key already used answers its order. The same request
   * sent twice at once loses one way or another to the copy that commits first: its insert meets the
   * key's unique index, or it finds the cart already emptied by the first; either way, when the key has
   * an order by then, that order is the answer rather than the error.
   */
  private async withIdempotency(p: Placement, write: () => Promise<Row<'orders'>>): Promise<OrderPlaced> {
    const { db } = this.deps;
    const key = ownerKey(p.owner);
    const earlierOrder = async () => {
      const earlier = p.idempotencyKey ? await findByIdempotencyKey(db, key, p.idempotencyKey) : undefined;
      return earlier ? this.answer(sameRequest(earlier, p.body), p) : null;
    };
    const answered = await earlierOrder();
    if (answered) return answered;
    let order: Row<'orders'>;
    try {
      order = await write();
      this.deps.announce?.();
      this.deps.mapChanged?.({ orders: [order.id] });
    } catch (err) {
      if (p.idempotencyKey && (isUniqueViolation(err) || err instanceof AppError)) {
        const earlier = await earlierOrder();
        if (earlier) return earlier;
      }
      throw err;
    }
    return this.answer(order, p);
  }

  /** What a parcel would cost, by the checks and arithmetic placing it uses, without placing it. */
  async previewParcel(req: Omit<ParcelRequest, 'idempotencyKey'>): Promise<ParcelQuote> {
    return (await prepareParcel(this.deps, { ...req, idempotencyKey: null })).quote;
  }

  /** What the order would cost, by the very checks and arithmetic that placing it uses, without placing it. */
  async preview(req: Omit<CheckoutRequest, 'idempotencyKey'>): Promise<OrderTotals> {
    const { amounts } = await prepareOrder(this.deps, { ...req, idempotencyKey: null, amountsOnly: true });
    return totalsOf(amounts);
  }

  /**
   * POST coupon/apply: what the coupon takes off the caller's cart of this store, by the checks and
   * arithmetic placing the order uses; refusals carry the same texts (ORDER_TEXTS) and detail codes (COUPON_REFUSALS).
   */
  async applyCoupon(req: Omit<CheckoutRequest, 'body' | 'idempotencyKey'>, body: CouponApply): Promise<CouponApplied> {
    if (req.view.moduleId === null) throw new AppError('module_required', 'moduleId header is required');
    const { lines } = await this.deps.cart.checkoutLines(req.owner, req.view.moduleId, req.view);
    const ofStore = lines.filter((l) => l.item.card.store_id === body.store_id);
    if (ofStore.length === 0) throw rule(ORDER_TEXTS.cart_empty);
    const store = await listedStore(this.deps, body.store_id);
    const config = await this.deps.config.config();
    const { subtotal } = priceLines(ofStore, req.view.now);
    const coupon = await applicableCoupon(this.deps, body.code.trim(), req.customer, store, subtotal, req.view.now, config);
    const amount = (minor: number) => (coupon.discount_type === 'amount' ? toMajor(minor) : minor);
    return {
      code: coupon.code, coupon_type: coupon.coupon_type, discount_type: coupon.discount_type, discount: amount(coupon.discount),
      min_purchase: toMajor(coupon.min_purchase), max_discount: toMajor(coupon.max_discount),
      coupon_discount: toMajor(couponDiscount(coupon, subtotal, config.digit_after_decimal_point)),
    };
  }

  /** The answer to a placement; an order still to be paid online comes with a gateway page to pay it on. */
  private async answer(order: Row<'orders'>, p: Pick<Placement, 'owner' | 'returnPath'>): Promise<OrderPlaced> {
    const { owner } = p;
    const owes = order.payment_method === 'digital_payment' && order.payment_status !== 'paid' && order.order_status === 'pending';
    if (!owes) return placedAnswer(order);
    try {
      return { ...placedAnswer(order), payment_url: await this.deps.payments.start(order, p.returnPath) };
    } catch {
      // No payment page to go to: the order must not keep its stock, coupon use or wallet money.
      await this.deps.cancel.cancel(owner, { order_id: order.id, reason: ORDER_TEXTS.payment_unavailable }, 'system');
      throw new AppError('upstream_error', ORDER_TEXTS.payment_unavailable);
    }
  }

  /**
   * A prescription for a pharmacy to price, prepared as orders are (checkout.prescription); the photos
   * are checked and stored re-encoded, then the order is written in the service's transaction.
   */
  async placePrescription(owner: CartOwner, customer: SignedInCustomer | null, body: PrescriptionPlace, images: Buffer[]): Promise<OrderPlaced> {
    const draft = await preparePrescription(this.deps, { owner, customer, body, imageCount: images.length });
    const placed = await withStoredImages(images, this.deps.storageDir, 'prescription', { maxSide: 2000 }, async (stored) => placedAnswer(
      await inTransaction(this.deps.db, (trx) => writePrescription(trx, { ...draft, attachments: stored })),
    ));
    this.deps.announce?.();
    this.deps.mapChanged?.({ orders: [placed.order_id] });
    return placed;
  }
}
