import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleItem } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys, retryUnanswered } from './menu-keys';

export const getMenuItem = (storeId: number, itemId: number, signal?: AbortSignal) => api.get<ConsoleItem>(itemsPath(storeId, `/${itemId}`), { signal });

export const menuItemQueryOptions = (storeId: number, itemId: number) =>
  queryOptions({ queryKey: menuKeys.item(storeId, itemId), queryFn: ({ signal }) => getMenuItem(storeId, itemId, signal), retry: retryUnanswered });

/** One item as the editor shows it; never refetched behind the editor's back (a save names the version it read). */
export const useMenuItem = (storeId: number, itemId: number | null) =>
  useQuery({ ...menuItemQueryOptions(storeId, itemId ?? 0), enabled: itemId !== null, staleTime: Infinity });
