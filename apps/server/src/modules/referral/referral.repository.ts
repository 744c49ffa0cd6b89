import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Who invited this customer (a live, active account), if anyone. */
export function referrerOf(trx: Kysely<Database>, userId: number) {
  return trx.selectFrom('users as u').innerJoin('users as r', 'r.id', 'u.ref_by')
    .select(['r.id'])
    .where('u.id', '=', userId).where('r.status', '=', 1).where('r.deleted_at', 'is', null)
    .executeTakeFirst();
}
