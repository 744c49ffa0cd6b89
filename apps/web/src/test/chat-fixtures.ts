import type { ChatMessage, Conversation, ConversationPage, MessageDetails } from '@storefront/contract';

export const chatMessageFixture = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  conversation_id: 7,
  sender_type: 'vendor',
  message: 'Hello, how can we help?',
  images: [],
  file: '[]',
  order_id: null,
  is_seen: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const conversationFixture = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 7,
  receiver_type: 'vendor',
  receiver: { id: 3, type: 'vendor', name: 'Pizza Corner', image: 'placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg' },
  last_message: chatMessageFixture(),
  unread_message_count: 0,
  can_reply: true,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const conversationPageFixture = (conversations: Conversation[], overrides: Partial<ConversationPage> = {}): ConversationPage => ({
  total_size: conversations.length,
  limit: 20,
  offset: 1,
  unread_total: conversations.reduce((n, c) => n + c.unread_message_count, 0),
  conversations,
  ...overrides,
});

export const messageDetailsFixture = (messages: ChatMessage[], overrides: Partial<MessageDetails> = {}): MessageDetails => ({
  total_size: messages.length,
  limit: 20,
  offset: 1,
  conversation: conversationFixture(),
  receiver: { id: 3, type: 'vendor', name: 'Pizza Corner', image: 'placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg' },
  messages,
  ...overrides,
});

/** A courier, a store and support, with unread messages from the courier. */
export const threeConversations = () => [
  conversationFixture({
    id: 9,
    receiver_type: 'delivery_man',
    receiver: { id: 4, type: 'delivery_man', name: 'Omar Rider', image: 'placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg' },
    unread_message_count: 2,
    last_message: chatMessageFixture({ id: 20, conversation_id: 9, sender_type: 'delivery_man', message: 'I am at the door' }),
  }),
  conversationFixture(),
  conversationFixture({
    id: 11,
    receiver_type: 'admin',
    receiver: { id: 0, type: 'admin', name: 'Souqly Support', image: 'placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg' },
    last_message: chatMessageFixture({ id: 30, conversation_id: 11, sender_type: 'customer', message: 'Where is my refund?' }),
  }),
];
