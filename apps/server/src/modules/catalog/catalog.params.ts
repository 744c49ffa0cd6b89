import { LIST_FILTERS, type ListFilter } from '@storefront/contract';

/** "[1,2]", "1,2" or "1" (already checked by the schema's pattern) as distinct ids; anything else names none. */
export function parseIdList(text: string | undefined): number[] {
  if (!text) return [];
  return [...new Set(text.replace(/[[\]\s]/g, '').split(',').filter(Boolean).map(Number).filter(Number.isInteger))];
}

/** The spec's filter options, sent as one value, "a,b" or a JSON array; "all" is no filter. */
export function parseFilters(text: string | undefined): Set<ListFilter> {
  const words = (text ?? '').replace(/[[\]"\s]/g, '').split(',');
  return new Set(words.filter((w): w is ListFilter => w !== 'all' && (LIST_FILTERS as readonly string[]).includes(w)));
}
