import type { OpeningRange, StoreWeekday } from '@storefront/contract';
import { invalid } from '../../lib/errors.js';
import type { OpeningWindow } from '../../lib/schedule.js';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "HH:MM" of a stored time, which may carry seconds. */
const hhmm = (time: string) => time.slice(0, 5);

/** Ranges by opening, those that overlap or touch made one. */
function merged(ranges: OpeningRange[]): OpeningRange[] {
  const out: OpeningRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.opening_time.localeCompare(b.opening_time))) {
    const last = out[out.length - 1];
    if (last && r.opening_time <= last.closing_time) {
      if (r.closing_time > last.closing_time) last.closing_time = r.closing_time;
    } else out.push({ ...r });
  }
  return out;
}

/**
 * Stored windows as the console edits them: seven days, Sunday first, each with its ranges opening
 * before closing. A window running past midnight (closing before opening) is its evening on its day
 * and its morning on the next; a 24-hour day (closing equal to opening) runs 00:00 to 24:00.
 */
export function weekdays(windows: readonly OpeningWindow[]): StoreWeekday[] {
  const days: OpeningRange[][] = [[], [], [], [], [], [], []];
  for (const w of windows) {
    const open = hhmm(w.opening_time);
    const close = hhmm(w.closing_time);
    const day = ((w.day % 7) + 7) % 7;
    if (close > open) days[day]!.push({ opening_time: open, closing_time: close });
    else if (close === open) days[day]!.push({ opening_time: '00:00', closing_time: '24:00' });
    else {
      days[day]!.push({ opening_time: open, closing_time: '24:00' });
      if (close !== '00:00') days[(day + 1) % 7]!.push({ opening_time: '00:00', closing_time: close });
    }
  }
  return days.map((ranges, day) => ({ day, ranges: merged(ranges) }));
}

/**
 * The windows to store for a week the console sends. Each day is given at most once; in each range the
 * store opens before it closes (24:00 closes at the end of the day); a day's ranges do not overlap
 * (one may close when the next opens). A day left out, or without ranges, is closed.
 */
export function weekWindows(days: readonly StoreWeekday[]): OpeningWindow[] {
  const seen = new Set<number>();
  const windows: OpeningWindow[] = [];
  for (const [i, { day, ranges }] of days.entries()) {
    if (seen.has(day)) throw invalid(`${DAY_NAMES[day]} is given twice.`, `days.${i}.day`);
    seen.add(day);
    const sorted = [...ranges].sort((a, b) => a.opening_time.localeCompare(b.opening_time));
    for (const [j, r] of sorted.entries()) {
      if (r.opening_time >= r.closing_time) {
        throw invalid(`${DAY_NAMES[day]}: ${r.opening_time}–${r.closing_time} must open before it closes.`, `days.${i}.ranges`);
      }
      const before = sorted[j - 1];
      if (before && r.opening_time < before.closing_time) {
        throw invalid(`${DAY_NAMES[day]}: ${before.opening_time}–${before.closing_time} and ${r.opening_time}–${r.closing_time} overlap.`, `days.${i}.ranges`);
      }
      windows.push({ day, opening_time: r.opening_time, closing_time: r.closing_time });
    }
  }
  return windows.sort((a, b) => a.day - b.day || a.opening_time.localeCompare(b.opening_time));
}
