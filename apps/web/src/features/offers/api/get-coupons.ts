import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** Coupons valid today in the zones and module. */
export const getCoupons = (signal?: AbortSignal) => api.get<Coupon[]>('coupon/list', { silent: true, signal });

export const couponsQueryOptions = () => queryOptions({ queryKey: scopedKey('coupons'), queryFn: ({ signal }) => getCoupons(signal) });

export const useCoupons = () => useQuery(couponsQueryOptions());
