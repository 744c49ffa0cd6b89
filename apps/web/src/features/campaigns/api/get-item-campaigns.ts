import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** Items on a campaign price, "Just For You" on the home page. */
export const getItemCampaigns = (signal?: AbortSignal) => api.get<Item[]>('campaigns/item', { silent: true, signal });

export const itemCampaignsQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('campaigns', 'item'), queryFn: ({ signal }) => getItemCampaigns(signal) });

export const useItemCampaigns = () => useQuery(itemCampaignsQueryOptions());
