import type { Db } from '../../db/connection.js';

/** The whole active gazetteer: a few hundred rows that the embedded provider keeps in memory. */
export function activePlaces(db: Db) {
  return db.selectFrom('places').selectAll().where('status', '=', 1).orderBy('id').execute();
}
