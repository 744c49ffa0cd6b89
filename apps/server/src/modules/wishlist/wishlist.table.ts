import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** An item or a store a customer keeps (exactly one of the two). */
export interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  item_id: number | null;
  store_id: number | null;
  created_at: Timestamp;
}

/** The tables the wishlist feature owns, by name. */
export interface WishlistTables {
  wishlists: WishlistsTable;
}
