import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

/** A customer's rating of an item; a store's rating is the sum of its items' reviews. */
export interface ReviewsTable {
  id: Generated<number>;
  item_id: number;
  store_id: number;
  user_id: number | null;
  /** The order it rates: one review per item of an order. Demo reviews have none. */
  order_id: Generated<number | null>;
  customer_name: string;
  /** 1 to 5 in half steps. */
  rating: number;
  comment: string | null;
  reply: string | null;
  /** JSON: storage paths of the photos. */
  attachment: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
  created_at: Timestamp;
}

/** A customer's rating of the courier who delivered an order: one per order. */
export interface DeliveryManReviewsTable {
  id: Generated<number>;
  delivery_man_id: number;
  order_id: number;
  user_id: number | null;
  customer_name: string;
  rating: number;
  comment: string | null;
  created_at: Timestamp;
}

/** Orders whose rate prompt the customer turned down: never offered again. */
export interface ReviewDismissalsTable {
  order_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** The tables the reviews feature owns, by name. */
export interface ReviewsTables {
  reviews: ReviewsTable;
  delivery_man_reviews: DeliveryManReviewsTable;
  review_dismissals: ReviewDismissalsTable;
}
