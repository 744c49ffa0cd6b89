import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCourier, ConsoleCourierPage, CourierStatus } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const COURIERS_PAGE_SIZE = 25;

export interface CourierFilters {
  search: string;
  status: CourierStatus | 'all';
  page: number;
}

const keys = { all: ['couriers-console'] as const };

/** A page of the couriers, newest first, with their state, zones and shift. */
export function useCouriers(filters: CourierFilters) {
  const query = new URLSearchParams({ limit: String(COURIERS_PAGE_SIZE), offset: String((filters.page - 1) * COURIERS_PAGE_SIZE) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status !== 'all') query.set('status', filters.status);
  return useQuery({
    queryKey: [...keys.all, filters.search.trim(), filters.status, filters.page],
    queryFn: ({ signal }) => api.get<ConsoleCourierPage>(`console/couriers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What can be done to a courier: approve, refuse, deactivate, activate. */
export type CourierAction = 'approve' | 'refuse' | 'deactivate' | 'activate';

export function useCourierAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CourierAction }) => api.put<ConsoleCourier>(`console/couriers/${id}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCourierZones() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zoneIds }: { id: number; zoneIds: number[] }) => api.put<ConsoleCourier>(`console/couriers/${id}/zones`, { zone_ids: zoneIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
