import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** A signed-in customer opening a store page, for "visit again". */
export interface VisitsTable {
  id: Generated<number>;
  user_id: number;
  store_id: number;
  visited_at: Timestamp;
}

/** The tables the stores feature owns, by name. */
export interface StoresTables {
  visits: VisitsTable;
}
