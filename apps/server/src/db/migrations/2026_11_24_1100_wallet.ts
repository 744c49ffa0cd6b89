import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { columnTypes } from './helpers.js';

/**
 * Wallet, loyalty points and referral earnings: the add-fund bonus rules, the loyalty points ledger
 * beside the wallet's, payment attempts that add fund to a wallet as well as pay orders, and the
 * messages kept for a customer until the push channel delivers them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);

  await withId(db.schema.createTable('wallet_bonuses'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    /** percent or amount. */
    .addColumn('bonus_type', 'text', (c) => c.notNull())
    /** A percentage, or minor units. */
    .addColumn('bonus_amount', 'integer', (c) => c.notNull())
    .addColumn('minimum_add_amount', 'integer', (c) => c.notNull().defaultTo(0))
    /** Minor units; 0 for no cap. */
    .addColumn('maximum_bonus_amount', 'integer', (c) => c.notNull().defaultTo(0))
    /** YYYY-MM-DD, days of the marketplace's calendar. */
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_bonuses_running').on('wallet_bonuses').columns(['status', 'end_date']).execute();

  await withId(db.schema.createTable('loyalty_point_transactions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_point_transactions_user').on('loyalty_point_transactions').columns(['user_id', 'id']).execute();
  // What a row is for is written once: an order earns its points once, however often it is delivered again.
  await db.schema.createIndex('loyalty_point_transactions_once').unique().on('loyalty_point_transactions').columns(['user_id', 'transaction_type', 'reference']).execute();

  // The wallet ledger by type (the wallet page's filter), and each reference written once per type.
  await db.schema.createIndex('wallet_transactions_user_type').on('wallet_transactions').columns(['user_id', 'transaction_type', 'id']).execute();
  await db.schema.createIndex('wallet_transactions_once').unique().on('wallet_transactions').columns(['user_id', 'transaction_type', 'reference']).execute();

  // Balances from before the ledgers: one opening row each, so that every balance is the sum of its ledger.
  await sql`insert into wallet_transactions (user_id, transaction_type, credit, debit, balance, reference, created_at)
    select u.id, 'opening_balance', u.wallet_balance - coalesce(l.net, 0), 0, u.wallet_balance, null, u.created_at
    from users u left join (select user_id, sum(credit - debit) as net from wallet_transactions group by user_id) l on l.user_id = u.id
    where u.wallet_balance <> coalesce(l.net, 0)`.execute(db);
  await sql`insert into loyalty_point_transactions (user_id, transaction_type, credit, debit, balance, reference, created_at)
    select id, 'opening_balance', loyalty_point, 0, loyalty_point, null, created_at from users where loyalty_point <> 0`.execute(db);

  // A payment attempt pays an order, or adds fund to a customer's wallet.
  if (dbKind(db) === 'postgres') {
    await sql`alter table payment_sessions alter column order_id drop not null`.execute(db);
    await db.schema.alterTable('payment_sessions').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('order')).execute();
    await db.schema.alterTable('payment_sessions').addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade')).execute();
  } else {
    // SQLite cannot drop NOT NULL: the table is built again with the same rows.
    await paymentSessions(db, 'payment_sessions_next', { forFunds: true });
    await sql`insert into payment_sessions_next (id, order_id, gateway, amount, currency, status, external_id, return_path, created_at, updated_at)
      select id, order_id, gateway, amount, currency, status, external_id, return_path, created_at, updated_at from payment_sessions`.execute(db);
    await db.schema.dropTable('payment_sessions').execute();
    await db.schema.alterTable('payment_sessions_next').renameTo('payment_sessions').execute();
    await db.schema.createIndex('payment_sessions_order').on('payment_sessions').column('order_id').execute();
  }
  await db.schema.createIndex('payment_sessions_user').on('payment_sessions').columns(['user_id', 'purpose']).execute();

  await withId(db.schema.createTable('customer_messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** A push message's type: message, order_status or referral_code. */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** JSON: what the message points at (order_id, conversation_id...). */
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('customer_messages_user').on('customer_messages').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_messages').execute();
  await db.schema.dropIndex('payment_sessions_user').execute();
  await sql`delete from payment_sessions where order_id is null`.execute(db);
  if (dbKind(db) === 'postgres') {
    await db.schema.alterTable('payment_sessions').dropColumn('user_id').execute();
    await db.schema.alterTable('payment_sessions').dropColumn('purpose').execute();
    await sql`alter table payment_sessions alter column order_id set not null`.execute(db);
  } else {
    await paymentSessions(db, 'payment_sessions_prev', { forFunds: false });
    await sql`insert into payment_sessions_prev select id, order_id, gateway, amount, currency, status, external_id, return_path, created_at, updated_at from payment_sessions`.execute(db);
    await db.schema.dropTable('payment_sessions').execute();
    await db.schema.alterTable('payment_sessions_prev').renameTo('payment_sessions').execute();
    await db.schema.createIndex('payment_sessions_order').on('payment_sessions').column('order_id').execute();
  }
  await sql`delete from wallet_transactions where transaction_type = 'opening_balance'`.execute(db);
  await db.schema.dropIndex('wallet_transactions_once').execute();
  await db.schema.dropIndex('wallet_transactions_user_type').execute();
  await db.schema.dropTable('loyalty_point_transactions').execute();
  await db.schema.dropTable('wallet_bonuses').execute();
}

/** SQLite's payment_sessions as it is built again: for orders only (before), or also for adding fund (after). */
async function paymentSessions(db: Kysely<any>, name: string, { forFunds }: { forFunds: boolean }): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => (forFunds ? c : c.notNull()).references('orders.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  if (forFunds) {
    table = table
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('order'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'));
  }
  await table.execute();
}
