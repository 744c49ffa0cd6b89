import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import type { PageWindow } from '../../lib/pagination.js';

type Trx = Kysely<Database>;

/** The store's published reviews; only those without a reply when `unanswered`. */
function storeReviews(db: Trx, storeId: number, unanswered: boolean) {
  const q = db.selectFrom('reviews as r').where('r.store_id', '=', storeId).where('r.status', '=', 1);
  return unanswered ? q.where('r.reply', 'is', null) : q;
}

/** What the console shows of reviews, with the item each rates. */
function withItem(q: ReturnType<typeof storeReviews>) {
  return q.innerJoin('items as i', 'i.id', 'r.item_id')
    .select(['r.id', 'r.customer_name', 'r.rating', 'r.comment', 'r.reply', 'r.created_at', 'r.item_id', 'i.name as item_name', 'i.translations as item_translations', 'i.image as item_image']);
}

/** A page of the store's reviews, newest first (reviews_store_newest). */
export async function storeReviewPage(db: Trx, storeId: number, unanswered: boolean, window: PageWindow) {
  const [count, rows] = await Promise.all([
    storeReviews(db, storeId, unanswered).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    withItem(storeReviews(db, storeId, unanswered)).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(window.limit).offset(window.skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export type ConsoleReviewRow = Awaited<ReturnType<typeof storeReviewPage>>['rows'][number];

export function storeReview(db: Trx, storeId: number, id: number) {
  return withItem(storeReviews(db, storeId, false)).where('r.id', '=', id).executeTakeFirst();
}

/** The review a reply goes to, held until the transaction ends on PostgreSQL (SQLite's single writer already does). */
export function reviewForReply(trx: Trx, id: number) {
  let q = trx.selectFrom('reviews').select(['id', 'store_id', 'status', 'reply']).where('id', '=', id);
  if (dbKind(trx) === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export function setReply(trx: Trx, id: number, reply: string | null) {
  return trx.updateTable('reviews').set({ reply }).where('id', '=', id).execute();
}
