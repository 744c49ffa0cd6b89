import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export interface AuditFilters {
  entity: string;
  /** The row's id (an order's number, an item's id…), exact. */
  entityId: string;
  /** Changes by one person: their id and name (shown on the filter). */
  actor: { id: number; name: string } | null;
  /** Local days (YYYY-MM-DD), both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

/** The instant a local day starts, `days` after the given one. */
const dayStart = (day: string, days = 0) => {
  const at = new Date(`${day}T00:00:00`);
  at.setDate(at.getDate() + days);
  return at.toISOString();
};

/** A page of the audit log, newest first, narrowed by kind of row, row, who made the change and the days it was made on. */
export function useAuditLog(filters: AuditFilters) {
  const query = new URLSearchParams({ limit: '25', offset: String(filters.page) });
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.entityId.trim()) query.set('entity_id', filters.entityId.trim());
  if (filters.actor) query.set('operator_id', String(filters.actor.id));
  if (filters.from) query.set('from', dayStart(filters.from));
  if (filters.to) query.set('to', dayStart(filters.to, 1));
  return useQuery({
    queryKey: ['audit', query.toString()],
    queryFn: ({ signal }) => api.get<AuditPage>(`console/audit?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
