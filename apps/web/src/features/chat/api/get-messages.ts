import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { MessageDetails } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { useToken } from '@/lib/session';
import { chatKeys, targetQuery, type ChatTarget } from '../chat-keys';

export const MESSAGES_PAGE_SIZE = 20;

/** Newest first: page 2 holds older messages than page 1. Reading marks the party's messages seen. */
export const getMessages = (target: ChatTarget, offset: number, signal?: AbortSignal) =>
  api.get<MessageDetails>('customer/message/details', {
    query: { ...targetQuery(target), limit: MESSAGES_PAGE_SIZE, offset },
    silent: true,
    signal,
  });

export const messagesInfiniteOptions = (token: string | null, target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(token, target),
    queryFn: token ? ({ pageParam, signal }) => getMessages(target, pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<MessageDetails>((page) => page.messages),
    // Opening a thread always shows what arrived meanwhile.
    staleTime: 0,
  });

export const useMessages = (target: ChatTarget) => useInfiniteQuery(messagesInfiniteOptions(useToken(), target));
