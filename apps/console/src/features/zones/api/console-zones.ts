import { useQuery } from '@tanstack/react-query';
import type { ConsoleZone, ConsoleZoneCreate, ConsoleZonePage, ConsoleZoneUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { useVersionedWrites } from '../../../lib/versioned-api';

const keys = { all: ['console-zones'] as const };

/** Every zone with its outline (a business has tens, not thousands): the list and the map beside it. */
export const useConsoleZones = () =>
  useQuery({ queryKey: [...keys.all, 'list'], queryFn: ({ signal }) => api.get<ConsoleZonePage>('console/zones', { signal }) });

/** One zone with its terms, module rates and the zones it overlaps or lies inside. */
export const useConsoleZone = (id: number | null) =>
  useQuery({ queryKey: [...keys.all, 'one', id], queryFn: ({ signal }) => api.get<ConsoleZone>(`console/zones/${id}`, { signal }), enabled: id !== null });

/** Creating and saving zones: the list, the zone and the storefront's zone names read again. */
export const useZoneWrites = () => useVersionedWrites<ConsoleZone, ConsoleZoneCreate, ConsoleZoneUpdate>('console/zones', [keys.all, ['zones']]);
