import { Type, type Static, type TSchema } from 'typebox';
import { Flag, Page, PageQuery } from './common.js';
import { MAX_PRESCRIPTION_IMAGES, OrderTotals, PRESCRIPTION_TEXTS } from './checkout.js';
import { ParcelInfo } from './parcel.js';
import {
  ORDER_DETAILS_DESCRIPTION, OrderDetailLine, OrderReceiver, OrderTrackWireFields, ParcelOrderDetailsFields, PrescriptionOrderDetailsFields,
} from './orders.wire.js';

const OrderOwnerFields = {
  order_id: Type.Integer({ minimum: 1 }),
  guest_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
};

/** POST customer/order/payment-method: a failed digital payment becomes cash on delivery. */
export const OrderPaymentMethod = Type.Object(
  { ...OrderOwnerFields, payment_method: Type.Literal('cash_on_delivery') },
  { additionalProperties: false },
);
export type OrderPaymentMethod = Static<typeof OrderPaymentMethod>;

/** PUT customer/order/cancel. */
export const OrderCancel = Type.Object(
  { ...OrderOwnerFields, reason: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type OrderCancel = Static<typeof OrderCancel>;

export const ORDER_CHANGE_TEXTS = {
  payment_updated: 'Payment info updated.',
  canceled: 'Order canceled successfully',
  not_found: 'Order not found',
  cannot_switch: 'The payment method of this order cannot be changed now',
  cannot_cancel: 'This order can no longer be canceled',
} as const;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The one order state machine's states (the tracking drawer shows four of them as steps). */
export const ORDER_STATUSES = [
  'pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered', 'canceled', 'failed', 'refund_requested', 'refunded',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = Type.Union([
  Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('processing'), Type.Literal('handover'), Type.Literal('picked_up'),
  Type.Literal('delivered'), Type.Literal('canceled'), Type.Literal('failed'), Type.Literal('refund_requested'), Type.Literal('refunded'),
]);

/** Orders still on their way: the "running" tab. Everything else is history. */
export const RUNNING_STATUSES: readonly OrderStatusName[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'];

/** The steps: pending=1 Order Placed, confirmed=2 Order Confirmed, picked_up=3 On the Way, delivered=4 Delivered. */
export const TRACKING_STEPS = [
  { step: 1, status: 'pending', label: 'Order Placed' },
  { step: 2, status: 'confirmed', label: 'Order Confirmed' },
  { step: 3, status: 'picked_up', label: 'On the Way' },
  { step: 4, status: 'delivered', label: 'Delivered' },
] as const;

/** The timeline step an order has reached; the store's own stages (processing, handover) still read as confirmed; null when it left the way. */
export function trackingStep(status: OrderStatusName): 1 | 2 | 3 | 4 | null {
  switch (status) {
    case 'pending': return 1;
    case 'confirmed': case 'processing': case 'handover': return 2;
    case 'picked_up': return 3;
    case 'delivered': case 'refund_requested': case 'refunded': return 4;
    default: return null;
  }
}

/** The texts of orders after checkout. */
export const ORDER_TRACK_TEXTS = {
  not_found: 'Order not found',
  need_order_id: 'Need a order id',
  need_contact: 'Need a contact number',
  cancel_confirm: 'Are you sure you want to cancel this order?',
  canceled: ORDER_CHANGE_TEXTS.canceled,
  cannot_cancel: ORDER_CHANGE_TEXTS.cannot_cancel,
  refund_requested: 'Refund request placed successfully',
  refund_not_allowed: 'A refund can only be asked for a delivered order',
  refund_sign_in: 'Please sign in to ask for a refund',
  refund_images: PRESCRIPTION_TEXTS.too_many,
  illegal_change: 'This order cannot move from {from} to {to}',
  not_your_order: 'This order is not assigned to you',
  already_assigned: 'Another delivery man has taken this order',
  courier_busy: 'Finish your current delivery first',
} as const;
export const MAX_REFUND_IMAGES = MAX_PRESCRIPTION_IMAGES;

/** Who may look an order up: its signed-in owner by token, or the guest who placed it with the contact it gave. */
export const OrderLookupQuery = Type.Object(
  {
    order_id: Type.Integer({ minimum: 1 }),
    guest_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    /** The guest's phone (with or without +, spaces ignored) or email, as given at checkout; for a parcel, its sender's or receiver's phone, from anyone. */
    contact_number: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type OrderLookupQuery = Static<typeof OrderLookupQuery>;

export const OrdersQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type OrdersQuery = Static<typeof OrdersQuery>;

export const OrderStoreRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(), logo_full_url: Type.String(),
  address: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type OrderStoreRef = Static<typeof OrderStoreRef>;

/** An order's delivery_man, as tracking shows it. lat/lng are its last reported position. */
export const DeliveryMan = Type.Object({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  /** The photo's file name under base_urls.delivery_man_image_url. */
  image: Type.String(),
  /** The photo, or the placeholder's URL without one. */
  image_full_url: Type.String(),
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  phone: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  location_updated_at: Nullable(Type.String()),
});
export type DeliveryMan = Static<typeof DeliveryMan>;

export const OrderAddress = Type.Object({
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  address_type: Nullable(Type.String()),
  contact_person_name: Nullable(Type.String()),
  contact_person_number: Nullable(Type.String()),
  contact_person_email: Nullable(Type.String()),
  road: Nullable(Type.String()),
  house: Nullable(Type.String()),
  floor: Nullable(Type.String()),
});
export type OrderAddress = Static<typeof OrderAddress>;

export const StatusChange = Type.Object({ status: OrderStatusSchema, created_at: Type.String() });
export type StatusChange = Static<typeof StatusChange>;

/** One row of my orders. Amounts in major units. */
export const OrderSummary = Type.Object({
  id: Type.Integer(),
  order_status: OrderStatusSchema,
  payment_status: Type.String(),
  payment_method: Type.String(),
  order_type: Type.String(),
  module_id: Type.Integer(),
  module_type: Type.String(),
  order_amount: Type.Number(),
  /** Sum of the lines' quantities. */
  item_count: Type.Integer(),
  /** How many lines the order has (a line is one item with its choices). */
  details_count: Type.Integer(),
  scheduled: Flag,
  schedule_at: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  store: Nullable(OrderStoreRef),
  /** A parcel's category, sender, receiver and who pays; null for other orders. */
  parcel: Type.Optional(Nullable(ParcelInfo)),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderList = Page('orders', OrderSummary);
export type OrderList = Static<typeof OrderList>;

export const OrderRefund = Type.Object({
  reason: Type.String(),
  note: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  created_at: Type.String(),
});

/** An order as tracking shows it, with everything order details show above the lines. */
export const OrderTrack = Type.Object({
  ...OrderSummary.properties,
  totals: OrderTotals,
  /** Where the order goes; a parcel's sender, where the courier picks it up (its receiver is in receiver_details). */
  delivery_address: Nullable(OrderAddress),
  /** Who receives the order: the delivery address's contact, a parcel's receiver (then with the receiver's address). */
  receiver_details: Nullable(OrderReceiver),
  delivery_man: Nullable(DeliveryMan),
  /** Each change of state with its time, oldest first. */
  status_history: Type.Array(StatusChange),
  /** When the order last reached each state, keyed by state; states it never reached are absent. */
  timestamps: Type.Record(Type.String(), Type.String()),
  order_note: Nullable(Type.String()),
  coupon_code: Nullable(Type.String()),
  cancellation_reason: Nullable(Type.String()),
  canceled_by: Nullable(Type.String()),
  /** Minutes the store said it needs when it accepted the order. */
  processing_time: Type.Optional(Nullable(Type.Integer())),
  can_cancel: Type.Boolean(),
  can_request_refund: Type.Boolean(),
  refund: Nullable(OrderRefund),
  order_attachment_full_url: Type.Array(Type.String()),
  /**
   * Four digits to give the courier at the door, while the order is on its way and the business
   * verifies deliveries; shown to the order's customer (a parcel's sender and receiver), never to staff.
   */
  delivery_code: Type.Optional(Nullable(Type.String())),
  /** The photo the courier took at the door (a signed link), once delivered; for the order's customer. */
  delivery_photo: Type.Optional(Nullable(Type.String())),
  ...OrderTrackWireFields,
});
export type OrderTrack = Static<typeof OrderTrack>;

export const OrderLine = Type.Object({
  id: Type.Integer(),
  item_id: Nullable(Type.Integer()),
  item_campaign_id: Nullable(Type.Integer()),
  name: Type.String(),
  /** The item's picture when it was bought, under today's PUBLIC_URL; the placeholder's URL without one. */
  image: Type.String(), image_full_url: Type.String(),
  quantity: Type.Integer(),
  /** Unit price paid, major units, add-ons excluded. */
  price: Type.Number(),
  original_price: Type.Number(),
  /** The chosen options, one readable line each ("Size: Large", "Red-XL"). */
  variation: Type.Array(Type.String()),
  add_ons: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Number(), quantity: Type.Integer() })),
  add_ons_price: Type.Number(),
  /** (price + add-ons) × quantity. */
  total: Type.Number(),
});
export type OrderLine = Static<typeof OrderLine>;

/** An order with its lines, as the staff's calls answer it. */
export const OrderDetailsAnswer = Type.Object({ order: OrderTrack, details: Type.Array(OrderLine) });
export type OrderDetailsAnswer = Static<typeof OrderDetailsAnswer>;

export const ParcelOrderDetails = Type.Object({ ...OrderTrack.properties, ...ParcelOrderDetailsFields });
export type ParcelOrderDetails = Static<typeof ParcelOrderDetails>;
export const PrescriptionOrderDetails = Type.Object({ ...OrderTrack.properties, ...PrescriptionOrderDetailsFields });
export type PrescriptionOrderDetails = Static<typeof PrescriptionOrderDetails>;

/** customer/order/details: the order's lines; a parcel, or a prescription order still without lines, the order itself. */
export const CustomerOrderDetails = Type.Union(
  [Type.Array(OrderDetailLine), ParcelOrderDetails, PrescriptionOrderDetails],
  { description: ORDER_DETAILS_DESCRIPTION },
);
export type CustomerOrderDetails = Static<typeof CustomerOrderDetails>;

/** POST customer/order/cancel as the spec's client sends it (_method=put). */
export const OrderCancelPost = Type.Object(
  { ...OrderCancel.properties, _method: Type.Optional(Type.Union([Type.Literal('put'), Type.Literal('PUT')])) },
  { additionalProperties: false },
);
export type OrderCancelPost = Static<typeof OrderCancelPost>;

/** POST customer/order/refund-request (multipart/form-data), signed-in customers only. */
export const RefundRequestBody = Type.Object(
  {
    order_id: Type.Integer({ minimum: 1 }),
    reason: Type.String({ minLength: 1, maxLength: 255 }),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    'image[]': Type.Optional(Type.Unknown({ description: 'up to 3 JPG, PNG or GIF files, at most 2 MB each' })),
    image: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type RefundRequestBody = Static<typeof RefundRequestBody>;
