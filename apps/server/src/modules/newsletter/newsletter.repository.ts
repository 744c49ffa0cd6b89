import type { Db } from '../../db/connection.js';
import { containing } from '../../db/like.js';

/** Subscribing twice keeps one row. */
export async function subscribeEmail(db: Db, email: string, now: string): Promise<void> {
  await db.insertInto('newsletter_subscriptions').values({ email, created_at: now }).onConflict((oc) => oc.column('email').doNothing()).execute();
}

/** A page of subscribers, newest first, those whose email holds `search` when given, and how many there are. */
export async function subscriberPage(db: Db, query: { search?: string | undefined; limit: number; offset: number }) {
  let q = db.selectFrom('newsletter_subscriptions');
  const search = query.search?.trim();
  if (search) q = q.where('email', 'like', containing(search));
  const [rows, count] = await Promise.all([
    q.select(['id', 'email', 'created_at']).orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every subscriber, oldest first, a batch at a time after the last id read. */
export async function* allSubscribers(db: Db, batch = 5000) {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('newsletter_subscriptions').select(['id', 'email', 'created_at']).where('id', '>', after).orderBy('id').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}
