import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** One change to a row that item search reads, written by triggers (see the search_changes migration). */
export interface SearchChangesTable {
  seq: Generated<number>;
  kind: 'item' | 'stats' | 'card' | 'add_on' | 'store' | 'schedule' | 'flash' | 'category' | 'brand';
  /** The changed row's id; the item's for a card's rows (variations, options, add-on links), the store's for a schedule, the sale's for a flash sale line. */
  row_id: number;
  changed_at: Generated<Timestamp>;
}

/** The tables the search feature owns, by name. */
export interface SearchTables {
  search_changes: SearchChangesTable;
}
