import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * Chat between a customer and a store (vendor), a courier (delivery_man) or support (admin): one
 * conversation per customer and party, and its messages. Support's party_id is 0, not null: null
 * ids are distinct to a unique index on both engines, which would let a customer have several.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);

  await withId(db.schema.createTable('conversations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('party_type', 'text', (c) => c.notNull())
    /** The store's id, the courier's operator id, or 0 for support. */
    .addColumn('party_id', 'integer', (c) => c.notNull())
    /** No foreign key: messages point back here, and SQLite could not drop the pair. */
    .addColumn('last_message_id', 'integer')
    .addColumn('customer_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('party_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversations_user_party').unique().on('conversations').columns(['user_id', 'party_type', 'party_id']).execute();
  // Lists go newest activity first: by the last message, whose ids order exactly where times can tie.
  await db.schema.createIndex('conversations_user_latest').on('conversations').columns(['user_id', 'last_message_id']).execute();
  await db.schema.createIndex('conversations_party_latest').on('conversations').columns(['party_type', 'party_id', 'last_message_id']).execute();
  // The autopilot's look at recent conversations.
  await db.schema.createIndex('conversations_updated').on('conversations').column('updated_at').execute();

  await withId(db.schema.createTable('chat_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_type', 'text', (c) => c.notNull())
    /** The customer's user id or the operator's id; null for the autopilot or a store without staff. */
    .addColumn('sender_id', 'integer')
    .addColumn('message', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    /** No foreign key, as for reviews: SQLite cannot drop a column that has one. */
    .addColumn('order_id', 'integer')
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('conversations').execute();
}
