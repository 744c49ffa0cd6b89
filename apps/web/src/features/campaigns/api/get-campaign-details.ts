import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicCampaignDetails } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** A running basic campaign with its stores. */
export const getCampaignDetails = (id: string, signal?: AbortSignal) =>
  api.get<BasicCampaignDetails>('campaigns/basic-campaign-details', { query: { basic_campaign_id: id }, silent: true, signal });

export const campaignDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: scopedKey('campaign', id), queryFn: ({ signal }) => getCampaignDetails(id, signal) });

export const useCampaignDetails = (id: string) => useQuery(campaignDetailsQueryOptions(id));
