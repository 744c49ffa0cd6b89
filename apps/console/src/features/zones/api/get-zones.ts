import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ZoneList } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const getZones = (signal?: AbortSignal) => api.get<ZoneList>('zone/list', { signal });

/** The server names zones in the caller's language: the list is kept per language. */
export const zonesQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['zones', 'list', language], queryFn: ({ signal }) => getZones(signal), staleTime: 10 * 60_000 });

/** The active zones with their names in the console's language. */
export const useZones = () => useQuery(zonesQueryOptions(useTranslation().i18n.language));
