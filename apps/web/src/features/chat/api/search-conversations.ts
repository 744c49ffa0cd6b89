import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { useToken } from '@/lib/session';
import { chatKeys } from '../chat-keys';
import { CONVERSATIONS_PAGE_SIZE } from './get-conversations';

/** The customer's conversations whose party's name contains `name`. */
export const searchConversations = (name: string, offset: number, signal?: AbortSignal) =>
  api.get<ConversationPage>('customer/message/search-list', { query: { name, limit: CONVERSATIONS_PAGE_SIZE, offset }, silent: true, signal });

export const conversationSearchOptions = (token: string | null, name: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.search(token, name),
    queryFn: token && name ? ({ pageParam, signal }) => searchConversations(name, pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<ConversationPage>((page) => page.conversations),
  });

export const useConversationSearch = (name: string) => useInfiniteQuery(conversationSearchOptions(useToken(), name));
