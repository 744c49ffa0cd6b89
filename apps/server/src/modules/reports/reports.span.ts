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
