import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStaffInvite, ConsoleStaffMember, ConsoleStaffPage, StaffGrantInput, StaffRole } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const STAFF_PAGE_SIZE = 25;

export interface StaffFilters {
  search: string;
  role: StaffRole | 'all';
  active: 'all' | 'active' | 'inactive';
  page: number;
}

const keys = { all: ['staff'] as const };

/** A page of the staff, newest first, with their roles; by the start of a name or email, a role, active or not. */
export function useStaff(filters: StaffFilters) {
  const query = new URLSearchParams({ limit: String(STAFF_PAGE_SIZE), offset: String((filters.page - 1) * STAFF_PAGE_SIZE) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.role !== 'all') query.set('role', filters.role);
  if (filters.active !== 'all') query.set('active', String(filters.active === 'active'));
  return useQuery({
    queryKey: [...keys.all, filters.search.trim(), filters.role, filters.active, filters.page],
    queryFn: ({ signal }) => api.get<ConsoleStaffPage>(`console/staff?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useStaffWrite<V>(call: (vars: V) => Promise<ConsoleStaffMember>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useInviteStaff = () => useStaffWrite((body: ConsoleStaffInvite) => api.post<ConsoleStaffMember>('console/staff', body));
export const useStaffRoles = () => useStaffWrite(({ id, roles }: { id: number; roles: StaffGrantInput[] }) => api.put<ConsoleStaffMember>(`console/staff/${id}/roles`, { roles }));
export const useStaffActive = () => useStaffWrite(({ id, active }: { id: number; active: boolean }) => api.put<ConsoleStaffMember>(`console/staff/${id}/${active ? 'activate' : 'deactivate'}`));
