import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhyChoose } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** The parcel home's "Why choose us" slides. */
export const getWhyChoose = (signal?: AbortSignal) => api.get<WhyChoose>('other-banners/why-choose', { silent: true, signal });

export const whyChooseQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('parcel', 'why-choose'), queryFn: ({ signal }) => getWhyChoose(signal), staleTime: 5 * 60_000 });

export const useWhyChoose = () => useQuery(whyChooseQueryOptions());
