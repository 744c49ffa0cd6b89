import type { Kysely } from 'kysely';
import type { Database, OrderStatus, Row } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { localDate } from '../../lib/schedule.js';
import { readSetting } from '../config/config.repository.js';
import {
  addCancelReasons, addCustomerDay, addCustomerDays, addDayCustomers, addDayItems, addDayStats, countedOrder, deliveredAt, forgetDays, itemLines,
  neverCounted, noFigures, orderedBefore, ordersPlacedBetween, rebuildDayCustomers, rebuildRollups, type DayFigures, type DayKey, type OrderForCounts,
} from './reports.counts.repository.js';

type Trx = Kysely<Database>;

/**
 * The reports' daily figures, kept in the transaction of each change of an order's state (orders.states
 * calls in here), and rebuilt from the orders by the recount. An order counts on the day it was placed,
 * on the business's clock: placed; then delivered (once, with its money, commission at its store's
 * rate, and the minutes it took), canceled, or refunded. Both roads share the arithmetic below, so the
 * figures kept equal a recount.
 */

/** The business's time zone, which the reports' days are of. */
export const businessTimeZone = async (trx: Trx): Promise<string> => (await readSetting<string>(trx, 'time_zone')) || 'UTC';

const keyOf = (o: OrderForCounts, day: string): DayKey => ({ day, module_id: o.module_id, zone_id: o.zone_id, store_id: o.store_id ?? 0 });

const placedFigures = (o: OrderForCounts): Partial<DayFigures> => ({ placed: 1, placed_amount: o.order_amount });

function deliveredFigures(o: OrderForCounts, deliveredAtIso: string): Partial<DayFigures> {
  return {
    delivered: 1, sales: o.order_amount, discounts: o.item_discount + o.coupon_discount + o.referral_discount, delivery_fees: o.delivery_charge,
    tax: o.tax_amount, commission: Math.round((o.order_amount * (o.commission_rate ?? 0)) / 100),
    delivery_minutes: Math.max(0, Math.round((Date.parse(deliveredAtIso) - Date.parse(o.created_at)) / 60_000)),
  };
}

const cancelReason = (o: OrderForCounts, day: string) => ({ day, canceled_by: o.canceled_by ?? '', reason: (o.cancellation_reason ?? '').slice(0, 200), orders: 1 });

/** Item lines summed per item, in item order. */
function itemRows(day: string, lines: readonly { item_id: number | null; quantity: number; price: number; add_ons_price: number }[]) {
  const byItem = new Map<number, { day: string; item_id: number; quantity: number; sales: number }>();
  for (const l of lines) {
    if (l.item_id === null) continue;
    const row = byItem.get(l.item_id) ?? { day, item_id: l.item_id, quantity: 0, sales: 0 };
    row.quantity += l.quantity;
    row.sales += l.price * l.quantity + l.add_ons_price;
    byItem.set(l.item_id, row);
  }
  return [...byItem.values()].sort((a, b) => a.item_id - b.item_id);
}

const withFigures = (key: DayKey, figures: Partial<DayFigures>) => ({ ...key, ...noFigures(), ...figures });

/** A new order: placed on its day, and its owner's day noted (new or returning). Call in the placing transaction. */
export async function countPlaced(trx: Trx, order: Pick<Row<'orders'>, 'id'>): Promise<void> {
  const o = await countedOrder(trx, order.id);
  if (!o) return;
  const day = localDate(new Date(o.created_at), await businessTimeZone(trx));
  await addDayStats(trx, [withFigures(keyOf(o, day), placedFigures(o))]);
  if (await addCustomerDay(trx, o.owner, day)) await addDayCustomers(trx, day, !(await orderedBefore(trx, o.owner, day)));
}

/** An order's move from `from` to `to`, just made at `now`: counted when it delivers (the first time), cancels or refunds it. */
export async function countMove(trx: Trx, orderId: number, from: OrderStatus, to: OrderStatus, now: string): Promise<void> {
  const delivered = to === 'delivered' && from !== 'refund_requested';
  if (!delivered && to !== 'canceled' && to !== 'refunded') return;
  const o = await countedOrder(trx, orderId);
  if (!o) return;
  const day = localDate(new Date(o.created_at), await businessTimeZone(trx));
  if (delivered) {
    await addDayStats(trx, [withFigures(keyOf(o, day), deliveredFigures(o, now))]);
    await addDayItems(trx, itemRows(day, await itemLines(trx, [o.id])));
  } else if (to === 'canceled') {
    await addDayStats(trx, [withFigures(keyOf(o, day), { canceled: 1 })]);
    await addCancelReasons(trx, [cancelReason(o, day)]);
  } else {
    await addDayStats(trx, [withFigures(keyOf(o, day), { refunded: 1 })]);
  }
}

const DAY_MS = 86_400_000;
/** Wall clocks are at most 14 hours from UTC: a local day lies within these margins of the UTC day of its date. */
const ZONE_MARGIN_MS = 14 * 3_600_000;
const BATCH = 2_000;
const WAS_DELIVERED: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/**
 * Rebuilds the figures of the days from..to (YYYY-MM-DD, both included) from the orders placed on them,
 * and the roll-ups of their weeks and months from the daily rows.
 * Run in one transaction, at a quiet time: an order changed meanwhile may be counted by both roads.
 */
export async function recount(trx: Trx, from: string, to: string): Promise<number> {
  const timeZone = await businessTimeZone(trx);
  await forgetDays(trx, from, to);
  const fromAt = new Date(Date.parse(`${from}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
  const toAt = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS + ZONE_MARGIN_MS).toISOString();
  const stats = new Map<string, DayKey & DayFigures>();
  const reasons = new Map<string, ReturnType<typeof cancelReason>>();
  const items = new Map<string, ReturnType<typeof itemRows>[number]>();
  const customers = new Map<string, { owner: string; day: string }>();
  const add = (key: DayKey, figures: Partial<DayFigures>) => {
    const id = `${key.day}|${key.module_id}|${key.zone_id}|${key.store_id}`;
    const row = stats.get(id) ?? withFigures(key, {});
    for (const [f, v] of Object.entries(figures) as [keyof DayFigures, number][]) row[f] += v;
    stats.set(id, row);
  };
  let counted = 0;
  for (let after = 0; ;) {
    const batch = (await ordersPlacedBetween(trx, after, fromAt, toAt, BATCH))
      .map((o) => ({ o, day: localDate(new Date(o.created_at), timeZone) }));
    if (!batch.length) break;
    after = batch[batch.length - 1]!.o.id;
    const inSpan = batch.filter((b) => b.day >= from && b.day <= to);
    const deliveredIds = inSpan.filter((b) => WAS_DELIVERED.includes(b.o.order_status)).map((b) => b.o.id);
    const when = new Map((await deliveredAt(trx, deliveredIds)).map((r) => [r.order_id, r.at as string]));
    const lines = new Map<number, Awaited<ReturnType<typeof itemLines>>>();
    for (const l of await itemLines(trx, deliveredIds)) lines.set(l.order_id, [...(lines.get(l.order_id) ?? []), l]);
    for (const { o, day } of inSpan) {
      counted += 1;
      const key = keyOf(o, day);
      add(key, placedFigures(o));
      customers.set(`${o.owner}|${day}`, { owner: o.owner, day });
      if (WAS_DELIVERED.includes(o.order_status)) {
        add(key, deliveredFigures(o, when.get(o.id) ?? o.created_at));
        for (const row of itemRows(day, lines.get(o.id) ?? [])) {
          const known = items.get(`${day}|${row.item_id}`);
          if (known) { known.quantity += row.quantity; known.sales += row.sales; } else items.set(`${day}|${row.item_id}`, row);
        }
      }
      if (o.order_status === 'refunded') add(key, { refunded: 1 });
      if (o.order_status === 'canceled') {
        add(key, { canceled: 1 });
        const r = cancelReason(o, day);
        const id = `${day}|${r.canceled_by}|${r.reason}`;
        reasons.set(id, { ...r, orders: (reasons.get(id)?.orders ?? 0) + 1 });
      }
    }
  }
  const inChunks = async <T>(rows: T[], write: (trx: Trx, rows: T[]) => Promise<void>) => {
    for (let i = 0; i < rows.length; i += 500) await write(trx, rows.slice(i, i + 500));
  };
  await inChunks([...stats.values()], addDayStats);
  await inChunks([...reasons.values()], addCancelReasons);
  await inChunks([...items.values()], addDayItems);
  await inChunks([...customers.values()], addCustomerDays);
  await rebuildDayCustomers(trx, from, to);
  await rebuildRollups(trx, from, to);
  return counted;
}

/**
 * Counts every order of a database that has orders but no daily figures (the demo seed writes its orders
 * directly; a database from before the figures were kept): once, at start. Answers how many it counted.
 */
export async function countOnce(db: Trx): Promise<number> {
  return inTransaction(db, async (trx) => ((await neverCounted(trx)) ? recount(trx, '2000-01-01', '2099-12-31') : 0));
}
