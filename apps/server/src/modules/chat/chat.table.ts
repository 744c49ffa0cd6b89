import type { Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

export type ChatPartyName = 'vendor' | 'delivery_man' | 'admin';

/** A customer's conversation with one party: a store, a courier or support (party_id 0). */
export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  party_type: ChatPartyName;
  party_id: number;
  last_message_id: number | null;
  /** The party's messages the customer has not read. */
  customer_unread: Generated<number>;
  /** The customer's messages the party has not read. */
  party_unread: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_type: 'customer' | ChatPartyName;
  sender_id: number | null;
  message: string | null;
  /** Paths under storage/ of the re-encoded images, as a JSON array. */
  images: Generated<Json>;
  order_id: number | null;
  seen: Generated<Flag>;
  seen_at: Timestamp | null;
  created_at: Timestamp;
}

/** The tables the chat feature owns, by name. */
export interface ChatTables {
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
}
