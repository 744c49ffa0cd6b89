import { Type, type Static, type TSchema } from 'typebox';
import { OrderStatusSchema } from './orders.js';
import { ChatSenderType } from './chat.js';

/**
 * Push messages: kept per recipient and delivered over the real-time
 * channel to every open tab of a signed-in customer (all types) or of a guest (order_status only),
 * and as Web Push while no tab is open. A push's id orders them: a reconnecting tab asks for those
 * after the last id it saw.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PUSH_TYPES = ['message', 'order_status', 'referral_code'] as const;
export type PushType = (typeof PUSH_TYPES)[number];
// Spelled out: a union of a mapped array infers its static type as never.
export const PushType = Type.Union([Type.Literal('message'), Type.Literal('order_status'), Type.Literal('referral_code')]);

export const PushMessage = Type.Object({
  /** Increasing per server: the real-time channel's event id. */
  id: Type.Integer(),
  type: PushType,
  title: Type.String(),
  body: Type.String(),
  /** type message: the conversation the message arrived in. */
  conversation_id: Nullable(Type.Integer()),
  /** type message: who wrote it. */
  sender_type: Nullable(ChatSenderType),
  /** type order_status: the order whose status changed. */
  order_id: Nullable(Type.Integer()),
  /** type order_status: its new status, so that a client can word the toast in its language. */
  order_status: Type.Optional(Nullable(OrderStatusSchema)),
  created_at: Type.String(),
});
export type PushMessage = Static<typeof PushMessage>;

/** POST customer/push/ticket: a guest names itself; a customer sends its bearer token. */
export const PushTicketRequest = Type.Object({
  guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
}, { additionalProperties: false });
export type PushTicketRequest = Static<typeof PushTicketRequest>;

/** A short-lived, single-use ticket that opens the real-time channel once, so that the bearer token never sits in a URL. */
export const PushTicket = Type.Object({
  ticket: Type.String(),
  /** Seconds the ticket stays valid for opening a channel (once). */
  expires_in: Type.Integer(),
});
export type PushTicket = Static<typeof PushTicket>;

/** GET config/web-push: the VAPID public key, null when Web Push is not set up. */
export const WebPushKey = Type.Object({ public_key: Nullable(Type.String()) });
export type WebPushKey = Static<typeof WebPushKey>;

/** POST customer/web-push/subscribe: the browser's PushSubscription as toJSON() gives it. */
export const WebPushSubscription = Type.Object({
  endpoint: Type.String({ pattern: '^https?://', maxLength: 2048 }),
  expirationTime: Type.Optional(Nullable(Type.Number())),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 256 }),
    auth: Type.String({ minLength: 1, maxLength: 64 }),
  }),
}, { additionalProperties: false });
export type WebPushSubscription = Static<typeof WebPushSubscription>;

/** The title and body of an order_status push, per new status ({id} is the order's id). */
export const ORDER_PUSH_TEXTS = {
  title: 'Order #{id}',
  body: {
    pending: 'Your order is waiting to be confirmed again.',
    confirmed: 'Your order has been confirmed.',
    processing: 'Your order is being prepared.',
    handover: 'Your order is ready and waiting for pick-up.',
    picked_up: 'Your order is on the way.',
    delivered: 'Your order has been delivered. Enjoy!',
    canceled: 'Your order has been canceled.',
    failed: 'The payment for your order did not go through.',
    refund_requested: 'Your refund request has been received.',
    refunded: 'Your order has been refunded.',
  },
} as const;

/** The same news for a store's staff: a pending order is a new one for them. */
export const STORE_ORDER_PUSH_TEXTS = {
  new_order: 'New order #{id}',
  title: 'Order #{id}',
  body: {
    pending: 'A new order is waiting for you to accept it.',
    confirmed: 'The order was accepted.',
    processing: 'The order is being prepared.',
    handover: 'The order is ready for pick-up.',
    picked_up: 'The courier has picked the order up.',
    delivered: 'The order was delivered.',
    canceled: 'The order was canceled.',
    failed: 'The order\'s payment did not go through.',
    refund_requested: 'The customer asked for a refund.',
    refunded: 'The order was refunded.',
  },
} as const;

export const PUSH_TEXTS = {
  bad_ticket: 'This push ticket is not valid or has expired. Ask for a new one.',
  ticket_used: 'This push ticket was used already: a ticket opens one stream. Ask for a new one.',
  sign_in_or_guest: 'Sign in, or send your guest_id, to receive pushes.',
  unknown_guest: 'This guest id is not known.',
  web_push_subscribed: 'Web Push subscription saved.',
  web_push_unsubscribed: 'Web Push subscription removed.',
  web_push_off: 'Web Push is not set up on this server.',
} as const;

/** GET push/stream: the ticket from POST customer/push/ticket; last_event_id as the Last-Event-ID header would say it. */
export const PushStreamQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 512 }),
  last_event_id: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type PushStreamQuery = Static<typeof PushStreamQuery>;

/** DELETE customer/web-push/subscribe: the subscription to drop, by its endpoint. */
export const WebPushUnsubscribe = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
}, { additionalProperties: false });
export type WebPushUnsubscribe = Static<typeof WebPushUnsubscribe>;
