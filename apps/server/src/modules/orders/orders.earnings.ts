import { DEFAULT_EARNINGS_DAYS, MAX_EARNINGS_DAYS, type EarningsFigures, type EarningsQuery, type StoreEarnings } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { toMajor } from '../../lib/money.js';
import { localDate } from '../../lib/schedule.js';
import { deliveredOrders, storeEarningsTerms } from './orders.earnings.repository.js';

const DAY_MS = 86_400_000;
/** Wall clocks are at most 14 hours from UTC: a local day lies within these margins of the UTC day of its date. */
const ZONE_MARGIN_MS = 14 * 3_600_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day, as its day number. */
function day(date: string, field: string): number {
  const n = dayNumber(date);
  if (!Number.isInteger(n) || dateOf(n) !== date) throw invalid(`${field} is not a day of the calendar.`, field);
  return n;
}

interface Sum { orders: number; amount: number; commission: number }

const figures = (s: Sum): EarningsFigures => ({
  orders: s.orders, amount: toMajor(s.amount), commission: toMajor(s.commission), net: toMajor(s.amount - s.commission),
});

/**
 * A store's earnings per day of its own time zone: its delivered orders, counted on the day they were
 * placed, their amount, the business's commission (the store's rate of each order's amount, rounded to
 * the minor unit per order) and what the store keeps. Every day of the span is listed, zeros included.
 */
export class OrderEarningsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async earnings(storeId: number, query: EarningsQuery): Promise<StoreEarnings> {
    const terms = await storeEarningsTerms(this.deps.db, storeId);
    if (!terms) throw notFound('Store not found');
    const today = day(localDate(this.deps.clock.now(), terms.time_zone), 'to');
    const last = query.to ? day(query.to, 'to') : query.from ? Math.min(day(query.from, 'from') + DEFAULT_EARNINGS_DAYS - 1, today) : today;
    const first = query.from ? day(query.from, 'from') : last - DEFAULT_EARNINGS_DAYS + 1;
    if (first > last) throw invalid('from must not be after to.', 'from');
    if (last - first + 1 > MAX_EARNINGS_DAYS) throw invalid(`The span may hold at most ${MAX_EARNINGS_DAYS} days.`, 'from');

    const rows = await deliveredOrders(
      this.deps.db, storeId,
      new Date(first * DAY_MS - ZONE_MARGIN_MS).toISOString(), new Date((last + 1) * DAY_MS + ZONE_MARGIN_MS).toISOString(),
    ).execute();
    const days = new Map<string, Sum>();
    for (let d = first; d <= last; d += 1) days.set(dateOf(d), { orders: 0, amount: 0, commission: 0 });
    const total: Sum = { orders: 0, amount: 0, commission: 0 };
    for (const row of rows) {
      const sum = days.get(localDate(new Date(row.created_at), terms.time_zone));
      if (!sum) continue;
      const commission = Math.round((row.order_amount * terms.commission_rate) / 100);
      for (const s of [sum, total]) {
        s.orders += 1;
        s.amount += row.order_amount;
        s.commission += commission;
      }
    }
    return {
      from: dateOf(first), to: dateOf(last), time_zone: terms.time_zone, commission_rate: terms.commission_rate,
      days: [...days].map(([date, s]) => ({ date, ...figures(s) })), totals: figures(total),
    };
  }
}
