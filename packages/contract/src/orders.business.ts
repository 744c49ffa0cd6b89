import { Type, type Static, type TSchema } from 'typebox';
import { ORDER_STATUSES, OrderDetailsAnswer, OrderStatusSchema } from './orders.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_paid'] as const;
export const PaymentMethodSchema = Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('wallet'), Type.Literal('digital_payment'), Type.Literal('offline_payment')]);
export const PaymentStatusSchema = Type.Union([Type.Literal('unpaid'), Type.Literal('paid'), Type.Literal('partially_paid')]);

/** One or more order states, comma separated ("pending,confirmed"). */
export const ORDER_STATUS_LIST_PATTERN = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;

/** The business's orders in the console: every store's, by state, store, zone, module, day placed, payment; newest first. */
export const ConsoleOrdersQuery = Type.Object({
  status: Type.Optional(Type.String({ pattern: ORDER_STATUS_LIST_PATTERN, maxLength: 200, description: 'one or more states, comma separated' })),
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  zone_id: Type.Optional(Type.Integer({ minimum: 1 })),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Placed on or after this day, and on or before `to` (UTC days). */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  payment_method: Type.Optional(PaymentMethodSchema),
  payment_status: Type.Optional(PaymentStatusSchema),
  /** An order id ("#123", or a number of up to six digits), or the start of the customer's or guest's name, phone or email (three characters at least). */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleOrdersQuery = Static<typeof ConsoleOrdersQuery>;

/** One row of the business's order list. Amount in major units. */
export const ConsoleOrderRow = Type.Object({
  id: Type.Integer(),
  order_status: OrderStatusSchema,
  order_type: Type.String(),
  payment_method: PaymentMethodSchema,
  payment_status: PaymentStatusSchema,
  order_amount: Type.Number(),
  store: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  zone_id: Type.Integer(),
  module_id: Type.Integer(),
  customer_name: Nullable(Type.String()),
  customer_phone: Nullable(Type.String()),
  courier_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});
export type ConsoleOrderRow = Static<typeof ConsoleOrderRow>;

export const ConsoleOrderPage = Type.Object({ total: Type.Integer(), orders: Type.Array(ConsoleOrderRow) });
export type ConsoleOrderPage = Static<typeof ConsoleOrderPage>;

/** GET console/orders/store-choices: the stores the list can be narrowed to, by part of their name in any language. */
export const ConsoleOrderStoreQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type ConsoleOrderStoreQuery = Static<typeof ConsoleOrderStoreQuery>;

/** Stores by name (in the console's language, English where it has none), A to Z. */
export const ConsoleOrderStoreChoices = Type.Object({ stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) });
export type ConsoleOrderStoreChoices = Static<typeof ConsoleOrderStoreChoices>;

export const ConsoleOrderParams = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });
export type ConsoleOrderParams = Static<typeof ConsoleOrderParams>;

export const REFUND_STATES = ['pending', 'approved', 'rejected'] as const;
export const RefundStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export const REFUND_DESTINATIONS = ['wallet', 'gateway'] as const;
export const RefundDestinationSchema = Type.Union([Type.Literal('wallet'), Type.Literal('gateway')]);

/** A refund request as the console decides it. Amounts in major units. */
export const ConsoleRefund = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  status: RefundStateSchema,
  reason: Type.String(),
  note: Nullable(Type.String()),
  decision_note: Nullable(Type.String()),
  /** Where an approved refund was paid back. */
  destination: Nullable(RefundDestinationSchema),
  /** What approving pays back: what the customer paid, less cashback the order already paid. */
  amount: Type.Number(),
  payment_method: PaymentMethodSchema,
  /** The gateway is offered only for an order paid online. */
  gateway_allowed: Type.Boolean(),
  customer_name: Nullable(Type.String()),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
export type ConsoleRefund = Static<typeof ConsoleRefund>;

export const ConsoleRefundsQuery = Type.Object({
  status: Type.Optional(RefundStateSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleRefundsQuery = Static<typeof ConsoleRefundsQuery>;

export const ConsoleRefundPage = Type.Object({ total: Type.Integer(), refunds: Type.Array(ConsoleRefund) });
export type ConsoleRefundPage = Static<typeof ConsoleRefundPage>;

export const ConsoleRefundParams = Type.Object({ refundId: Type.Integer({ minimum: 1 }) });
export type ConsoleRefundParams = Static<typeof ConsoleRefundParams>;

export const ConsoleRefundApprove = Type.Object({
  destination: RefundDestinationSchema,
  note: Type.Optional(Type.String({ maxLength: 255 })),
});
export type ConsoleRefundApprove = Static<typeof ConsoleRefundApprove>;

export const ConsoleRefundRefuse = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }) });
export type ConsoleRefundRefuse = Static<typeof ConsoleRefundRefuse>;

/** An order with what the business's staff see beside it: its customer, zone, refund request and payment history. */
export const ConsoleOrderDetails = Type.Object({
  ...OrderDetailsAnswer.properties,
  zone_id: Type.Integer(),
  customer: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), phone: Nullable(Type.String()), email: Nullable(Type.String()) })),
  refund_request: Nullable(ConsoleRefund),
  payment_history: Type.Array(Type.Object({ payment_status: PaymentStatusSchema, actor: Type.String(), reference: Nullable(Type.String()), created_at: Type.String() })),
  /** The states the business's staff may move the order to now. */
  moves: Type.Array(OrderStatusSchema),
});
export type ConsoleOrderDetails = Static<typeof ConsoleOrderDetails>;

/** The states the console moves an order to; a refund request is answered under /console/refunds. */
export const BUSINESS_MOVES = ['confirmed', 'processing', 'handover', 'picked_up', 'delivered', 'canceled'] as const;

export const ConsoleBusinessOrderMove = Type.Object({
  status: Type.Union([
    Type.Literal('confirmed'), Type.Literal('processing'), Type.Literal('handover'), Type.Literal('picked_up'), Type.Literal('delivered'), Type.Literal('canceled'),
  ]),
  /** Required to cancel. */
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type ConsoleBusinessOrderMove = Static<typeof ConsoleBusinessOrderMove>;

export const ConsoleOrderCourier = Type.Object({ courier_id: Type.Integer({ minimum: 1 }) });
export type ConsoleOrderCourier = Static<typeof ConsoleOrderCourier>;

export const ConsoleOrderChanged = Type.Object({ order_id: Type.Integer(), order_status: OrderStatusSchema, courier_id: Nullable(Type.Integer()) });
export type ConsoleOrderChanged = Static<typeof ConsoleOrderChanged>;

/**
 * The dispatch map, compact: running orders as [id, status index in ORDER_STATUSES, store lat, store lng,
 * drop-off lat, drop-off lng, courier id or 0], couriers as [id, lat, lng, busy 0/1]; `at` is the next call's `since`.
 */
export const ConsoleDispatch = Type.Object({
  at: Type.String(),
  /** True when the answer holds only what changed since `since`; ended lists the orders no longer running. */
  delta: Type.Boolean(),
  orders: Type.Array(Type.Array(Type.Number())),
  couriers: Type.Array(Type.Array(Type.Number())),
  ended: Type.Array(Type.Integer()),
  offline: Type.Array(Type.Integer()),
});
export type ConsoleDispatch = Static<typeof ConsoleDispatch>;

/**
 * The live event `dispatch` on the business's push stream (POST console/push/ticket): orders and couriers
 * on the map changed. A nudge: it names at most their ids (not every one when many changed at once), and
 * the map reads what changed through ConsoleDispatch with `since`.
 */
export const DispatchEvent = Type.Object({ orders: Type.Array(Type.Integer()), couriers: Type.Array(Type.Integer()) });
export type DispatchEvent = Static<typeof DispatchEvent>;

export const ConsoleDispatchQuery = Type.Object({
  /** The `at` of the last answer: only what changed since. */
  since: Type.Optional(Type.String({ format: 'date-time' })),
  zone_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ConsoleDispatchQuery = Static<typeof ConsoleDispatchQuery>;

export const BUSINESS_ORDER_TEXTS = {
  courier_not_found: 'courier_id: no such courier',
  courier_offline: 'courier_id: the courier is not online',
  courier_zone: 'courier_id: the courier does not work in the order\'s zone',
  not_waiting: 'This order cannot be given to a courier now',
  refund_not_found: 'Refund request not found',
  refund_decided: 'This refund request has been decided already',
  gateway_not_paid: 'destination: the gateway pays back only an order paid online',
  gateway_failed: 'The payment gateway refused the refund; nothing was changed',
  search_short: 'search: an order id, or three characters at least',
  date_range: 'to: the range ends before it starts',
} as const;
