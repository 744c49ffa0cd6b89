import type { MoneyKind } from '@storefront/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { containing } from '../../db/like.js';
import { splitSpan } from '../reports/reports.span.js';

type Trx = Kysely<Database>;

/** Wallet ledger types that give money back. */
const REFUND_TYPES = ['refund', 'order_refund'];

interface Window { limit: number; skip: number }
interface MoneyFilter { kind?: MoneyKind | undefined; fromAt?: string | undefined; toAt?: string | undefined }

/**
 * The business's money movements, newest first: online payments that went through (payment sessions
 * paid) and the wallet ledger's rows (refunds apart); between two instants (ISO, from included, to not).
 * Each ledger is read newest first along its index (payment_sessions_status_created,
 * wallet_transactions_created), only as deep as the page, and counted apart; only those rows are merged
 * and sorted, not every movement of the span.
 */
export function transactionRows(db: Db, q: MoneyFilter, w: Window) {
  let payments = db.selectFrom('payment_sessions').where('status', '=', 'paid');
  let wallet = db.selectFrom('wallet_transactions');
  if (q.fromAt) {
    payments = payments.where('created_at', '>=', q.fromAt);
    wallet = wallet.where('created_at', '>=', q.fromAt);
  }
  if (q.toAt) {
    payments = payments.where('created_at', '<', q.toAt);
    wallet = wallet.where('created_at', '<', q.toAt);
  }
  if (q.kind === 'refund') wallet = wallet.where('transaction_type', 'in', REFUND_TYPES);
  if (q.kind === 'wallet') wallet = wallet.where('transaction_type', 'not in', REFUND_TYPES);
  const deep = w.skip + w.limit;
  const paymentRows = db.selectFrom(payments.select((eb) => [
    sql<string>`'p-' || ${eb.ref('id')}`.as('id'), sql<MoneyKind>`'payment'`.as('kind'), 'gateway as type', 'user_id', 'order_id', 'amount',
    'external_id as reference', 'created_at',
  ]).orderBy('created_at', 'desc').orderBy(sql`'p-' || id`, 'desc').limit(deep).as('p')).selectAll();
  const walletRows = db.selectFrom(wallet.select((eb) => [
    sql<string>`'w-' || cast(${eb.ref('id')} as text)`.as('id'),
    eb.case().when('transaction_type', 'in', REFUND_TYPES).then(sql<MoneyKind>`'refund'`).else(sql<MoneyKind>`'wallet'`).end().as('kind'),
    'transaction_type as type', 'user_id', sql<number | null>`cast(null as integer)`.as('order_id'), sql<number>`${eb.ref('credit')} - ${eb.ref('debit')}`.as('amount'),
    'reference', 'created_at',
  ]).orderBy('created_at', 'desc').orderBy(sql`'w-' || cast(id as text)`, 'desc').limit(deep).as('w')).selectAll();
  const all = (q.kind === 'payment' ? paymentRows : q.kind ? walletRows : paymentRows.unionAll(walletRows)) as typeof paymentRows;
  return { payments, wallet, rows: db.selectFrom(all.as('t')).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(w.limit).offset(w.skip) };
}

export async function transactionPage(db: Db, q: MoneyFilter, w: Window) {
  const { payments, wallet, rows: page } = transactionRows(db, q, w);
  const [paid, ledger, rows] = await Promise.all([
    q.kind && q.kind !== 'payment' ? { n: 0 } : payments.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.kind === 'payment' ? { n: 0 } : wallet.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    page.execute(),
  ]);
  return { total: Number(paid.n) + Number(ledger.n), rows };
}

/**
 * Each store's delivered orders placed in the span (days both included), from the reports' figures: its
 * whole weeks' roll-up and the days around them; largest sales first.
 */
export async function storeStatementPage(db: Db, q: { from: string; to: string; search?: string | undefined }, w: Window) {
  const { whole, days } = splitSpan(q.from, q.to, 'week');
  const parts = days.map((d) => db.selectFrom('order_day_stats').where('day', '>=', d.from).where('day', '<=', d.to).where('delivered', '>', 0)
    .select(['store_id', 'delivered', 'sales', 'commission']));
  const weeks = whole && db.selectFrom('order_week_stats').where('week', '>=', whole.from).where('week', '<=', whole.to).where('delivered', '>', 0)
    .select(['store_id', 'delivered', 'sales', 'commission']);
  const figures = [...parts, ...(weeks ? [weeks] : [])].reduce((a, b) => a.unionAll(b));
  let sums = db.selectFrom(figures.as('d')).innerJoin('stores as s', 's.id', 'd.store_id');
  const search = q.search?.trim().toLowerCase();
  if (search) sums = sums.where((eb) => eb(eb.fn('lower', ['s.name']), 'like', containing(search)));
  const grouped = sums.groupBy(['d.store_id', 's.name', 's.commission_rate']).select((eb) => [
    'd.store_id', 's.name', 's.commission_rate', eb.fn.sum<number>('d.delivered').as('orders'), eb.fn.sum<number>('d.sales').as('sales'),
    eb.fn.sum<number>('d.commission').as('commission'),
  ]);
  const [totals, rows] = await Promise.all([
    db.selectFrom(grouped.as('t')).select((eb) => [
      eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('sales').as('sales'), eb.fn.sum<number>('commission').as('commission'),
    ]).executeTakeFirstOrThrow(),
    grouped.orderBy('sales', 'desc').orderBy('d.store_id').limit(w.limit).offset(w.skip).execute(),
  ]);
  return { totals, rows };
}

/** Cash each courier took at doors and has handed back; those who hold most first. */
function courierCash(db: Trx) {
  const collected = db.selectFrom('orders').where('delivery_man_id', 'is not', null).where('cash_collected', 'is not', null)
    .select((eb) => ['delivery_man_id', eb.fn.sum<number>('cash_collected').as('collected')]).groupBy('delivery_man_id');
  const settled = db.selectFrom('courier_cash_settlements')
    .select((eb) => ['courier_id', eb.fn.sum<number>('amount').as('settled'), eb.fn.max('created_at').as('last_settled_at')]).groupBy('courier_id');
  return db.selectFrom('couriers as c').innerJoin('operators as o', 'o.id', 'c.operator_id')
    .leftJoin(collected.as('k'), 'k.delivery_man_id', 'c.operator_id').leftJoin(settled.as('s'), 's.courier_id', 'c.operator_id')
    .select((eb) => [
      'c.operator_id', 'o.f_name', 'o.l_name', eb.fn.coalesce('k.collected', eb.lit(0)).as('collected'), eb.fn.coalesce('s.settled', eb.lit(0)).as('settled'),
      's.last_settled_at',
    ]);
}

export async function courierCashPage(db: Db, search: string | undefined, w: Window) {
  let q = courierCash(db);
  const text = search?.trim().toLowerCase();
  if (text) q = q.where((eb) => eb(eb.fn('lower', [sql`${eb.ref('o.f_name')} || ' ' || ${eb.ref('o.l_name')}`]), 'like', containing(text)));
  const [count, rows] = await Promise.all([
    db.selectFrom(q.as('t')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.orderBy(sql`coalesce(k.collected, 0) - coalesce(s.settled, 0)`, 'desc').orderBy('c.operator_id').limit(w.limit).offset(w.skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export function oneCourierCash(db: Trx, courierId: number) {
  return courierCash(db).where('c.operator_id', '=', courierId).executeTakeFirst();
}

/** The courier's row, locked on PostgreSQL so that two settlements of one courier run one after the other. */
export function lockCourier(trx: Trx, courierId: number) {
  const q = trx.selectFrom('couriers').select('operator_id').where('operator_id', '=', courierId);
  return (dbKind(trx) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export function insertSettlement(trx: Trx, row: { courier_id: number; amount: number; note: string | null; settled_by: number; created_at: string }) {
  return trx.insertInto('courier_cash_settlements').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The cash a courier handed back, newest first (the ledger read by its courier index), with who took each. */
export async function settlementPage(db: Db, courierId: number, w: Window) {
  const mine = db.selectFrom('courier_cash_settlements as s').where('s.courier_id', '=', courierId);
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    mine.leftJoin('operators as o', 'o.id', 's.settled_by')
      .select(['s.id', 's.amount', 's.note', 's.settled_by', 's.created_at', 'o.f_name', 'o.l_name'])
      .orderBy('s.id', 'desc').limit(w.limit).offset(w.skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Whether a courier of that id is there. */
export async function courierExists(db: Db, courierId: number): Promise<boolean> {
  return (await db.selectFrom('couriers').select('operator_id').where('operator_id', '=', courierId).executeTakeFirst()) !== undefined;
}
