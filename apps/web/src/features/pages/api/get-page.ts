import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageContent, PageKey } from '@storefront/contract';
import { api } from '@/lib/api-client';

// Silent: a switched-off page answers 404 and is shown as not found, not as a toast.
export const getPage = (key: PageKey) => api.get<PageContent>(`pages/${key}`, { silent: true });

export const pageQueryOptions = (key: PageKey) =>
  queryOptions({ queryKey: ['pages', key], queryFn: () => getPage(key), staleTime: 5 * 60_000 });

/** `enabled: false` when the configuration already says the page is switched off. */
export const usePage = (key: PageKey, { enabled = true } = {}) => useQuery({ ...pageQueryOptions(key), enabled });
