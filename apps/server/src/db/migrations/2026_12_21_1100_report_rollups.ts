import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

const COUNTS = ['placed', 'delivered', 'canceled', 'refunded', 'placed_amount', 'sales', 'discounts', 'delivery_fees', 'tax', 'commission', 'delivery_minutes'] as const;

/**
 * The reports' roll-ups, so that a year is read from fifty weeks or twelve months rather than 366 days:
 * the daily figures summed per week (its Monday) and module, zone and store; the items delivered summed
 * per month (its first day). Kept beside the daily rows by the same statements; filled here from the
 * daily rows already kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = dbKind(db) === 'sqlite';
  // On SQLite kept in their key's order (no rowid), as the daily figures are.
  const clustered = <T extends { modifyEnd(e: ReturnType<typeof sql>): T }>(t: T): T => (sqlite ? t.modifyEnd(sql`without rowid`) : t);
  let weeks = db.schema.createTable('order_week_stats')
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull());
  for (const column of COUNTS) weeks = weeks.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  await clustered(weeks.addPrimaryKeyConstraint('order_week_stats_pk', ['week', 'module_id', 'zone_id', 'store_id'])).execute();
  await clustered(db.schema.createTable('order_month_items')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_month_items_pk', ['month', 'item_id']))
    .execute();

  // A day's Monday: SQLite steps to the coming Sunday (the day itself on a Sunday) and back six days.
  const monday = sqlite ? sql.raw(`date(day, 'weekday 0', '-6 days')`) : sql.raw(`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`);
  const sums = sql.raw(COUNTS.map((c) => `sum(${c})`).join(', '));
  const columns = sql.raw(COUNTS.join(', '));
  await sql`insert into order_week_stats (week, module_id, zone_id, store_id, ${columns})
    select ${monday} as week, module_id, zone_id, store_id, ${sums} from order_day_stats group by 1, module_id, zone_id, store_id`.execute(db);
  await sql`insert into order_month_items (month, item_id, quantity, sales)
    select substr(day, 1, 7) || '-01' as month, item_id, sum(quantity), sum(sales) from order_day_items group by 1, item_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_month_items').execute();
  await db.schema.dropTable('order_week_stats').execute();
}
