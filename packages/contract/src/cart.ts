import { Type, type Static } from 'typebox';
import { Item } from './catalog.js';

/** The texts the cart answers with; {name}, {min} and {max} are filled in. */
export const CART_TEXTS = {
  variation_required: 'Variation {name} can not remain without selection.',
  variation_bounds: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
  variation_hint: 'This Variation needs to be selected in between minimum {min} and Maximum {max} items.',
  variation_out_of_stock: 'This variation is out of stock. Choose another variation to proceed further.',
  out_of_stock: 'Out of Stock',
  out_of_limits: 'Out of Limits',
  different_store: 'You can only order from one store at a time. Clear your cart to add this item.',
  campaign_item: 'Campaign items can only be ordered with Order Now.',
  not_available: 'This item is not available now.',
  line_not_found: 'Cart item not found',
  added: 'Item added to cart',
  updated: 'Item updated successfully',
  removed: 'Removed from cart.',
  cleared: 'Cart item remove successfully',
} as const;

export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const GuestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A food variation choice as the spec's client sends it: the group's name and the chosen labels. */
export const CartFoodChoice = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    values: Type.Object({ label: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
/** A non-food variation choice: the variation's type, such as "Red-L". */
export const CartVariantChoice = Type.Object({ type: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

const CartLineFields = {
  quantity: Type.Integer({ minimum: 1, maximum: 10000 }),
  variation: Type.Optional(Type.Array(Type.Union([CartFoodChoice, CartVariantChoice]), { maxItems: 50 })),
  add_on_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 10000 }), { maxItems: 50 })),
  /** Sent by the spec's client; ignored: the server prices every line itself. */
  price: Type.Optional(Type.Number()),
  guest_id: Type.Optional(GuestId),
};

/** POST customer/cart/add. A line with the same item, variation and add-ons adds to that line's quantity. */
export const CartAdd = Type.Object(
  {
    item_id: Type.Integer({ minimum: 1 }),
    model: Type.Optional(Type.Union([Type.Literal('Item'), Type.Literal('ItemCampaign')])),
    ...CartLineFields,
  },
  { additionalProperties: false },
);
export type CartAdd = Static<typeof CartAdd>;

/** POST customer/cart/update: replaces the line's quantity, variation and add-ons. */
export const CartUpdate = Type.Object(
  {
    cart_id: Type.Integer({ minimum: 1 }),
    item_id: Type.Optional(Type.Integer({ minimum: 1 })),
    model: Type.Optional(Type.Union([Type.Literal('Item'), Type.Literal('ItemCampaign')])),
    ...CartLineFields,
  },
  { additionalProperties: false },
);
export type CartUpdate = Static<typeof CartUpdate>;

export const CartOwnerQuery = Type.Object({ guest_id: Type.Optional(GuestId) }, { additionalProperties: false });
export type CartOwnerQuery = Static<typeof CartOwnerQuery>;

export const CartRemoveItemQuery = Type.Object(
  { cart_id: Type.Integer({ minimum: 1 }), guest_id: Type.Optional(GuestId) },
  { additionalProperties: false },
);
export type CartRemoveItemQuery = Static<typeof CartRemoveItemQuery>;

export const CartAddOn = Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Number(), quantity: Type.Integer() });

/**
 * A cart line, priced by the server (major units). `price` is one unit with its variation after
 * discounts; `original_price` the same before them; add-ons are per line, not per unit.
 */
export const CartLine = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  store_id: Type.Integer(),
  module_id: Type.Integer(),
  quantity: Type.Integer(),
  price: Type.Number(),
  original_price: Type.Number(),
  variation: Type.Array(Type.Union([CartFoodChoice, CartVariantChoice])),
  add_on_ids: Type.Array(Type.Integer()),
  add_on_qtys: Type.Array(Type.Integer()),
  add_ons: Type.Array(CartAddOn),
  add_ons_price: Type.Number(),
  /** price × quantity + add-ons. */
  total_price: Type.Number(),
  /** What discounts take off this line: (original_price − price) × quantity. */
  discount_amount: Type.Number(),
  item: Item,
});
export type CartLine = Static<typeof CartLine>;

export const CartList = Type.Array(CartLine);
export type CartList = Static<typeof CartList>;
