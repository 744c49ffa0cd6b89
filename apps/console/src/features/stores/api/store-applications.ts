import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleStoreApplication, ConsoleStoreApplicationApprove, ConsoleStoreApplicationPage, ConsoleStoreApplicationReject, StoreApplicationDocument, StoreApplicationState,
} from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { storeKeys } from './manage-stores';

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationFilters {
  state: StoreApplicationState | 'all';
  search: string;
  page: number;
}

const applicationKeys = { all: ['store-applications'] as const, list: (f: ApplicationFilters) => ['store-applications', f.state, f.search, f.page] as const };

/** A page of the applications to open a store: pending ones first, then newest; in a state and by part of a name, email or phone when asked. */
export function useStoreApplications(filters: ApplicationFilters) {
  const query = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_SIZE), offset: String((filters.page - 1) * APPLICATIONS_PAGE_SIZE) });
  if (filters.state !== 'all') query.set('state', filters.state);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: applicationKeys.list(filters),
    queryFn: ({ signal }) => api.get<ConsoleStoreApplicationPage>(`console/store-applications?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A decided application: the lists read again (its state moved), and the stores' list too when a store was made. */
function useDecided() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    void queryClient.invalidateQueries({ queryKey: storeKeys.all });
  };
}

/** A decision names the version read: a 409 (ApiAnswerError) carries the application now (decided by someone else, or changed). */
export function useApproveApplication() {
  const decided = useDecided();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsoleStoreApplicationApprove }) => api.post<ConsoleStoreApplication>(`console/store-applications/${id}/approve`, body),
    onSuccess: decided,
  });
}

export function useRejectApplication() {
  const decided = useDecided();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsoleStoreApplicationReject }) => api.post<ConsoleStoreApplication>(`console/store-applications/${id}/reject`, body),
    onSuccess: decided,
  });
}

/** Reads one of an application's documents through the authorised route and hands it to the browser to save. */
export async function downloadApplicationDocument(applicationId: number, document: StoreApplicationDocument): Promise<void> {
  downloadBlob(document.name, await api.file(`console/store-applications/${applicationId}/documents/${document.position}`));
}
