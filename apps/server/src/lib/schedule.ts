/** One opening window of a weekly schedule: day 0 = Sunday; closing before opening runs past midnight. */
export interface OpeningWindow {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface LocalTime {
  day: number;
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Recent answers of each time zone by minute since the epoch: every card of a page asks for the same
 * minute, and an order for the minute of its slot beside it.
 */
const recent = new Map<string, Map<number, LocalTime>>();
const RECENT_MINUTES = 16;

/** The weekday and minute of the day at `at` on the wall clocks of `timeZone`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  // Time zone offsets are whole minutes, so one UTC minute is one local minute.
  const minute = Math.floor(at.getTime() / 60_000);
  let minutes = recent.get(timeZone);
  if (!minutes) {
    minutes = new Map();
    recent.set(timeZone, minutes);
  }
  const known = minutes.get(minute);
  if (known) return { ...known };
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(at).map((p) => [p.type, p.value]));
  const local = { day: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  if (minutes.size >= RECENT_MINUTES) minutes.clear();
  minutes.set(minute, local);
  return { ...local };
}

export function toMinutes(hhmm: string): number {
  // Stored times are "HH:MM" or "HH:MM:SS": read from their digits, without splitting the text.
  const h1 = hhmm.charCodeAt(0) - 48, h2 = hhmm.charCodeAt(1) - 48, m1 = hhmm.charCodeAt(3) - 48, m2 = hhmm.charCodeAt(4) - 48;
  if (hhmm.charCodeAt(2) === 58 && (hhmm.length === 5 || hhmm.charCodeAt(5) === 58)
    && h1 >= 0 && h1 <= 9 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 9 && m2 >= 0 && m2 <= 9) {
    return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
  }
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether a window of `day` covers the local time, including the part of an overnight window after midnight. */
function covers(w: OpeningWindow, at: LocalTime): boolean {
  const open = toMinutes(w.opening_time);
  const close = toMinutes(w.closing_time);
  if (close > open) return w.day === at.day && at.minutes >= open && at.minutes < close;
  if (close === open) return w.day === at.day; // a 24-hour day
  if (w.day === at.day && at.minutes >= open) return true;
  return (w.day + 1) % 7 === at.day && at.minutes < close;
}

export function isOpenAt(windows: readonly OpeningWindow[], timeZone: string, at: Date): boolean {
  const local = localTime(at, timeZone);
  return windows.some((w) => covers(w, local));
}

/** Whether a daily HH:mm range (possibly past midnight) holds the local minute. */
export function withinDailyRange(starts: string, ends: string, minutes: number): boolean {
  return withinMinutes(toMinutes(starts), toMinutes(ends), minutes);
}

/** withinDailyRange on minutes of the day: equal ends are all day, a close before the open runs past midnight. */
export function withinMinutes(open: number, close: number, minutes: number): boolean {
  if (close === open) return true;
  return close > open ? minutes >= open && minutes <= close : minutes >= open || minutes <= close;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  let fmt = dateFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, fmt);
  }
  return fmt.format(at);
}
