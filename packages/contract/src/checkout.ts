import { Type, type Static, type TSchema } from 'typebox';
import { CartFoodChoice, CartVariantChoice } from './cart.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number) => Type.String({ maxLength });

/** The texts of checkout. */
export const ORDER_TEXTS = {
  placed: 'Order placed successfully',
  cod_ceiling: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
  coupon_min_purchase: 'To apply this coupon, total item amount should be minimum {amount}',
  coupon_not_found: 'Coupon not found',
  coupon_expired: 'This coupon has expired',
  coupon_used_up: 'You have already used this coupon the maximum number of times',
  coupon_exhausted: 'This coupon has been used up',
  referral_used: 'The new customer discount has been used on another order.',
  coupon_not_applicable: 'This coupon is not valid for this order',
  coupon_first_order: 'This coupon is only for your first order',
  minimum_order: 'The minimum order amount of this store is {amount}',
  payment_not_allowed: 'This payment method is not available here',
  guest_checkout_off: 'Please sign in to place an order',
  maintenance: 'We are closed for maintenance. Please try again soon.',
  address_required: 'Address is required',
  address_outside_zone: 'This address is outside the store\'s delivery area. Please choose another address.',
  store_closed: 'The store is closed now. Please schedule your order.',
  campaign_over: 'This campaign is over',
  payment_unavailable: 'The payment service is not answering. Please try again, or choose another payment method.',
  offline_method_required: 'Choose how you will pay offline',
  offline_field_required: '{field} is required',
  campaign_sign_in: 'Please sign in to order campaign items',
  schedule_not_allowed: 'This store does not take scheduled orders',
  schedule_outside_hours: 'The store is closed at the chosen time. Please choose another time.',
  order_type_not_allowed: 'This store does not offer {type}',
  cart_empty: 'Your cart is empty',
  insufficient_wallet: 'Your wallet balance is not enough for this order',
  out_of_stock: 'Out of Stock',
  contact_required: 'Contact Person Name, phone and email are required',
} as const;

/**
 * The detail code (errors[].code) of each way a coupon is refused, on coupon/apply, the preview and
 * placing alike: each is a 422 business_rule, and clients tell them apart by this code, never by the text.
 */
export const COUPON_REFUSALS = [
  'coupon_not_found', 'coupon_expired', 'coupon_not_started', 'coupon_module', 'coupon_store', 'coupon_zone',
  'coupon_first_order', 'coupon_min_purchase', 'coupon_used_up', 'coupon_exhausted',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export const isCouponRefusalCode = (code: string): code is CouponRefusal => (COUPON_REFUSALS as readonly string[]).includes(code);

export const ORDER_TYPES = ['delivery', 'take_away'] as const;
export const PAYMENT_METHODS = ['cash_on_delivery', 'wallet', 'digital_payment', 'offline_payment'] as const;

/** An address given with the order (guests, or a customer's unsaved one). */
const CONTACT_KEYS = ['contact_person_name', 'contact_person_number', 'contact_person_email'] as const;
const FLAT_ADDRESS_KEYS = ['latitude', 'longitude', 'address_type', 'road', 'house', 'floor', ...CONTACT_KEYS] as const;
/** Worked out by the server whatever a client sends; accepted and dropped. */
const IGNORED_ORDER_KEYS = ['order_amount', 'distance', 'discount_amount', 'coupon_discount_amount', 'coupon_discount_title', 'delivery_charge', 'store_id'] as const;

const Ignored = () => Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 255 }), Type.Null()], { description: 'Ignored: the server computes it' }));

/** The flat form's fields beside `address`, as the OpenAPI document shows them; folded by foldFlatOrder. */
const FlatOrderFields = {
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Flat form: beside address' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Flat form: beside address' })),
  address_type: Type.Optional(Type.String({ maxLength: 50, description: 'Flat form: beside address' })),
  road: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  house: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  contact_person_name: Type.Optional(Type.String({ maxLength: 100, description: 'Flat form: the delivery contact, or a guest\'s contact for take away' })),
  contact_person_number: Type.Optional(Type.String({ maxLength: 30 })),
  contact_person_email: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  order_amount: Ignored(), distance: Ignored(), discount_amount: Ignored(), coupon_discount_amount: Ignored(), coupon_discount_title: Ignored(),
  delivery_charge: Ignored(), store_id: Ignored(),
};

export const OrderAddressInput = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 500 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    address_type: Type.Optional(Text(50)),
    contact_person_name: Type.Optional(Text(100)),
    contact_person_number: Type.Optional(Text(30)),
    contact_person_email: Type.Optional(Nullable(Text(255))),
    road: Type.Optional(Nullable(Text(100))),
    house: Type.Optional(Nullable(Text(100))),
    floor: Type.Optional(Nullable(Text(100))),
  },
  { additionalProperties: false },
);

/** A guest's contact (guest contact info). */
export const OrderContact = Type.Object(
  {
    contact_person_name: Type.String({ minLength: 1, maxLength: 100 }),
    contact_person_number: Type.String({ minLength: 1, maxLength: 30 }),
    contact_person_email: Type.String({ minLength: 3, maxLength: 255 }),
  },
  { additionalProperties: false },
);

/** The one item of a Buy Now order, with its choices as the cart takes them. */
export const OrderBuyNowLine = Type.Object(
  {
    item_id: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: 10000 }),
    variation: Type.Optional(Type.Array(Type.Union([CartFoodChoice, CartVariantChoice]), { maxItems: 50 })),
    add_on_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
    add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 10000 }), { maxItems: 50 })),
    /** ItemCampaign: campaign Order Now, at the campaign's price, for signed-in customers only. */
    model: Type.Optional(Type.Union([Type.Literal('Item'), Type.Literal('ItemCampaign')])),
    /** The item campaign (the card's campaign_id); without it, the item's running campaign. */
    campaign_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/**
 * POST customer/order/place. The order is made of the cart of the moduleId header (source cart)
 * or of one item (buy_now). Every amount is computed by the server; amounts sent are ignored.
 */
export const OrderPlace = Type.Object(
  {
    order_type: Type.Union([Type.Literal('delivery'), Type.Literal('take_away')]),
    payment_method: Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('wallet'), Type.Literal('digital_payment'), Type.Literal('offline_payment')]),
    /** Wallet first, the rest by payment_method (when config allows partial payments). */
    partial_payment: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])),
    source: Type.Optional(Type.Union([Type.Literal('cart'), Type.Literal('buy_now')])),
    buy_now: Type.Optional(OrderBuyNowLine),
    /** A saved address of the signed-in customer. */
    address_id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** The nested form, or in the flat form the address text with the fields below beside it. */
    address: Type.Optional(Type.Union([OrderAddressInput, Type.String({ minLength: 1, maxLength: 500 })])),
    contact: Type.Optional(OrderContact),
    ...FlatOrderFields,
    /** ISO date-time; absent or null for as soon as possible. */
    schedule_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    coupon_code: Type.Optional(Nullable(Text(50))),
    /** Tip for the delivery person, major units. */
    dm_tips: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
    order_note: Type.Optional(Nullable(Text(1000))),
    guest_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    /** With offline_payment: the method chosen from offline_payment_method_list and the customer's inputs. */
    offline_payment: Type.Optional(Type.Object(
      {
        method_id: Type.Integer({ minimum: 1 }),
        fields: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 255 }), { maxProperties: 20 }),
      },
      { additionalProperties: false },
    )),
    /** Where the web app wants the customer back after a digital payment: a path of this site. */
    payment_return_path: Type.Optional(Text(300)),
  },
  { additionalProperties: false },
);
export type OrderPlace = Static<typeof OrderPlace>;

/**
 * The flat order body, as many clients send it, folded into the nested form
 * the rest of the server reads: `address` text with `latitude`, `longitude`, `address_type`, `road`,
 * `house`, `floor` and the contact person beside it becomes the `address` object; with no address (take
 * away) a whole contact person becomes `contact`. Amounts the client worked out are dropped: the server
 * computes every one. Runs before validation, so the nested form's rules and texts apply to both.
 */
export function foldFlatOrder(body: Record<string, unknown>): void {
  if (body.order_type === 'parcel') return;
  const flat = FLAT_ADDRESS_KEYS.filter((k) => body[k] !== undefined);
  if (typeof body.address === 'string' || (body.address === undefined && (body.latitude !== undefined || body.longitude !== undefined))) {
    const address: Record<string, unknown> = body.address === undefined ? {} : { address: body.address };
    for (const key of flat) address[key] = body[key];
    body.address = address;
  } else if (body.address === undefined && body.contact === undefined && CONTACT_KEYS.every((k) => typeof body[k] === 'string' && body[k] !== '')) {
    body.contact = Object.fromEntries(CONTACT_KEYS.map((k) => [k, body[k]]));
  }
  for (const key of [...flat, ...IGNORED_ORDER_KEYS]) delete body[key];
}


/** The amounts of an order in major units. */
export const OrderTotals = Type.Object({
  item_amount: Type.Number(),
  item_discount: Type.Number(),
  coupon_discount: Type.Number(),
  /** The new customer's referral discount (the profile's is_valid_for_discount). */
  referral_discount: Type.Number(),
  delivery_charge: Type.Number(),
  original_delivery_charge: Type.Number(),
  additional_charge: Type.Number(),
  tax_amount: Type.Number(),
  dm_tips: Type.Number(),
  order_amount: Type.Number(),
  wallet_amount: Type.Number(),
  /** What the order will put in the wallet as cashback when it is delivered. */
  cashback_amount: Type.Number(),
});
export type OrderTotals = Static<typeof OrderTotals>;

export const OrderPlaced = Type.Object({
  message: Type.String(),
  order_id: Type.Integer(),
  order_status: Type.String(),
  payment_status: Type.String(),
  totals: OrderTotals,
  /** Digital payment: the gateway page to send the customer to. */
  payment_url: Type.Optional(Type.String()),
});
export type OrderPlaced = Static<typeof OrderPlaced>;

export const OfflinePaymentMethod = Type.Object({
  id: Type.Integer(),
  method_name: Type.String(),
  method_fields: Type.Array(Type.Object({ input_name: Type.String(), input_data: Type.String() })),
  method_informations: Type.Array(Type.Object({ customer_input: Type.String(), customer_placeholder: Type.String(), is_required: Type.Integer() })),
});
export const OfflinePaymentMethodList = Type.Array(OfflinePaymentMethod);
export type OfflinePaymentMethodList = Static<typeof OfflinePaymentMethodList>;

export const PRESCRIPTION_TEXTS = {
  too_many: 'Maximum 3 images can be send at a time.',
  none: 'Please upload your prescription image',
  not_taken: 'This store does not take prescription orders',
} as const;
export const MAX_PRESCRIPTION_IMAGES = 3;

/**
 * POST customer/order/prescription/place (multipart/form-data): photos of a prescription for a
 * pharmacy to price; paid in cash on delivery. distance is ignored: the server measures it.
 */
export const PrescriptionPlace = Type.Object(
  {
    store_id: Type.Integer({ minimum: 1 }),
    address: Type.String({ minLength: 1, maxLength: 500 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    distance: Type.Optional(Type.Number()),
    order_note: Type.Optional(Text(1000)),
    guest_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    contact_person_name: Type.Optional(Text(100)),
    contact_person_number: Type.Optional(Text(30)),
    dm_tips: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
    'order_attachment[]': Type.Optional(Type.Unknown({ description: 'up to 3 JPG, PNG or GIF files, at most 2 MB each' })),
    order_attachment: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type PrescriptionPlace = Static<typeof PrescriptionPlace>;

/** POST customer/order/preview: the totals placing this very body would give, computed the same way, nothing written. */
export const OrderPreview = Type.Object({ totals: OrderTotals });
export type OrderPreview = Static<typeof OrderPreview>;
