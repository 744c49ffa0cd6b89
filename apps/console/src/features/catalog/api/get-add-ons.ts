import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleAddOnList } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { addOnsPath, menuKeys, retryUnanswered } from './menu-keys';

export const getAddOns = (storeId: number, signal?: AbortSignal) => api.get<ConsoleAddOnList>(addOnsPath(storeId), { signal });

export const addOnsQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: menuKeys.addOns(storeId), queryFn: ({ signal }) => getAddOns(storeId, signal), retry: retryUnanswered });

/** The store's add-ons with their names in every language and how many items offer each. */
export const useAddOns = (storeId: number) => useQuery(addOnsQueryOptions(storeId));
