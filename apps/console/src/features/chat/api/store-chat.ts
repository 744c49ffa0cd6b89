import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorConversationPage, OperatorMessageDetails, OperatorMessageSent } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const conversationsOptions = (storeId: number) =>
  queryOptions({
    queryKey: ['chat', storeId, 'list'],
    queryFn: ({ signal }) => api.get<OperatorConversationPage>(`console/stores/${storeId}/messages?limit=50`, { signal }),
  });

export const threadOptions = (storeId: number, id: number) =>
  queryOptions({
    queryKey: ['chat', storeId, 'thread', id],
    queryFn: ({ signal }) => api.get<OperatorMessageDetails>(`console/stores/${storeId}/messages/${id}?limit=50`, { signal }),
  });

/** The store's conversations, newest activity first; read again whenever the store's stream tells of a message. */
export const useConversations = (storeId: number) => useQuery(conversationsOptions(storeId));

/** One conversation's latest messages (reading marks the customer's seen). */
export const useThread = (storeId: number, id: number | null) => useQuery({ ...threadOptions(storeId, id ?? 0), enabled: id !== null });

export function useReply(storeId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<OperatorMessageSent>(`console/stores/${storeId}/messages/${id}`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat', storeId] }),
  });
}
