/** An amount in the business's currency (its ISO code, when known), written the way `language` writes it. */
export function formatMoney(amount: number, language: string, currency: string | undefined): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
    } catch {
      // Not an ISO code the browser knows: the code before the number.
      return `${currency} ${amount.toFixed(2)}`;
    }
  }
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A calendar day (YYYY-MM-DD) in `language`: `short` (day and month) for chart labels, else with the year. */
export function formatDay(date: string, language: string, short = false): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const options: Intl.DateTimeFormatOptions = short ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(at);
}

/** A moment (ISO date-time) in `language`, day and time, in the device's time zone. */
export function formatDateTime(at: string, language: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Today in the browser's calendar (YYYY-MM-DD): a new offer's or campaign's first day until changed. */
export const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
