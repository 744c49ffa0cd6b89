import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorConversationPage, OperatorMessageDetails, OperatorMessageSent } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { chatKey } from '../../../lib/chat-keys';

/**
 * A party's chat calls, `base` naming the party (`chatBase` in lib/chat-keys.ts): the same three calls
 * answer for a store and for a courier. `refreshMs` reads again on a timer and on focus, for a party
 * whose push stream does not tell of messages.
 */
export interface ChatParty {
  base: string;
  refreshMs?: number;
}

/** How often a party without a push stream for messages (a courier, for now) reads its conversations again. */
export const UNPUSHED_REFRESH_MS = 15_000;

const refresh = ({ refreshMs }: ChatParty) => (refreshMs ? { refetchInterval: refreshMs, refetchOnWindowFocus: true } : {});

export const conversationsOptions = (party: ChatParty) =>
  queryOptions({
    queryKey: [...chatKey(party.base), 'list'],
    queryFn: ({ signal }) => api.get<OperatorConversationPage>(`console/${party.base}?limit=50`, { signal }),
    retry: retryUnlessRefused,
    ...refresh(party),
  });

export const threadOptions = (party: ChatParty, id: number) =>
  queryOptions({
    queryKey: [...chatKey(party.base), 'thread', id],
    queryFn: ({ signal }) => api.get<OperatorMessageDetails>(`console/${party.base}/${id}?limit=50`, { signal }),
    retry: retryUnlessRefused,
    ...refresh(party),
  });

/** The party's conversations, newest activity first. */
export const useConversations = (party: ChatParty) => useQuery(conversationsOptions(party));

/** One conversation's latest messages (reading marks the customer's seen). */
export const useThread = (party: ChatParty, id: number | null) => useQuery({ ...threadOptions(party, id ?? 0), enabled: id !== null });

export function useReply(party: ChatParty, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<OperatorMessageSent>(`console/${party.base}/${id}`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(party.base) }),
  });
}
