import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderStoreChoices } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** How many stores the order list's picker offers at once. */
export const STORE_CHOICES = 20;

/** Stores whose name (in any language) holds the text, A to Z, named in the console's language; read only while the picker is open. */
export function useStoreChoices(search: string, open: boolean) {
  const { i18n } = useTranslation();
  const q = new URLSearchParams({ limit: String(STORE_CHOICES) });
  if (search.trim()) q.set('search', search.trim());
  return useQuery({
    queryKey: ['business-orders', 'store-choices', i18n.language, search.trim()],
    queryFn: ({ signal }) => api.get<ConsoleOrderStoreChoices>(`console/orders/store-choices?${q}`, { signal }),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
