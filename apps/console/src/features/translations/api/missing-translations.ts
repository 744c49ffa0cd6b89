import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MissingTranslationsPage, TranslationKind } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

export const TRANSLATIONS_PAGE_SIZE = 20;

export interface TranslationFilters {
  kind: TranslationKind | 'all';
  lang: 'ar' | 'fr' | 'all';
  search: string;
  page: number;
}

const translationKeys = { list: (f: TranslationFilters) => ['translations', 'missing', f.kind, f.lang, f.search, f.page] as const };

/** A page of the customer-visible texts lacking Arabic or French, of a kind and a language when asked, with the counts per kind. */
export function useMissingTranslations(filters: TranslationFilters) {
  const query = new URLSearchParams({ limit: String(TRANSLATIONS_PAGE_SIZE), offset: String(filters.page) });
  if (filters.kind !== 'all') query.set('kind', filters.kind);
  if (filters.lang !== 'all') query.set('lang', filters.lang);
  if (filters.search.trim()) query.set('q', filters.search.trim());
  return useQuery({
    queryKey: translationKeys.list(filters),
    queryFn: ({ signal }) => api.get<MissingTranslationsPage>(`console/translations/missing?${query}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
