import type { Db } from '../../db/connection.js';

export async function insertGuest(db: Db, id: string, now: string): Promise<void> {
  await db.insertInto('guests').values({ id, created_at: now }).execute();
}
