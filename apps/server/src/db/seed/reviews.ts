import { sql, type Kysely } from 'kysely';
import type { Database, NewRow } from '../database.js';
import { REVIEW_COMMENTS, REVIEWERS } from './data/promotions.js';
import { insertRows } from './insert.js';
import type { Rng } from './random.js';
import { isoDaysBefore } from './text.js';

/**
 * Reviews for the given items, then every rating recomputed from the reviews so that
 * avg_rating, rating_count and the per-star counts always agree. `perItem` lists the review
 * counts to draw from.
 */
export async function insertReviews(
  db: Kysely<Database>,
  rng: Rng,
  items: readonly { id: number; store_id: number }[],
  opts: { now: Date; perItem: readonly number[]; customerId: number | null },
): Promise<number> {
  const rows: NewRow<'reviews'>[] = [];
  for (const item of items) {
    const count = rng.pick(opts.perItem);
    // Each item has a quality of its own, so that some are clearly better rated than others.
    const quality = 2.6 + rng.next() * 2.4;
    for (let i = 0; i < count; i++) {
      const rating = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2)));
      const byCustomer = opts.customerId !== null && rng.chance(0.05);
      rows.push({
        item_id: item.id,
        store_id: item.store_id,
        user_id: byCustomer ? opts.customerId : null,
        customer_name: byCustomer ? 'Sara A.' : rng.pick(REVIEWERS),
        rating,
        comment: rng.chance(0.8) ? rng.pick(REVIEW_COMMENTS[rating] ?? []) : null,
        reply: rating <= 2 && rng.chance(0.5) ? 'Sorry to hear that. Please contact us so that we can make it right.' : null,
        status: 1,
        created_at: isoDaysBefore(opts.now, rng.next() * 120),
      });
    }
  }
  await insertRows(db, 'reviews', rows);
  await recomputeRatings(db);
  return rows.length;
}

/**
 * Item and store ratings from their visible reviews, one decimal. The mean is cast to numeric
 * because PostgreSQL rounds a double's .5 to even, where SQLite (and numeric) round it up.
 */
export async function recomputeRatings(db: Kysely<Database>): Promise<void> {
  for (const [table, key] of [['items', 'item_id'], ['stores', 'store_id']] as const) {
    await sql`update ${sql.table(table)} set
      rating_count = (select count(*) from reviews r where r.${sql.ref(key)} = ${sql.table(table)}.id and r.status = 1),
      avg_rating = coalesce((select round(cast(avg(r.rating) as numeric) * 10) / 10.0 from reviews r where r.${sql.ref(key)} = ${sql.table(table)}.id and r.status = 1), 0)`.execute(db);
  }
}
