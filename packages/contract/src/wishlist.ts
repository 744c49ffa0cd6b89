import { Type, type Static } from 'typebox';
import { Item, Store } from './catalog.js';

/**
 * The signed-in customer's wishlist: items and stores kept for later. A guest has none;
 * the server answers 401 'You are not logged in'.
 */

export const WISHLIST_TEXTS = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  /** Neither or both of item_id and store_id. */
  one_target: 'Send either item_id or store_id.',
  item_not_found: 'Item not found',
  store_not_found: 'Store not found',
} as const;

/** add and remove: exactly one of the two. */
export const WishlistTarget = Type.Object({
  item_id: Type.Optional(Type.Integer({ minimum: 1 })),
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });
export type WishlistTarget = Static<typeof WishlistTarget>;

/** GET customer/wish-list: the cards as lists show them, newest first, in the request's zones and module when sent. */
export const Wishlist = Type.Object({
  item: Type.Array(Item),
  store: Type.Array(Store),
});
export type Wishlist = Static<typeof Wishlist>;

export const WishlistChanged = Type.Object({
  message: Type.String(),
  /** The item's count of wishers after the change (item targets only). */
  wishlist_count: Type.Optional(Type.Integer()),
});
export type WishlistChanged = Static<typeof WishlistChanged>;
