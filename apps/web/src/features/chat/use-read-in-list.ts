import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationPage } from '@storefront/contract';
import { useToken } from '@/lib/session';
import { chatKeys } from './chat-keys';

/**
 * Reading a thread marks the party's messages seen on the server: when the list (and the header's
 * badge, the same query) still counts them unread, it asks again.
 */
export function useReadInList(conversationId: number | undefined, readAt: number): void {
  const client = useQueryClient();
  const token = useToken();
  useEffect(() => {
    if (!conversationId || !readAt) return;
    const key = chatKeys.conversations(token);
    const list = client.getQueryData<InfiniteData<ConversationPage>>(key);
    const unread = list?.pages.some((page) => page.conversations.some((c) => c.id === conversationId && c.unread_message_count > 0));
    if (unread) void client.invalidateQueries({ queryKey: key });
  }, [client, token, conversationId, readAt]);
}
