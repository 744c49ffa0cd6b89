import {
  MAX_REVIEW_PHOTOS, REVIEW_TEXTS, REVIEWABLE_STATUSES, type DeliveryManReviewSubmit, type DeliveryManReviewSubmitted, type ItemReviewSubmit,
  type ItemReviewSubmitted, type Language, type OrderReviews, type ReviewReminder,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { withStoredImages } from '../../lib/images.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { toReview } from '../catalog/catalog.mapper.js';
import type { FilesService } from '../files/files.service.js';
import { toDeliveryManReview, toOrderCourier, toOrderReviews, toReviewableItems } from './reviews.mapper.js';
import {
  courierOf, courierReviewOfOrder, dismiss, hasItemReview, insertCourierReview, insertReview, itemOfOrder, latestReceivedOrder, lockCourierRating,
  lockRated, orderForReview, orderItems, reviewById, reviewsOfOrder, setCourierRating, setItemRating, setStoreRating, visibleRatings,
  type ReviewedOrder,
} from './reviews.repository.js';

const orderNotFound = () => new AppError('not_found', REVIEW_TEXTS.order_not_found);
const already = () => new AppError('conflict', REVIEW_TEXTS.already);

/** Averages are kept to one decimal; ×10 before dividing keeps a .x5 mean exact, so it rounds up on both engines. */
const averageOf = ({ count, sum }: { count: number; sum: number }) => ({ rating_count: count, avg_rating: count ? Math.round((sum * 10) / count) / 10 : 0 });

const reachedCustomer = (order: ReviewedOrder) => REVIEWABLE_STATUSES.includes(order.order_status);

/** Customers' reviews of delivered orders' items and couriers, and the rate prompt. */
export class ReviewsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: Clock; publicUrl: string; storageDir: string; files: FilesService },
  ) {}

  /** The caller's order, or 404 as for an order that does not exist: others' orders are never revealed. */
  private async ownOrder(userId: number, orderId: number): Promise<ReviewedOrder> {
    const order = await orderForReview(this.db, orderId);
    if (!order || order.user_id !== userId) throw orderNotFound();
    return order;
  }

  private async reviewableOrder(userId: number, orderId: number): Promise<ReviewedOrder> {
    const order = await this.ownOrder(userId, orderId);
    if (!reachedCustomer(order)) throw rule(REVIEW_TEXTS.not_delivered, 'order_status');
    return order;
  }

  /**
   * One review per item of an order. The item's and its store's ratings are recomputed from their
   * visible reviews in the insert's transaction, with both rows locked, so that concurrent reviews
   * each count the other's.
   */
  async submitItem(customer: SignedInCustomer, body: ItemReviewSubmit, photos: Buffer[], lang: Language): Promise<ItemReviewSubmitted> {
    if (photos.length > MAX_REVIEW_PHOTOS) throw invalid(REVIEW_TEXTS.too_many_photos, 'attachment');
    const order = await this.reviewableOrder(customer.id, body.order_id);
    const item = await itemOfOrder(this.db, order.id, body.item_id);
    if (!item) throw rule(REVIEW_TEXTS.item_not_in_order, 'item_id');
    // Before storing photos; the unique index decides a race.
    if (await hasItemReview(this.db, order.id, item.id)) throw already();
    const now = this.deps.clock.now().toISOString();
    try {
      const id = await withStoredImages(photos, this.deps.storageDir, 'review', { maxSide: 1600 }, (stored) =>
        inTransaction(this.db, async (trx) => {
          await lockRated(trx, item.id, item.store_id);
          const reviewId = await insertReview(trx, {
            item_id: item.id, store_id: item.store_id, user_id: customer.id, order_id: order.id, customer_name: customer.user.f_name,
            rating: body.rating, comment: body.comment?.trim() || null, reply: null, attachment: JSON.stringify(stored), status: 1, created_at: now,
          });
          await setItemRating(trx, item.id, averageOf(await visibleRatings(trx, { itemId: item.id })));
          await setStoreRating(trx, item.store_id, averageOf(await visibleRatings(trx, { storeId: item.store_id })));
          return reviewId;
        }));
      return { message: REVIEW_TEXTS.submitted, review: toReview(await reviewById(this.db, id), lang, this.deps.publicUrl, await this.deps.files.signer()) };
    } catch (err) {
      throw isUniqueViolation(err) ? already() : err;
    }
  }

  /** One review of the courier per order; the courier's rating moves by it (see below). */
  async submitCourier(customer: SignedInCustomer, body: DeliveryManReviewSubmit): Promise<DeliveryManReviewSubmitted> {
    const order = await this.reviewableOrder(customer.id, body.order_id);
    if (order.delivery_man_id === null || order.delivery_man_id !== body.delivery_man_id) throw rule(REVIEW_TEXTS.courier_not_of_order, 'delivery_man_id');
    const courierId = order.delivery_man_id;
    if (await courierReviewOfOrder(this.db, order.id)) throw already();
    const now = this.deps.clock.now().toISOString();
    try {
      const row = await inTransaction(this.db, async (trx) => {
        const current = await lockCourierRating(trx, courierId);
        if (!current) throw rule(REVIEW_TEXTS.courier_not_of_order, 'delivery_man_id');
        const review = await insertCourierReview(trx, {
          delivery_man_id: courierId, order_id: order.id, user_id: customer.id, customer_name: customer.user.f_name,
          rating: body.rating, comment: body.comment?.trim() || null, created_at: now,
        });
        // A running mean, not a recount: demo couriers carry ratings that have no review rows. Kept
        // unrounded so that it does not drift; the tracking mapper shows it to one decimal.
        const count = current.rating_count + 1;
        await setCourierRating(trx, courierId, { rating_count: count, avg_rating: (Number(current.avg_rating) * current.rating_count + body.rating) / count });
        return review;
      });
      return { message: REVIEW_TEXTS.submitted, review: toDeliveryManReview(row) };
    } catch (err) {
      throw isUniqueViolation(err) ? already() : err;
    }
  }

  /**
   * The rate prompt offers only the customer's latest order that reached them, while it is delivered,
   * not turned down and has an item left to rate: once that order is rated or dismissed, nothing is
   * offered, so an older order never pops up later.
   */
  async reminder(userId: number, lang: Language): Promise<ReviewReminder> {
    const none: ReviewReminder = { order_id: null, items: [] };
    const latest = await latestReceivedOrder(this.db, userId, REVIEWABLE_STATUSES);
    if (!latest || latest.order_status !== 'delivered' || latest.dismissed !== null) return none;
    const items = toReviewableItems(await orderItems(this.db, latest.id, true), lang, this.deps.publicUrl);
    return items.length ? { order_id: latest.id, items } : none;
  }

  async dismiss(userId: number, orderId: number): Promise<{ message: string }> {
    const order = await this.ownOrder(userId, orderId);
    await dismiss(this.db, { order_id: order.id, user_id: userId, created_at: this.deps.clock.now().toISOString() });
    return { message: REVIEW_TEXTS.dismissed };
  }

  /** The rate page: every item of the order with the caller's review of it, and the courier with theirs. */
  async ofOrder(userId: number, orderId: number, lang: Language): Promise<OrderReviews> {
    const order = await this.ownOrder(userId, orderId);
    const { publicUrl } = this.deps;
    const [lines, reviews, courier, courierReview, sign] = await Promise.all([
      orderItems(this.db, order.id, false),
      reviewsOfOrder(this.db, order.id, userId),
      order.delivery_man_id === null ? undefined : courierOf(this.db, order.delivery_man_id),
      courierReviewOfOrder(this.db, order.id),
      this.deps.files.signer(),
    ]);
    // The caller's own reviews: their photos by signed links.
    const byItem = new Map(reviews.map((r) => [r.item_id, toReview(r, lang, publicUrl, sign)]));
    return toOrderReviews(
      { id: order.id, reviewable: reachedCustomer(order) },
      toReviewableItems(lines, lang, publicUrl),
      byItem,
      courier ? toOrderCourier(courier, courierReview, publicUrl) : null,
    );
  }
}
