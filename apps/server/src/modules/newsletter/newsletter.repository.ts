import type { Db } from '../../db/connection.js';

/** Subscribing twice keeps one row. */
export async function subscribeEmail(db: Db, email: string, now: string): Promise<void> {
  await db.insertInto('newsletter_subscriptions').values({ email, created_at: now }).onConflict((oc) => oc.column('email').doNothing()).execute();
}
