import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const subscribeNewsletter = (email: string) =>
  api.post<{ message: string }>('newsletter/subscribe', { email });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
