import type { StoreWeekday } from '@storefront/contract';

/** A range as the editor holds it: times of `<input type="time">`, where a closing of 00:00 means midnight at the day's end. */
export interface DraftRange {
  opening: string;
  closing: string;
}

/** Monday first, as the week reads on the page; the API counts 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The seven days as the editor holds them. */
export const draftWeek = (schedule: readonly StoreWeekday[]): DraftRange[][] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (schedule.find((d) => d.day === day)?.ranges ?? []).map((r) => ({
    opening: r.opening_time, closing: r.closing_time === '24:00' ? '00:00' : r.closing_time,
  })));

const closingOf = (r: DraftRange) => (r.closing === '00:00' ? '24:00' : r.closing);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a day's ranges, as a text key, or null: each opens before it closes, none overlaps another. */
export function dayProblem(ranges: readonly DraftRange[]): string | null {
  if (ranges.some((r) => !TIME.test(r.opening) || !TIME.test(r.closing))) return 'stores.week.errors.time';
  const sorted = [...ranges].sort((a, b) => a.opening.localeCompare(b.opening));
  if (sorted.some((r) => r.opening >= closingOf(r))) return 'stores.week.errors.order';
  if (sorted.some((r, i) => i > 0 && r.opening < closingOf(sorted[i - 1]!))) return 'stores.week.errors.overlap';
  return null;
}

/** The week as the API takes it. */
export const weekBody = (week: readonly DraftRange[][]): StoreWeekday[] =>
  week.map((ranges, day) => ({ day, ranges: ranges.map((r) => ({ opening_time: r.opening, closing_time: closingOf(r) })) }));

/** A weekday's name in `language` (0 = Sunday): 2026-11-22 was a Sunday. */
export const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + day)));
