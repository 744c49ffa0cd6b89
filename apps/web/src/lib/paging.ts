/** Pages: `offset` is the page number from 1, and a page without rows ends the list. */
export interface PageOf {
  total_size: number;
  limit: number;
  offset: number;
}

export const FIRST_PAGE = 1;

/**
 * The next page to ask for, or undefined when done: an empty page stops, and so does
 * reaching total_size (no need to ask for the empty page then).
 */
export function nextPage<P extends PageOf>(rows: (page: P) => readonly unknown[] | undefined) {
  return (last: P, all: P[], lastParam: number): number | undefined => {
    if ((rows(last) ?? []).length === 0) return undefined;
    const loaded = all.reduce((n, page) => n + (rows(page) ?? []).length, 0);
    return loaded >= last.total_size ? undefined : lastParam + 1;
  };
}

/** Rows of all pages in order, each id once (a row may move to a later page between requests). */
export function uniqueById<T extends { id: number }>(pages: readonly (readonly T[] | undefined)[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages) {
    for (const row of page ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}
