import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleParcelCategory, ConsoleParcelCategoryCreate, ConsoleParcelCategoryPage, ConsoleParcelCategoryUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const PARCEL_CATEGORIES_PAGE_SIZE = 25;

export interface ParcelCategoryFilters {
  on: 'all' | 'on' | 'off';
  search: string;
  page: number;
}

const keys = { all: ['parcel-categories'] as const };

/** A page of the parcel categories in the sender's order, found by part of the name, on or off when asked. */
export function useParcelCategories(filters: ParcelCategoryFilters) {
  const query = new URLSearchParams({ limit: String(PARCEL_CATEGORIES_PAGE_SIZE), offset: String((filters.page - 1) * PARCEL_CATEGORIES_PAGE_SIZE) });
  if (filters.on !== 'all') query.set('on', String(filters.on === 'on'));
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: [...keys.all, filters.on, filters.search.trim(), filters.page],
    queryFn: ({ signal }) => api.get<ConsoleParcelCategoryPage>(`console/parcel-categories?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateParcelCategory() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleParcelCategoryCreate) => api.post<ConsoleParcelCategory>('console/parcel-categories', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the category now and the fields changed since. */
export function useUpdateParcelCategory() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsoleParcelCategoryUpdate }) => api.put<ConsoleParcelCategory>(`console/parcel-categories/${id}`, body),
    onSuccess: saved,
  });
}

/** A new picture, as multipart/form-data, with the version read. */
export function useUploadParcelPicture() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<ConsoleParcelCategory>(`console/parcel-categories/${id}/image`, form);
    },
    onSuccess: saved,
  });
}
