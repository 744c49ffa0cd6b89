import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportGroup, ReportPeriod } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** What the reports page asks for: a span of days (the server's last 30 unless told), days or weeks, and a grouping of the sales. */
export interface ReportFilters {
  from?: string | undefined;
  to?: string | undefined;
  by: ReportPeriod;
  group: ReportGroup;
}

/** The reports the server answers, by their path. */
export type ReportName = 'sales' | 'delivery-times' | 'cancellations' | 'top-items' | 'customers';

function search(name: ReportName, f: ReportFilters): string {
  const q = new URLSearchParams();
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (name === 'sales' || name === 'delivery-times' || name === 'customers') q.set('by', f.by);
  if (name === 'sales') q.set('group', f.group);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** One report for the filters. */
export function useReport<T>(name: ReportName, filters: ReportFilters) {
  const query = search(name, filters);
  return useQuery({
    queryKey: ['reports', name, query],
    queryFn: ({ signal }) => api.get<T>(`console/reports/${name}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The report as CSV text, from the server. */
export const useReportExport = (name: ReportName, filters: ReportFilters) =>
  useMutation({ mutationFn: () => api.get<string>(`console/reports/${name}/export${search(name, filters)}`) });
