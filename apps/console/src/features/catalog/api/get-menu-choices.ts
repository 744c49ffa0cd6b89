import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleMenuChoices } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys, retryUnanswered } from './menu-keys';

export const getMenuChoices = (storeId: number, signal?: AbortSignal) => api.get<ConsoleMenuChoices>(itemsPath(storeId, '/choices'), { signal });

export const menuChoicesQueryOptions = (storeId: number, language: string) =>
  queryOptions({ queryKey: menuKeys.choices(storeId, language), queryFn: ({ signal }) => getMenuChoices(storeId, signal), staleTime: 5 * 60_000, retry: retryUnanswered });

/** The store's module, its categories and the store's add-ons, named in the console's language. */
export const useMenuChoices = (storeId: number) => useQuery(menuChoicesQueryOptions(storeId, useTranslation().i18n.language));
