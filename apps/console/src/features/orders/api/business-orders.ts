import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleBusinessOrderMove, ConsoleOrderChanged, ConsoleOrderCourier, ConsoleOrderDetails, ConsoleOrderPage,
} from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const BUSINESS_ORDERS_PAGE_SIZE = 25;

/** The list's filters as the page keeps them; '' is "any". */
export interface BusinessOrderFilters {
  status: string;
  storeId: string;
  /** The chosen store's name, shown in its picker (not sent). */
  storeName: string;
  zoneId: string;
  moduleId: string;
  from: string;
  to: string;
  paymentMethod: string;
  paymentStatus: string;
  search: string;
  page: number;
}

/** Each filter's name in the page's address, the same as the API's where the API takes it. */
export const FILTER_PARAMS = {
  status: 'status', storeId: 'store_id', storeName: 'store', zoneId: 'zone_id', moduleId: 'module_id', from: 'from', to: 'to',
  paymentMethod: 'payment_method', paymentStatus: 'payment_status', search: 'search',
} as const satisfies Record<Exclude<keyof BusinessOrderFilters, 'page'>, string>;

export const NO_FILTERS: BusinessOrderFilters = {
  status: '', storeId: '', storeName: '', zoneId: '', moduleId: '', from: '', to: '', paymentMethod: '', paymentStatus: '', search: '', page: 1,
};

const keys = { all: ['business-orders'] as const, one: (id: number) => ['business-orders', 'one', id] as const };

/** A search the server takes: an order id, or three characters at least (fewer would match too much). */
const searchable = (text: string) => (/^#?\d+$/.test(text.trim()) || text.trim().length >= 3 ? text.trim() : '');

/** The query string of the filters (those set), with the page's window. */
export function ordersQuery(f: BusinessOrderFilters): string {
  const q = new URLSearchParams({ limit: String(BUSINESS_ORDERS_PAGE_SIZE), offset: String((f.page - 1) * BUSINESS_ORDERS_PAGE_SIZE) });
  for (const [key, param] of Object.entries(FILTER_PARAMS)) {
    const value = key === 'search' ? searchable(f.search) : key === 'storeName' ? '' : f[key as keyof typeof FILTER_PARAMS];
    if (value) q.set(param, value);
  }
  return q.toString();
}

/** A page of every store's orders, newest first, by the filters. */
export const useBusinessOrders = (filters: BusinessOrderFilters) => {
  const query = ordersQuery(filters);
  return useQuery({
    queryKey: [...keys.all, 'page', query],
    queryFn: ({ signal }) => api.get<ConsoleOrderPage>(`console/orders?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** An order with its lines, customer, history, payment, refund request and the moves allowed now. */
export const useBusinessOrder = (orderId: number) =>
  useQuery({ queryKey: keys.one(orderId), queryFn: ({ signal }) => api.get<ConsoleOrderDetails>(`console/orders/${orderId}`, { signal }) });

/** Moving an order on (or cancelling it), and giving it to a courier: the order and the lists read again. */
export function useBusinessOrderWrites(orderId: number) {
  const client = useQueryClient();
  const settled = () => void client.invalidateQueries({ queryKey: keys.all });
  return {
    move: useMutation({ mutationFn: (body: ConsoleBusinessOrderMove) => api.put<ConsoleOrderChanged>(`console/orders/${orderId}/status`, body), onSettled: settled }),
    assign: useMutation({ mutationFn: (body: ConsoleOrderCourier) => api.put<ConsoleOrderChanged>(`console/orders/${orderId}/courier`, body), onSettled: settled }),
  };
}
