import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleRefund, ConsoleRefundApprove, ConsoleRefundPage, ConsoleRefundRefuse } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const REFUNDS_PAGE_SIZE = 25;

export interface RefundFilters {
  status: '' | 'pending' | 'approved' | 'rejected';
  page: number;
}

const keys = { all: ['refunds'] as const };

export const useRefunds = (filters: RefundFilters) => {
  const q = new URLSearchParams({ limit: String(REFUNDS_PAGE_SIZE), offset: String((filters.page - 1) * REFUNDS_PAGE_SIZE) });
  if (filters.status) q.set('status', filters.status);
  return useQuery({
    queryKey: [...keys.all, filters.status, filters.page],
    queryFn: ({ signal }) => api.get<ConsoleRefundPage>(`console/refunds?${q}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export type RefundDecision = { refundId: number } & ({ approve: ConsoleRefundApprove } | { refuse: ConsoleRefundRefuse });

/** Approving (wallet or gateway) or refusing (with a reason): the refunds and the business's orders read again. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: RefundDecision) => ('approve' in d
      ? api.put<ConsoleRefund>(`console/refunds/${d.refundId}/approve`, d.approve)
      : api.put<ConsoleRefund>(`console/refunds/${d.refundId}/refuse`, d.refuse)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['business-orders'] });
    },
  });
}
