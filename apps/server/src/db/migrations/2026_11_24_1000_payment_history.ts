import { sql, type Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * Every change of an order's payment status, as order_status_history keeps its states: the state
 * machine's payment twin writes one line per change (placing, a gateway's answer, cash collected).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  await withId(db.schema.createTable('order_payment_history'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_status', 'text', (c) => c.notNull())
    /** customer, guest, store, courier or system (payments, the autopilot). */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    /** The gateway's payment attempt, where one settled it. */
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payment_history_order').on('order_payment_history').columns(['order_id', 'id']).execute();
  // Orders placed before this history start theirs at their current payment status.
  await sql`insert into order_payment_history (order_id, payment_status, actor, reference, created_at)
    select id, payment_status, 'system', payment_reference, updated_at from orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_payment_history').execute();
}
