import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';
import { api } from '../../../lib/api-client';

export const startTwoFactor = () => api.post<TwoFactorSetup>('console/two-factor/setup');

/**
 * The set-up's secret, asked for once per visit of the page: a query rather than a mutation, so that
 * the page showing twice (a remount, React's strict mode) makes one secret, not two that differ.
 */
export const twoFactorSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'two-factor-setup'],
    queryFn: startTwoFactor,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
  });

/** A new authenticator secret and its otpauth:// address, while the second factor is not on yet. */
export const useTwoFactorSetup = (enabled: boolean) => useQuery({ ...twoFactorSetupQueryOptions(), enabled });
