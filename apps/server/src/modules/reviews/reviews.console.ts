import type { ConsoleReview, ConsoleReviewPage, ConsoleReviewReply, ConsoleReviewsQuery, Language } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { translated } from '../../lib/i18n.js';
import { storageUrl } from '../../lib/images.js';
import { pageWindow } from '../../lib/pagination.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { reviewForReply, setReply, storeReview, storeReviewPage, type ConsoleReviewRow } from './reviews.console.repository.js';

const reviewNotFound = () => notFound('Review not found');

/**
 * The store's reviews as its staff see them in the console, and its replies, which the storefront
 * shows under each review. The capability hook has checked the person may act for the store in the
 * path; a review of another store's item, or one not published, is not found. A reply of 1 to 500
 * characters (trimmed) is kept; an empty one takes the reply away. Each change is in the audit log.
 */
export class ReviewsConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; publicUrl: string }) {}

  async list(storeId: number, query: ConsoleReviewsQuery, lang: Language): Promise<ConsoleReviewPage> {
    const window = pageWindow(query);
    const { total, rows } = await storeReviewPage(this.deps.db, storeId, query.filter === 'unanswered', window);
    return { total_size: total, limit: window.limit, offset: window.offset, reviews: rows.map((r) => this.toReview(r, lang)) };
  }

  async reply(actor: StaffActor, storeId: number, reviewId: number, body: ConsoleReviewReply, lang: Language): Promise<ConsoleReview> {
    const reply = body.reply.trim() || null;
    await inTransaction(this.deps.db, async (trx) => {
      const review = await reviewForReply(trx, reviewId);
      if (!review || review.store_id !== storeId || review.status !== 1) throw reviewNotFound();
      if (review.reply === reply) return;
      await setReply(trx, reviewId, reply);
      await recordChange(trx, actor, {
        action: 'reviews.reply', entity: 'review', entityId: reviewId, storeId, before: { reply: review.reply }, after: { reply },
      }, this.deps.clock.now().toISOString());
    });
    const row = await storeReview(this.deps.db, storeId, reviewId);
    if (!row) throw reviewNotFound();
    return this.toReview(row, lang);
  }

  private toReview(row: ConsoleReviewRow, lang: Language): ConsoleReview {
    return {
      id: row.id, customer_name: row.customer_name, rating: row.rating, comment: row.comment, created_at: row.created_at, reply: row.reply,
      item: { id: row.item_id, name: translated(row.item_translations, lang, 'name', row.item_name), image_full_url: storageUrl(this.deps.publicUrl, row.item_image) },
    };
  }
}
