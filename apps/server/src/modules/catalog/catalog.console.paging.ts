import { ITEM_COUNT_CAP, SEARCH_COUNT_CAP } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { searchWords, type SearchTerms } from '../../db/search.js';
import type { PageWindow } from '../../lib/pagination.js';
import { menuCount, menuIds, menuIdsCounted, narrowed, type MenuFilter } from './catalog.console.repository.js';

/** Words of a search that count; a last word of two letters or more also matches words it starts. */
const SEARCH_WORDS = 6;

/** A console search as the full-text index takes it: every word must match, the last one as a prefix. */
export function menuSearchTerms(text: string | undefined): SearchTerms | null {
  const words = searchWords(text ?? '').slice(0, SEARCH_WORDS);
  if (words.length === 0) return null;
  const last = words.length - 1;
  return {
    groups: words.map((w, i) => (i === last && w.length >= 2 ? { words: [], prefix: w } : { words: [w], prefix: null })),
    text: words.join(' '),
  };
}

/** How a list reads its rows: a page of the filter's in one statement, or those of given ids. */
export interface ListRows<R extends { id: number }> {
  page(filter: MenuFilter, limit: number, skip: number): Promise<R[]>;
  byIds(ids: readonly number[]): Promise<R[]>;
}

/** The rows of `ids`, in their order. */
export async function inOrder<R extends { id: number }>(ids: readonly number[], read: ListRows<R>['byIds']): Promise<R[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read(ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * When a search of every item is probed (see MatchUse): when more than PROBED_ABOVE rows match, a share of 2 %
 * or more at 100,000 items, and the page reaches no further than PROBED_REACH rows into them. A probe
 * walks the index until the page is filled, about reach / share rows (at most some 10,000 then); fewer
 * matches, or a deeper page, are sorted (at most a few thousand rows). Counting this far costs less
 * than sorting a common word's matches.
 */
export const PROBED_ABOVE = 2000;
const PROBED_REACH = 200;

/**
 * A page of a console item list (a store's menu, the admin's items): the page's ids from the
 * narrowing's or the sort's index, then their rows. The matches are counted up to ITEM_COUNT_CAP, or
 * SEARCH_COUNT_CAP for a search (total_exact false beyond it, unless the page is the last, which tells
 * the count). A list reads its page and its count side by side, each from its index. A search of every
 * item is counted first from the index of names, further than it tells (PROBED_ABOVE); then few matches
 * are sorted for the page and many are probed as the sort's index is read. A narrowed search reads its
 * fewer matches once, sorted and counted together. A page costs the same over a hundred items or a hundred thousand.
 */
export async function filteredPage<R extends { id: number }>(
  db: Kysely<Database>, filter: MenuFilter, page: PageWindow, read: ListRows<R>,
): Promise<{ rows: R[]; total_size: number; total_exact: boolean }> {
  let rows: R[];
  let counted: number;
  let cap: number;
  if (!filter.terms) {
    [rows, counted] = await Promise.all([read.page(filter, page.limit, page.skip), menuCount(db, filter, ITEM_COUNT_CAP)]);
    cap = ITEM_COUNT_CAP;
  } else {
    let ids: number[];
    ({ ids, counted } = await searchPage(db, filter, page));
    rows = await inOrder(ids, (wanted) => read.byIds(wanted));
    cap = SEARCH_COUNT_CAP;
  }
  const last = rows.length < page.limit && rows.length > 0;
  return { rows, total_size: last ? page.skip + rows.length : Math.min(counted, cap), total_exact: last || counted <= cap };
}

/** A search's page of ids and how many items match it (at least as far as SEARCH_COUNT_CAP + 1), as filteredPage tells. */
async function searchPage(db: Kysely<Database>, filter: MenuFilter, page: PageWindow): Promise<{ ids: number[]; counted: number }> {
  if (narrowed(filter)) {
    const { ids, counted } = await menuIdsCounted(db, filter, page.limit, page.skip);
    return { ids, counted: counted ?? await menuCount(db, filter, SEARCH_COUNT_CAP) };
  }
  const counted = await menuCount(db, filter, PROBED_ABOVE);
  const many = counted > PROBED_ABOVE;
  if (!many && page.skip >= counted) return { ids: [], counted };
  return { ids: await menuIds(db, filter, page.limit, page.skip, many && page.skip + page.limit <= PROBED_REACH ? 'probe' : 'matches'), counted };
}

/** No rows: a category filter that names no category of the module. */
export const NO_ROWS = { rows: [], total_size: 0, total_exact: true } as const;
