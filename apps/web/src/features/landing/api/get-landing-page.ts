import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingPage } from '@storefront/contract';
import { api } from '@/lib/api-client';

export const getLandingPage = () => api.get<LandingPage>('react-landing-page');

export const landingPageQueryOptions = () =>
  queryOptions({ queryKey: ['landing-page'], queryFn: getLandingPage, staleTime: 5 * 60_000 });

export const useLandingPage = () => useQuery(landingPageQueryOptions());
