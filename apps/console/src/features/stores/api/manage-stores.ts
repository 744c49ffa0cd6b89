import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStoreCreate, ConsoleStorePage, ConsoleStoreProfile, ConsoleStoreProfileUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const STORES_PAGE_SIZE = 20;

export interface StoreFilters {
  /** 0: every module or zone. */
  moduleId: number;
  zoneId: number;
  listed: 'all' | 'listed' | 'suspended';
  search: string;
  page: number;
}

export const storeKeys = { all: ['managed-stores'] as const, list: (f: StoreFilters) => ['managed-stores', f.moduleId, f.zoneId, f.listed, f.search, f.page] as const };

/** A page of every store, newest first, by module, zone, listed or suspended and part of its name, address, phone or email. */
export function useManagedStores(filters: StoreFilters) {
  const query = new URLSearchParams({ limit: String(STORES_PAGE_SIZE), offset: String((filters.page - 1) * STORES_PAGE_SIZE) });
  if (filters.moduleId) query.set('module_id', String(filters.moduleId));
  if (filters.zoneId) query.set('zone_id', String(filters.zoneId));
  if (filters.listed !== 'all') query.set('listed', String(filters.listed === 'listed'));
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: storeKeys.list(filters),
    queryFn: ({ signal }) => api.get<ConsoleStorePage>(`console/stores?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A saved store: the lists read again (its place in them may have changed). */
function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: storeKeys.all });
}

export function useCreateStore() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleStoreCreate) => api.post<ConsoleStoreProfile>('console/stores', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the store now and the fields changed since. */
export function useUpdateStoreProfile() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsoleStoreProfileUpdate }) => api.put<ConsoleStoreProfile>(`console/stores/${id}/profile`, body),
    onSuccess: saved,
  });
}
