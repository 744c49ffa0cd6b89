import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleItemPage, ConsoleItemsQuery } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys, retryUnanswered } from './menu-keys';

export const getMenuItems = (storeId: number, query: ConsoleItemsQuery, signal?: AbortSignal) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return api.get<ConsoleItemPage>(`${itemsPath(storeId)}${search.size ? `?${search}` : ''}`, { signal });
};

export const menuItemsQueryOptions = (storeId: number, query: ConsoleItemsQuery, language: string) =>
  queryOptions({
    queryKey: menuKeys.list(storeId, query, language),
    queryFn: ({ signal }) => getMenuItems(storeId, query, signal),
    // The page shown stays while the next one loads (paging, typing a search).
    placeholderData: keepPreviousData,
    retry: retryUnanswered,
  });

/** A page of the store's menu, in the console's language. */
export const useMenuItems = (storeId: number, query: ConsoleItemsQuery) => useQuery(menuItemsQueryOptions(storeId, query, useTranslation().i18n.language));
