import { DEFAULT_REPORT_DAYS, MAX_REPORT_DAYS, type ReportPeriod } from '@storefront/contract';
import { invalid } from '../../lib/errors.js';
import { localDate } from '../../lib/schedule.js';

const DAY_MS = 86_400_000;

export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day, as its day number. */
export function day(date: string, field: string): number {
  const n = dayNumber(date);
  if (!Number.isInteger(n) || dateOf(n) !== date) throw invalid(`${field} is not a day of the calendar.`, field);
  return n;
}

export interface Span { from: string; to: string; first: number; last: number }

/**
 * The days a report or statement covers, both included: as told, else the 30 days up to today (or from
 * `from`) on the business's clock; at most 366 days, from not after to.
 */
export function spanOf(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): Span {
  const today = day(localDate(now, timeZone), 'to');
  const last = query.to ? day(query.to, 'to') : query.from ? Math.min(day(query.from, 'from') + DEFAULT_REPORT_DAYS - 1, today) : today;
  const first = query.from ? day(query.from, 'from') : last - DEFAULT_REPORT_DAYS + 1;
  if (first > last) throw invalid('from must not be after to.', 'from');
  if (last - first + 1 > MAX_REPORT_DAYS) throw invalid(`The span may hold at most ${MAX_REPORT_DAYS} days.`, 'from');
  return { from: dateOf(first), to: dateOf(last), first, last };
}

/** The first day of the period that holds the day: itself, or its week's Monday. */
export function periodOf(date: string, by: ReportPeriod): string {
  if (by === 'day') return date;
  const n = dayNumber(date);
  // Day 0 of the epoch was a Thursday: Monday is 3 days before it.
  return dateOf(n - ((n + 3) % 7));
}

/** Every period of the span, oldest first. */
export function periodsOf(span: Span, by: ReportPeriod): string[] {
  const periods: string[] = [];
  for (let d = span.first; d <= span.last; d += 1) {
    const p = periodOf(dateOf(d), by);
    if (periods[periods.length - 1] !== p) periods.push(p);
  }
  return periods;
}

/** The first day of the month that holds the day. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The roll-ups a span is read from: weeks of the daily figures, months of the items. */
export type Rollup = 'week' | 'month';

/** The first day of the week or month after the one that starts on `start`. */
export function nextPeriod(start: string, unit: Rollup): string {
  if (unit === 'week') return dateOf(dayNumber(start) + 7);
  const [y, m] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const startOf = (date: string, unit: Rollup) => (unit === 'week' ? periodOf(date, 'week') : monthOf(date));
const dayBefore = (date: string) => dateOf(dayNumber(date) - 1);

/**
 * The span (both days included) as the whole weeks or months it holds, read from their roll-up (`whole`:
 * the first days of the first and the last of them), and the days before and after them, read day by day.
 */
export function splitSpan(from: string, to: string, unit: Rollup): { whole: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const first = startOf(from, unit) === from ? from : nextPeriod(startOf(from, unit), unit);
  const end = nextPeriod(startOf(to, unit), unit) === dateOf(dayNumber(to) + 1) ? dateOf(dayNumber(to) + 1) : startOf(to, unit);
  if (first >= end) return { whole: null, days: [{ from, to }] };
  const days = [...(from < first ? [{ from, to: dayBefore(first) }] : []), ...(end <= to ? [{ from: end, to }] : [])];
  return { whole: { from: first, to: startOf(dayBefore(end), unit) }, days };
}
