import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { HEADERS, type Module, type StoreApplicationReceived } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** An application to open a store, sent as a form with its documents; its refusals are shown under the fields. */
export const applyStore = (form: FormData) => api.post<StoreApplicationReceived>('store-applications', form, { silent: true });

export const useApplyStore = () => useMutation({ mutationFn: applyStore });

/** The modules a store may sell in within a zone: the public module list of that zone, without parcel (which has no stores). */
export const applicationModulesQueryOptions = (zoneId: number | null) =>
  queryOptions({
    queryKey: ['stores', 'application-modules', zoneId],
    queryFn: zoneId
      ? async () => (await api.get<Module[]>('module', { headers: { [HEADERS.zoneId]: JSON.stringify([zoneId]) } })).filter((m) => m.module_type !== 'parcel')
      : skipToken,
    staleTime: 5 * 60_000,
  });

export const useApplicationModules = (zoneId: number | null) => useQuery(applicationModulesQueryOptions(zoneId));
