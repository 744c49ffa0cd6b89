import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSessionList } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const getSessions = (signal?: AbortSignal) => api.get<StaffSessionList>('console/sessions', { signal });

export const sessionsQueryOptions = () => queryOptions({ queryKey: ['operator', 'sessions'], queryFn: ({ signal }) => getSessions(signal) });

/** The person's sessions still signed in, newest first, this one marked. */
export const useSessions = () => useQuery(sessionsQueryOptions());
