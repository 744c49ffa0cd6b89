import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleBrand, ConsoleBrandCreate, ConsoleBrandPage, ConsoleBrandUpdate, ConsoleCategory, ConsoleCategoryCreate, ConsoleCategoryPage, ConsoleCategoryUpdate,
} from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** Categories of a module are read whole (a module holds far fewer than this), so that the tree shows every root with its sub-categories. */
export const CATEGORIES_READ = 100;
export const BRANDS_PAGE_SIZE = 25;

/** What the console edits here: the two lists behave alike. */
export type Kind = 'categories' | 'brands';
interface Shapes {
  categories: { row: ConsoleCategory; create: ConsoleCategoryCreate; update: ConsoleCategoryUpdate };
  brands: { row: ConsoleBrand; create: ConsoleBrandCreate; update: ConsoleBrandUpdate };
}
export type Row<K extends Kind> = Shapes[K]['row'];

const keys = { all: (kind: Kind) => [kind] as const };

/** A module's categories, by priority then id: every one of them, roots and sub-categories. */
export function useCategories(moduleId: number) {
  const query = new URLSearchParams({ module_id: String(moduleId), limit: String(CATEGORIES_READ) });
  return useQuery({
    queryKey: [...keys.all('categories'), moduleId],
    queryFn: ({ signal }) => api.get<ConsoleCategoryPage>(`console/categories?${query}`, { signal }),
    enabled: moduleId > 0,
  });
}

/** A page of a module's brands by name, found by a part of their name when one is given. */
export function useBrands(filters: { moduleId: number; search: string; page: number }) {
  const query = new URLSearchParams({ module_id: String(filters.moduleId), limit: String(BRANDS_PAGE_SIZE), offset: String((filters.page - 1) * BRANDS_PAGE_SIZE) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: [...keys.all('brands'), filters.moduleId, filters.search.trim(), filters.page],
    queryFn: ({ signal }) => api.get<ConsoleBrandPage>(`console/brands?${query}`, { signal }),
    enabled: filters.moduleId > 0,
    placeholderData: keepPreviousData,
  });
}

/** A saved row: its lists read again (its place in them may have changed). */
function useSaved(kind: Kind) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all(kind) });
}

export function useCreate<K extends Kind>(kind: K) {
  const saved = useSaved(kind);
  return useMutation({ mutationFn: (body: Shapes[K]['create']) => api.post<Row<K>>(`console/${kind}`, body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the row now and the fields changed since. */
export function useUpdate<K extends Kind>(kind: K) {
  const saved = useSaved(kind);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: Shapes[K]['update'] }) => api.put<Row<K>>(`console/${kind}/${id}`, body), onSuccess: saved });
}

/** A new picture, as multipart/form-data, with the version read. */
export function useUploadImage(kind: Kind) {
  const saved = useSaved(kind);
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<Row<Kind>>(`console/${kind}/${id}/image`, form);
    },
    onSuccess: saved,
  });
}
