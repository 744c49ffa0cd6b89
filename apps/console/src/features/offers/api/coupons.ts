import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCoupon, ConsoleCouponCreate, ConsoleCouponPage, ConsoleCouponUpdate, CouponState } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const COUPONS_PAGE_SIZE = 20;

export interface CouponFilters {
  /** 0: every module. */
  moduleId: number;
  state: CouponState | 'all';
  search: string;
  page: number;
}

const couponKeys = { all: ['coupons'] as const, list: (f: CouponFilters) => ['coupons', f.moduleId, f.state, f.search, f.page] as const };

/** A page of the coupons, newest first, of a module, found by part of the code or title, in a state when asked. */
export function useCoupons(filters: CouponFilters) {
  const query = new URLSearchParams({ limit: String(COUPONS_PAGE_SIZE), offset: String((filters.page - 1) * COUPONS_PAGE_SIZE) });
  if (filters.moduleId) query.set('module_id', String(filters.moduleId));
  if (filters.state !== 'all') query.set('state', filters.state);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) => api.get<ConsoleCouponPage>(`console/coupons?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A saved coupon: the lists read again (its state and place in them may have changed). */
function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: couponKeys.all });
}

export function useCreateCoupon() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleCouponCreate) => api.post<ConsoleCoupon>('console/coupons', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the coupon now and the fields changed since. */
export function useUpdateCoupon() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleCouponUpdate }) => api.put<ConsoleCoupon>(`console/coupons/${id}`, body), onSuccess: saved });
}
