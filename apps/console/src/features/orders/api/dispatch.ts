import type { ConsoleDispatch } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** The dispatch map's data: all of it (no `since`), or what changed since the last answer's `at`; of one zone when named. */
export function getDispatch(since: string | null, signal?: AbortSignal, zoneId?: number): Promise<ConsoleDispatch> {
  const q = new URLSearchParams();
  if (since) q.set('since', since);
  if (zoneId) q.set('zone_id', String(zoneId));
  return api.get<ConsoleDispatch>(`console/dispatch${q.size ? `?${q}` : ''}`, { signal });
}
