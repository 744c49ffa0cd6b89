import { Type, type Static, type TSchema } from 'typebox';
import { PageQuery } from './common.js';

/**
 * Chat between a signed-in customer and a store (`vendor`), the courier of one of their running
 * orders (`delivery_man`) or support (`admin`), on /chatting: the message list, details, send and
 * search-list. Guests have no chat; nobody reaches a conversation that
 * is not theirs (404).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CHAT_PARTIES = ['vendor', 'delivery_man', 'admin'] as const;
export type ChatPartyType = (typeof CHAT_PARTIES)[number];
// Spelled out: a Union over a mapped array infers never as its static type.
export const ChatPartyType = Type.Union([Type.Literal('vendor'), Type.Literal('delivery_man'), Type.Literal('admin')]);

/** Who wrote a message: the customer or the other party. */
export const CHAT_SENDERS = ['customer', ...CHAT_PARTIES] as const;
export type ChatSenderType = (typeof CHAT_SENDERS)[number];
export const ChatSenderType = Type.Union([Type.Literal('customer'), Type.Literal('vendor'), Type.Literal('delivery_man'), Type.Literal('admin')]);

export const MAX_CHAT_MESSAGE = 2000;
export const MAX_CHAT_IMAGES = 3;

export const CHAT_TEXTS = {
  sent: 'Message sent',
  /** The title of a store's push when a customer writes to it. */
  customer_wrote: 'New message from a customer',
  conversation_not_found: 'Conversation not found',
  receiver_not_found: 'Receiver not found',
  /** Neither text nor an image. */
  empty: 'Write a message or add an image.',
  too_long: `A message can have at most ${MAX_CHAT_MESSAGE} characters.`,
  too_many_images: `You can add at most ${MAX_CHAT_IMAGES} images.`,
  /** Neither conversation_id nor receiver_type with receiver_id. */
  no_receiver: 'Send conversation_id, or receiver_type with receiver_id.',
  /** Chat with the delivery man needs a signed-in customer. */
  login_needed: 'You must be login to chat.',
  /** The courier's chat lasts while one of the customer's orders with them is running. */
  courier_closed: 'You can chat with the delivery man only while your order is on its way.',
  /** A push of type message while the chat page is not open. */
  new_message: 'You have a new message',
  /** order_id that is not one of the customer's orders. */
  order_not_found: 'Order not found',
  /** The push body of a message of images only. */
  image: 'Image',
} as const;

/** The other side of a conversation, as the customer sees it. */
export const ChatParty = Type.Object({
  id: Type.Integer(),
  type: ChatPartyType,
  name: Type.String(),
  /** Logo, photo or the business logo for support; the placeholder's URL when there is none. */
  image_full_url: Type.String(),
  /** The same picture's file name, under any public base of base_urls. */
  image: Type.String(),
});
export type ChatParty = Static<typeof ChatParty>;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  sender_type: ChatSenderType,
  /** Null for a message of images only. */
  message: Nullable(Type.String()),
  /** Public URLs of the re-encoded images, up to three. */
  images: Type.Array(Type.String()),
  /** The same pictures' file names under base_urls.chat_image_url, as JSON text of a list. */
  file: Type.String(),
  /** The order the message is about, when the sender named one. */
  order_id: Nullable(Type.Integer()),
  /** Whether the receiver has read it. */
  is_seen: Type.Union([Type.Literal(0), Type.Literal(1)]),
  created_at: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const Conversation = Type.Object({
  id: Type.Integer(),
  receiver_type: ChatPartyType,
  receiver: ChatParty,
  last_message: Nullable(ChatMessage),
  /** Messages from the other party the customer has not read. */
  unread_message_count: Type.Integer(),
  /** For a courier: whether the customer can still write (an order with them is running). */
  can_reply: Type.Boolean(),
  updated_at: Type.String(),
});
export type Conversation = Static<typeof Conversation>;

/** GET customer/message/list and search-list: newest activity first. */
export const ConversationPage = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** Unread messages over all the customer's conversations (the header's chat badge). */
  unread_total: Type.Integer(),
  conversations: Type.Array(Conversation),
});
export type ConversationPage = Static<typeof ConversationPage>;

export const ConversationListQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type ConversationListQuery = Static<typeof ConversationListQuery>;

export const ConversationSearchQuery = Type.Object({
  ...PageQuery.properties,
  name: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type ConversationSearchQuery = Static<typeof ConversationSearchQuery>;

/** GET customer/message/details: a conversation by id, or the customer's one with a party (none yet: an empty thread). */
export const MessageDetailsQuery = Type.Object({
  ...PageQuery.properties,
  conversation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  receiver_type: Type.Optional(ChatPartyType),
  /** The store's or courier's id; none for support. */
  receiver_id: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });
export type MessageDetailsQuery = Static<typeof MessageDetailsQuery>;

/** Newest first (the thread shows them upwards); reading marks the party's messages seen. */
export const MessageDetails = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** Null when the customer has not written to this party yet. */
  conversation: Nullable(Conversation),
  /** The party, also before the first message. */
  receiver: ChatParty,
  messages: Type.Array(ChatMessage),
});
export type MessageDetails = Static<typeof MessageDetails>;

/** POST customer/message/send (multipart/form-data). */
export const MessageSend = Type.Object({
  conversation_id: Type.Optional(Type.Integer({ minimum: 1 })),
  receiver_type: Type.Optional(ChatPartyType),
  receiver_id: Type.Optional(Type.Integer({ minimum: 1 })),
  message: Type.Optional(Type.String({ maxLength: MAX_CHAT_MESSAGE })),
  order_id: Type.Optional(Type.Integer({ minimum: 1 })),
  'image[]': Type.Optional(Type.Unknown({ description: `up to ${MAX_CHAT_IMAGES} JPG, PNG or GIF files, at most 2 MB each` })),
  image: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });
export type MessageSend = Static<typeof MessageSend>;

export const MessageSent = Type.Object({
  message: Type.String(),
  conversation: Conversation,
  chat: ChatMessage,
});
export type MessageSent = Static<typeof MessageSent>;

// The other side: store staff, couriers and support answer through /api/v1/operator/messages.

/** The customer of a conversation, as the operator sees them. */
export const ChatCustomer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
});
export type ChatCustomer = Static<typeof ChatCustomer>;

export const OperatorConversation = Type.Object({
  id: Type.Integer(),
  party_type: ChatPartyType,
  customer: ChatCustomer,
  last_message: Nullable(ChatMessage),
  /** The customer's messages the operator's side has not read. */
  unread_message_count: Type.Integer(),
  updated_at: Type.String(),
});
export type OperatorConversation = Static<typeof OperatorConversation>;

/** GET operator/messages: the store's, the courier's own or (support) every support conversation, newest activity first. */
export const OperatorConversationPage = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  unread_total: Type.Integer(),
  conversations: Type.Array(OperatorConversation),
});
export type OperatorConversationPage = Static<typeof OperatorConversationPage>;

export const OperatorConversationListQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type OperatorConversationListQuery = Static<typeof OperatorConversationListQuery>;

export const OperatorConversationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type OperatorConversationParams = Static<typeof OperatorConversationParams>;

/** GET operator/messages/{id}: newest first; reading marks the customer's messages seen. */
export const OperatorMessageDetails = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  conversation: OperatorConversation,
  messages: Type.Array(ChatMessage),
});
export type OperatorMessageDetails = Static<typeof OperatorMessageDetails>;

/** POST operator/messages/{id}: the operator's answer (text only). */
export const OperatorMessageReply = Type.Object({
  message: Type.String({ minLength: 1, maxLength: MAX_CHAT_MESSAGE }),
  order_id: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });
export type OperatorMessageReply = Static<typeof OperatorMessageReply>;

export const OperatorMessageSent = Type.Object({
  message: Type.String(),
  conversation: OperatorConversation,
  chat: ChatMessage,
});
export type OperatorMessageSent = Static<typeof OperatorMessageSent>;
