import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleBanner, ConsoleBannerCreate, ConsoleBannerPage, ConsoleBannerUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const BANNERS_PAGE_SIZE = 20;

export interface BannerFilters {
  /** 0: every module. */
  moduleId: number;
  on: 'all' | 'on' | 'off';
  page: number;
}

const bannerKeys = { all: ['banners'] as const, list: (f: BannerFilters) => ['banners', f.moduleId, f.on, f.page] as const };

/** A page of the home banners, newest first, of a module and on or off when asked. */
export function useBanners(filters: BannerFilters) {
  const query = new URLSearchParams({ limit: String(BANNERS_PAGE_SIZE), offset: String((filters.page - 1) * BANNERS_PAGE_SIZE) });
  if (filters.moduleId) query.set('module_id', String(filters.moduleId));
  if (filters.on !== 'all') query.set('on', String(filters.on === 'on'));
  return useQuery({
    queryKey: bannerKeys.list(filters),
    queryFn: ({ signal }) => api.get<ConsoleBannerPage>(`console/banners?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A saved banner: the lists read again (its place in them may have changed). */
function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bannerKeys.all });
}

export function useCreateBanner() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleBannerCreate) => api.post<ConsoleBanner>('console/banners', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the banner now and the fields changed since. */
export function useUpdateBanner() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleBannerUpdate }) => api.put<ConsoleBanner>(`console/banners/${id}`, body), onSuccess: saved });
}

/** A new picture for the banner, as multipart/form-data, with the version read. */
export function useUploadBannerImage() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, version, file }: { id: number; version: number; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<ConsoleBanner>(`console/banners/${id}/image`, form);
    },
    onSuccess: saved,
  });
}
