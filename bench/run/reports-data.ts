import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../../apps/server/src/db/connection.js';
import { insertRows } from '../../apps/server/src/db/seed/insert.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';
import { rebuildRollups } from '../../apps/server/src/modules/reports/reports.counts.repository.js';
import { staffToken } from './menu-data.js';

/**
 * The reports' daily figures of REPORT_ORDERS orders (BENCH_SCALE=1m: a million) over two years up to
 * today: 200 stores (the demo's and, past them, ids without a store row) in the demo's modules and zones,
 * each with its row of every day; the cancellations by 30 reasons; 1,000 of 5,000 items sold each day; new
 * and returning customers; the weeks' and months' roll-ups of them. The reports read these and never the
 * orders, so the orders themselves are not written. One operations session (reports.view).
 */
export const REPORT_ORDERS = process.env.BENCH_SCALE === '1m' ? 1_000_000 : Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const DAYS = 730;
const STORES = 200;
const ITEMS = 5_000;
const ITEMS_A_DAY = 1_000;
const REASONS = ['Out of stock', 'Customer asked', 'Too slow', 'Wrong address', 'Store closed', 'Payment failed', 'Duplicate order', 'No courier', 'Changed mind', 'Other'];
const WHO = ['customer', 'store', 'system'];

export interface ReportsData { token: string }

const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export async function reportsData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<ReportsData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    const marker = `bench_report_orders_${REPORT_ORDERS}`;
    if (!(await db.selectFrom('settings').select('key').where('key', '=', marker).executeTakeFirst())) {
      const started = Date.now();
      await db.transaction().execute((trx) => seedFigures(trx, marker));
      if (databaseUrl) await sql`vacuum (analyze) order_day_stats, order_week_stats, order_day_items, order_month_items, order_day_cancel_reasons, order_day_customers`.execute(db);
      log(`seeded the daily figures of ${REPORT_ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return { token: await staffToken(db, 'operations', null) };
  } finally {
    await db.destroy();
  }
}

async function seedFigures(db: Db, marker: string): Promise<void> {
  for (const table of ['order_day_stats', 'order_week_stats', 'order_day_items', 'order_month_items', 'order_day_cancel_reasons', 'order_day_customers'] as const) {
    await db.deleteFrom(table).execute();
  }
  const stores = await db.selectFrom('stores').select(['id', 'module_id', 'zone_id']).orderBy('id').limit(STORES).execute();
  const modules = [...new Set(stores.map((s) => s.module_id))];
  const zones = [...new Set(stores.map((s) => s.zone_id))];
  for (let i = stores.length; i < STORES; i += 1) stores.push({ id: 1_000_000 + i, module_id: modules[i % modules.length]!, zone_id: zones[i % zones.length]! });
  const perStoreDay = REPORT_ORDERS / DAYS / STORES;
  const chunk = async <T extends object>(table: 'order_day_stats' | 'order_day_items' | 'order_day_cancel_reasons' | 'order_day_customers', rows: T[]) => {
    for (let i = 0; i < rows.length; i += 400) await insertRows(db, table, rows.slice(i, i + 400) as never);
  };
  for (let d = 0; d < DAYS; d += 1) {
    const day = dayOf(d);
    const stats = stores.map((s, i) => {
      // Orders spread unevenly over stores (a few busy ones), about perStoreDay each on average.
      const placed = Math.max(1, Math.round(perStoreDay * (0.5 + ((i * 7 + d) % 10) / 10)));
      const delivered = Math.round(placed * 0.85);
      const amount = 4_000 + ((i * 31 + d) % 50) * 100;
      return {
        day, module_id: s.module_id, zone_id: s.zone_id, store_id: s.id, placed, delivered, canceled: placed - delivered, refunded: d % 9 === 0 ? 1 : 0,
        placed_amount: placed * amount, sales: delivered * amount, discounts: delivered * 150, delivery_fees: delivered * 500, tax: delivered * 200,
        commission: Math.round(delivered * amount * 0.1), delivery_minutes: delivered * (25 + (i % 20)),
      };
    });
    await chunk('order_day_stats', stats);
    const items = Array.from({ length: ITEMS_A_DAY }, (_, k) => ({ day, item_id: 1 + ((k * 5 + d * 13) % ITEMS), quantity: 1 + (k % 7), sales: (1 + (k % 7)) * 1_250 }));
    await chunk('order_day_items', [...new Map(items.map((r) => [r.item_id, r])).values()]);
    await chunk('order_day_cancel_reasons', REASONS.flatMap((reason, r) => WHO.map((canceled_by, w) => ({ day, canceled_by, reason, orders: 1 + ((r + w + d) % 9) }))));
    await chunk('order_day_customers', [{ day, new_customers: Math.round(REPORT_ORDERS / DAYS / 5), returning_customers: Math.round(REPORT_ORDERS / DAYS / 2) }]);
  }
  // The weeks' and months' roll-ups, as the counting keeps them beside the days.
  await rebuildRollups(db, dayOf(DAYS - 1), dayOf(0));
  await db.insertInto('settings').values({ key: marker, value: 'true' }).execute();
}
