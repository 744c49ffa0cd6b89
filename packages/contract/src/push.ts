import { Type, type Static, type TSchema } from 'typebox';
import { OrderStatusSchema } from './order-tracking.js';
import { ChatSenderType } from './chat.js';

/**
 * Push messages (spec §3 Push message, §4 Push): kept per recipient and delivered over the real-time
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

/** A short-lived, single-purpose ticket that opens the real-time channel, so that the bearer token never sits in a URL. */
export const PushTicket = Type.Object({
  ticket: Type.String(),
  /** Seconds the ticket stays valid for opening a channel. */
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
