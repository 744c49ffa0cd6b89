import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '../../apps/server/src/db/connection.js';
import { insertRows } from '../../apps/server/src/db/seed/insert.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';
import { rng, staffToken } from './menu-data.js';

/**
 * The console's operations lists at a large business's volumes: OPERATION_ORDERS orders (200,000 unless
 * BENCH_OPS_ORDERS) over the past year in the demo's stores, zones and modules, in every state and way of
 * paying, placed by 50,000 customers; 300 zones more; 100,000 payment sessions (four in five paid) and
 * 200,000 wallet ledger rows; 200,000 audit entries by 60 staff over 8 kinds of row. Rows copy the demo's
 * (an order, a zone) with the fields the lists read changed. Sessions: an admin (the audit log) and a
 * finance one (money, orders, customers).
 */
export const OPERATION_ORDERS = Number(process.env.BENCH_OPS_ORDERS ?? 200_000);
export const VOLUMES = { customers: 50_000, zones: 300, payments: 100_000, ledger: 200_000, audit: 200_000 } as const;
const DAY_MS = 86_400_000;
const FIRST = ['Sara', 'Omar', 'Lina', 'Yusuf', 'Maya', 'Karim', 'Nour', 'Adam', 'Hana', 'Zaid', 'Leila', 'Sami', 'Dana', 'Rami', 'Aya', 'Fadi', 'Mona', 'Tariq', 'Rana', 'Hadi'];
const LAST = ['Ahmed', 'Haddad', 'Khalil', 'Nasser', 'Saleh', 'Mansour', 'Farah', 'Youssef', 'Aziz', 'Hamdan', 'Rahman', 'Bakr', 'Daher', 'Issa', 'Jaber', 'Karam'];
const STATES = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered', 'delivered', 'delivered', 'delivered', 'canceled', 'refunded'] as const;
const PAYMENTS = ['cash_on_delivery', 'digital_payment', 'wallet'] as const;
const ENTITIES = ['zone', 'store', 'item', 'order', 'customer', 'coupon', 'banner', 'campaign'];
const MARKER = `bench_operations_${OPERATION_ORDERS}`;

export interface OperationsData {
  adminToken: string;
  financeToken: string;
  storeIds: number[];
  zoneIds: number[];
  moduleIds: number[];
  operatorIds: number[];
  /** The newest order's id: an id searched for is one of the last 100,000. */
  lastOrderId: number;
}

export async function operationsData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<OperationsData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    if (!(await db.selectFrom('settings').select('key').where('key', '=', MARKER).executeTakeFirst())) {
      const started = Date.now();
      await db.transaction().execute((trx) => seedOperations(trx, log));
      if (databaseUrl) await sql`vacuum (analyze) users, orders, zones, payment_sessions, wallet_transactions, audit_log`.execute(db);
      log(`seeded the operations lists in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const stores = await db.selectFrom('stores').select(['id', 'zone_id', 'module_id']).orderBy('id').execute();
    return {
      adminToken: await staffToken(db, 'admin', null), financeToken: await staffToken(db, 'finance', null), storeIds: stores.map((s) => s.id),
      zoneIds: [...new Set(stores.map((s) => s.zone_id))], moduleIds: [...new Set(stores.map((s) => s.module_id))],
      operatorIds: (await db.selectFrom('operators').select('id').orderBy('id').limit(60).execute()).map((o) => o.id),
      lastOrderId: (await db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
    };
  } finally {
    await db.destroy();
  }
}

async function seedOperations(db: Db, log: (line: string) => void): Promise<void> {
  const random = rng(20261130);
  const now = Date.now();
  /** An instant of the past year, older for a smaller n of `of`: rows are written oldest first, as they were made. */
  const past = (n: number, of: number) => new Date(now - 365 * DAY_MS + (n / of) * 365 * DAY_MS - Math.floor(random() * 3_600_000)).toISOString();
  const chunk = async <T>(rows: T[], write: (rows: T[]) => Promise<void>) => {
    for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
  };

  const firstUser = ((await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0) + 1;
  await chunk(Array.from({ length: VOLUMES.customers }, (_, n) => {
    const at = past(n, VOLUMES.customers);
    const [f, l] = [FIRST[n % FIRST.length]!, LAST[Math.floor(n / FIRST.length) % LAST.length]!];
    return {
      f_name: f, l_name: `${l}${n % 7 ? '' : ` ${LAST[n % LAST.length]}`}`, email: `${f.toLowerCase()}.${l.toLowerCase()}${n}@bench.test`, phone: `+9715${String(n).padStart(8, '0')}`,
      password_hash: null, image: null, status: n % 50 === 0 ? 0 : 1, login_medium: 'manual', social_id: null, is_phone_verified: 1, is_email_verified: 1,
      ref_code: `BENCHOPS${n}`, ref_by: null, interest: '[]', wallet_balance: 0, loyalty_point: 0, cm_firebase_token: null, created_at: at, updated_at: at,
      deleted_at: null, referral_discount_order_id: null, failed_logins_since_success: 0,
    };
  }), (rows) => insertRows(db, 'users', rows));
  log(`  ${VOLUMES.customers} customers`);

  const { id: _id, ...order } = await db.selectFrom('orders').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const stores = await db.selectFrom('stores').select(['id', 'zone_id', 'module_id']).orderBy('id').execute();
  await chunk(Array.from({ length: OPERATION_ORDERS }, (_, n) => {
    const at = past(n, OPERATION_ORDERS);
    const store = stores[Math.floor(random() * stores.length)]!;
    const user = firstUser + Math.floor(random() * VOLUMES.customers);
    const state = STATES[Math.floor(random() * STATES.length)]!;
    const pay = PAYMENTS[Math.floor(random() * PAYMENTS.length)]!;
    const amount = 1_500 + Math.floor(random() * 20_000);
    return {
      ...order, user_id: user, guest_id: null, owner: `user:${user}`, idempotency_key: null, idempotency_hash: null, store_id: store.id, module_id: store.module_id,
      zone_id: store.zone_id, order_status: state, payment_method: pay, payment_status: state === 'delivered' || pay !== 'cash_on_delivery' ? 'paid' as const : 'unpaid' as const,
      item_amount: amount, order_amount: amount + 500, delivery_man_id: null, showcase: 0, created_at: at, updated_at: at, schedule_at: at,
      canceled_by: state === 'canceled' ? 'customer' : null, cancellation_reason: state === 'canceled' ? 'Changed mind' : null,
    };
  }), (rows) => insertRows(db, 'orders', rows));
  log(`  ${OPERATION_ORDERS} orders`);

  const { id: _zone, ...zone } = await db.selectFrom('zones').selectAll().orderBy('id').executeTakeFirstOrThrow();
  await insertRows(db, 'zones', Array.from({ length: VOLUMES.zones }, (_, n) => ({
    ...zone, name: `Bench district ${n + 1}`, translations: JSON.stringify({ ar: { name: `حي ${n + 1}` }, fr: { name: `Quartier ${n + 1}` } }), status: n % 10 ? 1 : 0,
    created_at: past(n, VOLUMES.zones), updated_at: null,
  })));

  await chunk(Array.from({ length: VOLUMES.payments }, (_, n) => {
    const at = past(n, VOLUMES.payments);
    return {
      id: `bench-${n}`, order_id: null, gateway: n % 3 ? 'stripe' : 'paypal', amount: 1_000 + (n % 90) * 100, currency: 'AED', status: n % 5 ? 'paid' as const : 'open' as const,
      external_id: `ext-${n}`, return_path: '/', created_at: at, updated_at: at, purpose: 'add_fund' as const, user_id: firstUser + (n % VOLUMES.customers),
    };
  }), (rows) => insertRows(db, 'payment_sessions', rows));
  const types = ['add_fund', 'order_place', 'refund', 'order_refund', 'cashback', 'loyalty_point'];
  await chunk(Array.from({ length: VOLUMES.ledger }, (_, n) => {
    const type = types[n % types.length]!;
    const credit = type === 'order_place' ? 0 : 500 + (n % 40) * 100;
    return {
      user_id: firstUser + ((n * 7) % VOLUMES.customers), transaction_type: type, credit, debit: credit ? 0 : 1_500, balance: 10_000,
      reference: `bench:${n}`, created_at: past(n, VOLUMES.ledger), note: null,
    };
  }), (rows) => insertRows(db, 'wallet_transactions', rows));
  log(`  ${VOLUMES.zones} zones, ${VOLUMES.payments} payment sessions, ${VOLUMES.ledger} wallet ledger rows`);

  const operators = (await db.selectFrom('operators').select('id').orderBy('id').limit(60).execute()).map((o) => o.id);
  await chunk(Array.from({ length: VOLUMES.audit }, (_, n) => {
    const entity = ENTITIES[n % ENTITIES.length]!;
    const store = entity === 'item' || entity === 'store' ? stores[n % stores.length]!.id : null;
    return {
      operator_id: operators[n % operators.length]!, action: `${entity}s.update`, entity, entity_id: String(1 + (n % 5_000)), store_id: store,
      before: JSON.stringify({ status: 0, version: 1 }), after: JSON.stringify({ status: 1, version: 2 }), ip: '127.0.0.1', created_at: past(n, VOLUMES.audit),
    };
  }), (rows) => insertRows(db, 'audit_log', rows));
  log(`  ${VOLUMES.audit} audit entries`);
  await db.insertInto('settings').values({ key: MARKER, value: 'true' }).execute();
}
