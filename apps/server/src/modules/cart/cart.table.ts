import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

/** One cart per owner and module; every line is from `store_id`. */
export interface CartsTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: string | null;
  /** "user:<id>" or "guest:<id>". */
  owner: string;
  module_id: number;
  store_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  item_id: number;
  line_key: string;
  quantity: number;
  /** JSON: food [{name, values: {label: [...]}}] or non-food [{type}]. */
  variation: Json;
  /** JSON: [{id, quantity}]. */
  add_ons: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables the cart feature owns, by name. */
export interface CartTables {
  carts: CartsTable;
  cart_items: CartItemsTable;
}
