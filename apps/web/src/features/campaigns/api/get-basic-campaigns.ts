import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicCampaign } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

export const getBasicCampaigns = (signal?: AbortSignal) => api.get<BasicCampaign[]>('campaigns/basic', { silent: true, signal });

export const basicCampaignsQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('campaigns', 'basic'), queryFn: ({ signal }) => getBasicCampaigns(signal) });

export const useBasicCampaigns = () => useQuery(basicCampaignsQueryOptions());
