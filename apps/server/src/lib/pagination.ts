export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export interface PageWindow {
  limit: number;
  offset: number;
  /** Rows to skip in SQL. */
  skip: number;
}

/** The spec's paging: offset is a page number starting at 1. */
export function pageWindow(query: { limit?: number; offset?: number }, defaultLimit = DEFAULT_LIMIT): PageWindow {
  const limit = Math.min(Math.max(query.limit ?? defaultLimit, 1), MAX_LIMIT);
  const offset = Math.max(query.offset ?? 1, 1);
  return { limit, offset, skip: (offset - 1) * limit };
}
