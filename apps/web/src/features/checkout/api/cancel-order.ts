import { useMutation } from '@tanstack/react-query';
import type { OrderCancel } from '@storefront/contract';
import { api } from '@/lib/api-client';

export const cancelOrder = (body: OrderCancel) => api.put<{ message: string }>('customer/order/cancel', body);

export const useCancelOrder = () => useMutation({ mutationFn: cancelOrder });
