import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export interface AuditFilters {
  entity: string;
  page: number;
}

/** A page of the audit log, newest first, optionally of one kind of row (order, item, store, operator...). */
export const useAuditLog = ({ entity, page }: AuditFilters) =>
  useQuery({
    queryKey: ['audit', entity, page],
    queryFn: ({ signal }) => api.get<AuditPage>(`console/audit?limit=25&offset=${page}${entity ? `&entity=${encodeURIComponent(entity)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
