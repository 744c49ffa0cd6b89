import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { useToken } from '@/lib/session';
import { chatKeys } from '../chat-keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** Newest activity first, with unread_total over all conversations (the header's badge). */
export const getConversations = (offset: number, signal?: AbortSignal) =>
  api.get<ConversationPage>('customer/message/list', { query: { limit: CONVERSATIONS_PAGE_SIZE, offset }, silent: true, signal });

/** Guests have no chat: no token, no call. */
export const conversationsInfiniteOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(token),
    queryFn: token ? ({ pageParam, signal }) => getConversations(pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<ConversationPage>((page) => page.conversations),
  });

export const useConversations = () => useInfiniteQuery(conversationsInfiniteOptions(useToken()));

/** The header's chat badge: the first page already carries the total of unread messages. */
export const useUnreadTotal = (token: string | null) =>
  useInfiniteQuery({ ...conversationsInfiniteOptions(token), select: (data) => data.pages[0]?.unread_total ?? 0 }).data ?? 0;
