import type {
  CourierCash, CourierCashPage, CourierCashQuery, CourierSettlement, CourierSettlementCreate, CourierSettlementPage, CourierSettlementQuery,
  MoneyTransactionPage, MoneyTransactionQuery, StoreStatementPage, StoreStatementQuery,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { courierCashOrders, markCashSettled } from '../orders/orders.cash.repository.js';
import { businessTimeZone } from '../reports/reports.counts.js';
import { dateOf, day, spanOf } from '../reports/reports.span.js';
import {
  courierCashPage, courierExists, insertSettlement, lockCourier, oneCourierCash, settlementPage, storeStatementPage, transactionPage,
} from './money.repository.js';

const window = (q: { limit?: number | undefined; offset?: number | undefined }) => ({ limit: q.limit ?? 25, skip: q.offset ?? 0 });

type CashRow = NonNullable<Awaited<ReturnType<typeof oneCourierCash>>>;
const toCourierCash = (r: CashRow): CourierCash => ({
  operator_id: r.operator_id, name: `${r.f_name} ${r.l_name}`.trim(), collected: toMajor(Number(r.collected)), settled: toMajor(Number(r.settled)),
  held: toMajor(Number(r.collected) - Number(r.settled)), last_settled_at: (r.last_settled_at as string | null) ?? null,
});

/**
 * The business's money in the console: its transactions (payments, refunds, wallet movements), each
 * store's statement for a span (from the reports' daily figures: delivered sales, the commission at the
 * store's rate, and the payout the store is owed), and the cash couriers took at doors and hand back.
 */
export class MoneyService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async transactions(query: MoneyTransactionQuery): Promise<MoneyTransactionPage> {
    const first = query.from ? day(query.from, 'from') : undefined;
    const last = query.to ? day(query.to, 'to') : undefined;
    if (first !== undefined && last !== undefined && first > last) throw invalid('from must not be after to.', 'from');
    const { total, rows } = await transactionPage(this.deps.db, {
      kind: query.kind, fromAt: first === undefined ? undefined : dateOf(first), toAt: last === undefined ? undefined : dateOf(last + 1),
    }, window(query));
    return {
      total,
      transactions: rows.map((r) => ({
        id: r.id, kind: r.kind, type: r.type, user_id: r.user_id, order_id: r.order_id, amount: toMajor(Number(r.amount)), reference: r.reference, created_at: r.created_at,
      })),
    };
  }

  async stores(query: StoreStatementQuery): Promise<StoreStatementPage> {
    const { from, to } = spanOf(query, this.deps.clock.now(), await businessTimeZone(this.deps.db));
    const { totals, rows } = await storeStatementPage(this.deps.db, { from, to, search: query.search }, window(query));
    const sales = Number(totals.sales ?? 0);
    const commission = Number(totals.commission ?? 0);
    return {
      from, to, total: Number(totals.n),
      stores: rows.map((r) => ({
        store_id: r.store_id, name: r.name, commission_rate: r.commission_rate, orders: Number(r.orders), sales: toMajor(Number(r.sales)),
        commission: toMajor(Number(r.commission)), payout: toMajor(Number(r.sales) - Number(r.commission)),
      })),
      totals: { orders: Number(totals.orders ?? 0), sales: toMajor(sales), commission: toMajor(commission), payout: toMajor(sales - commission) },
    };
  }

  async couriers(query: CourierCashQuery): Promise<CourierCashPage> {
    const { total, rows } = await courierCashPage(this.deps.db, query.search, window(query));
    return { total, couriers: rows.map(toCourierCash) };
  }

  /** The cash a courier handed back, newest first; 404 for no such courier. */
  async settlements(courierId: number, query: CourierSettlementQuery): Promise<CourierSettlementPage> {
    if (!(await courierExists(this.deps.db, courierId))) throw notFound('Courier not found');
    const { total, rows } = await settlementPage(this.deps.db, courierId, window(query));
    return {
      total,
      settlements: rows.map((r) => ({
        id: r.id, amount: toMajor(Number(r.amount)), note: r.note, created_at: r.created_at,
        settled_by: { id: r.settled_by, name: `${r.f_name ?? ''} ${r.l_name ?? ''}`.trim() },
      })),
    };
  }

  /**
   * Cash a courier hands back: no more than they hold, one ledger row and its audit entry in one
   * transaction (the courier's row locked, so two settlements cannot both spend the same cash). The
   * courier's orders whose cash the settlements now cover, oldest first, are marked settled.
   */
  async settle(actor: StaffActor, courierId: number, body: CourierSettlementCreate): Promise<CourierSettlement> {
    const amount = toMinor(body.amount);
    if (amount <= 0) throw invalid('amount must be more than zero.', 'amount');
    const now = this.deps.clock.now().toISOString();
    return inTransaction(this.deps.db, async (trx) => {
      if (!(await lockCourier(trx, courierId))) throw notFound('Courier not found');
      const before = await oneCourierCash(trx, courierId);
      const held = Number(before?.collected ?? 0) - Number(before?.settled ?? 0);
      if (amount > held) throw invalid(`amount is more than the ${toMajor(held)} the courier holds.`, 'amount');
      const row = await insertSettlement(trx, { courier_id: courierId, amount, note: body.note?.trim() || null, settled_by: actor.operatorId, created_at: now });
      const after = (await oneCourierCash(trx, courierId))!;
      const orders = await courierCashOrders(trx, courierId);
      let credit = Number(after.settled) - orders.settled;
      const covered: number[] = [];
      for (const o of orders.open) {
        if (o.cash > credit) break;
        credit -= o.cash;
        covered.push(o.id);
      }
      await markCashSettled(trx, covered, now);
      await recordChange(trx, actor, {
        action: 'money.settle', entity: 'courier_cash_settlement', entityId: row.id, storeId: null, before: { held: toMajor(held) },
        after: { courier_id: courierId, amount: toMajor(amount), note: row.note, orders: covered },
      }, now);
      return {
        id: row.id, operator_id: courierId, amount: toMajor(row.amount), note: row.note, settled_by: row.settled_by, created_at: row.created_at, courier: toCourierCash(after),
      };
    });
  }
}
