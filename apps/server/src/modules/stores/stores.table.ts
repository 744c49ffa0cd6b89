import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** A signed-in customer's visit to a store, for "visit again"; only the demo seed writes visits so far. */
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
