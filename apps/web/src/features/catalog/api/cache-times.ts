/** How long the client keeps each catalogue list before asking again. */
export const CATEGORIES_STALE_MS = 5 * 60_000;
export const FEATURED_CATEGORIES_STALE_MS = 8 * 60_000;
export const POPULAR_ITEMS_STALE_MS = 5 * 60_000;
export const COMMON_CONDITIONS_STALE_MS = 480_000;
