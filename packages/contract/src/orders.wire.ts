import { Type, type Static, type TSchema } from 'typebox';
import { ChargePayer } from './parcel.js';

/**
 * Orders as the product's own web client reads them (6amMart field names): the amounts and state times
 * of customer/order/track, and customer/order/details as the order's lines, or a parcel or a
 * prescription order that has none. Amounts in major units.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableText = () => Nullable(Type.String());

/** Who receives the order: name, phone and email, and the same under the address form's names with where. */
export const OrderReceiver = Type.Object({
  name: NullableText(),
  phone: NullableText(),
  email: NullableText(),
  contact_person_name: NullableText(),
  contact_person_number: NullableText(),
  contact_person_email: NullableText(),
  address: NullableText(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type OrderReceiver = Static<typeof OrderReceiver>;

/** An offline payment as the customer gave it: the method's account details, the customer's inputs and where it stands. */
export const OrderOfflinePayment = Type.Object({
  data: Type.Object({
    method_id: Type.Integer(),
    method_name: Type.String(),
    /** pending until the payment is confirmed, then verified. */
    status: Type.Union([Type.Literal('pending'), Type.Literal('verified')]),
    customer_note: NullableText(),
  }),
  method_fields: Type.Array(Type.Object({ input_name: Type.String(), input_data: Type.String() })),
  input: Type.Array(Type.Object({ user_input: Type.String(), user_data: Type.String() })),
});
export type OrderOfflinePayment = Static<typeof OrderOfflinePayment>;

/** One part of a split payment: the wallet's share first, then the rest by the order's payment method. */
export const OrderPaymentPart = Type.Object({
  payment_method: Type.String(),
  amount: Type.Number(),
  payment_status: Type.Union([Type.Literal('paid'), Type.Literal('unpaid')]),
});

const StateTime = () => Nullable(Type.String({ description: 'When the order last reached this state; null when it never did' }));

/** customer/order/track beside our own fields: what the product's client reads at the top level. */
export const OrderTrackWireFields = {
  delivery_charge: Type.Number(),
  coupon_discount_amount: Type.Number(),
  total_tax_amount: Type.Number(),
  /** Item and store discounts; a flash sale's price cut is in flash_admin_discount_amount. */
  store_discount_amount: Type.Number(),
  flash_admin_discount_amount: Type.Number(),
  flash_store_discount_amount: Type.Number(),
  /** The new customer's referral discount. */
  ref_bonus_amount: Type.Number(),
  additional_charge: Type.Number(),
  dm_tips: Type.Number(),
  /** What the wallet paid of an order paid partly by another method; 0 otherwise. */
  partially_paid_amount: Type.Number(),
  payments: Type.Array(OrderPaymentPart),
  module: Nullable(Type.Object({ id: Type.Integer(), module_name: Type.String(), module_type: Type.String() })),
  offline_payment: Nullable(OrderOfflinePayment),
  delivery_instruction: NullableText(),
  /** A prescription's photos by storage path (order_attachment_full_url has them as signed links). */
  order_attachment: Type.Array(Type.String()),
  pending: StateTime(),
  confirmed: StateTime(),
  processing: StateTime(),
  handover: StateTime(),
  picked_up: StateTime(),
  delivered: StateTime(),
  canceled: StateTime(),
  failed: StateTime(),
  refund_requested: StateTime(),
  refunded: StateTime(),
};

/** The item of an order line as it was sold (kept with the line), its picture by file name under base_urls.item_image_url. */
export const SoldItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    image: NullableText(),
    image_full_url: Type.String(),
    /** Unit price before discounts, major units. */
    price: Type.Number(),
    /** Its tax when sold: a percentage, or an amount per unit (tax_type). */
    tax: Type.Number(),
    tax_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
    unit_type: NullableText(),
  },
  { additionalProperties: true },
);

/** One line of customer/order/details. Amounts in major units. */
export const OrderDetailLine = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  item_id: Nullable(Type.Integer()),
  item_campaign_id: Nullable(Type.Integer()),
  item_details: SoldItem,
  quantity: Type.Integer(),
  /** One unit with its variation, before discounts. */
  price: Type.Number(),
  /** Taken off each unit. */
  discount_on_item: Type.Number(),
  /** The line's tax, all units together. */
  tax_amount: Type.Number(),
  /** The add-ons of the whole line. */
  total_add_on_price: Type.Number(),
  /** The choices as stored: food options ({name, values: {label}}) or a variant ({type}). */
  variation: Type.Array(Type.Unknown()),
  add_ons: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Number(), quantity: Type.Integer() })),
  /** The choices as readable lines ("Size: Large", "Red-XL"). */
  choices: Type.Array(Type.String()),
  name: Type.String(),
  image: Type.String({ description: 'the picture by name under base_urls.item_image_url' }),
  image_full_url: Type.String(),
  /** (price - discount_on_item) × quantity + total_add_on_price: what the line cost. */
  total: Type.Number(),
  created_at: Type.String(),
});
export type OrderDetailLine = Static<typeof OrderDetailLine>;

/** A parcel has no lines: its details are the order with the parcel's category and who pays. */
export const ParcelOrderDetailsFields = {
  parcel_category: Type.Object({
    id: Type.Integer(), name: Type.String(), description: NullableText(), image: NullableText(), image_full_url: Type.String(),
  }),
  charge_payer: ChargePayer,
};

/** A prescription order before its store has priced it: the order with its photos. */
export const PrescriptionOrderDetailsFields = {
  prescription_order: Type.Literal(true),
};

export const ORDER_DETAILS_DESCRIPTION = 'The order\'s lines. A parcel, and a prescription order still without lines, answer the order itself '
  + '(as customer/order/track does) with parcel_category and charge_payer, or prescription_order true and its photos in order_attachment.';
