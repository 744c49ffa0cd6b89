import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleSession } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';
import { api } from '../../../lib/api-client';

export const getMe = (signal?: AbortSignal) => api.get<ConsoleSession>('console/me', { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    // A refused session is final (the API client has already ended it); other failures may pass.
    retry: (failures, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
  });

/** The signed-in staff member with the roles held, loaded when the console starts with a stored session. */
export const useMe = () => useQuery(meQueryOptions());
