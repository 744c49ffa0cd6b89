/** Display rules for catalogue numbers and text; pure so they are easy to test. */

/** Metres to "1.6 km"; anything beyond 1000 km reads "1k+ km". Null when the distance is unknown. */
export function formatDistance(metres: number | null | undefined): string | null {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return null;
  const km = metres / 1000;
  if (km > 1000) return '1k+ km';
  return `${km < 100 ? km.toFixed(1) : Math.round(km)} km`;
}

/** Ratings show one decimal: 4 reads "4.0". */
export const formatRating = (rating: number): string => (Number.isFinite(rating) ? Math.min(Math.max(rating, 0), 5) : 0).toFixed(1);

export const TRUNCATE_AT = 70;

/** The first `limit` characters (whole code points) and an ellipsis, or null when the text fits. */
export function truncateText(text: string, limit = TRUNCATE_AT): string | null {
  const chars = Array.from(text);
  if (chars.length <= limit) return null;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Remaining time as DD:HH:MM:SS; null once it has run out. */
export function formatCountdown(remainingMs: number): string | null {
  if (!(remainingMs > 0)) return null;
  const total = Math.floor(remainingMs / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return [days, hours, minutes, total % 60].map(pad).join(':');
}

/** "13:05" to "01:05 PM" (hh:mm a); other text is returned as it came. */
export function formatTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (hours > 23) return hhmm;
  return `${pad(hours % 12 || 12)}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
