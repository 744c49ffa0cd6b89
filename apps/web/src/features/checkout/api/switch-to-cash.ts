import { useMutation } from '@tanstack/react-query';
import type { OrderPaymentMethod } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** After a failed digital payment: pay the order in cash on delivery instead. */
export const switchToCash = (body: Omit<OrderPaymentMethod, 'payment_method'>) =>
  api.post<{ message: string }>('customer/order/payment-method', { ...body, payment_method: 'cash_on_delivery' });

export const useSwitchToCash = () => useMutation({ mutationFn: switchToCash });
