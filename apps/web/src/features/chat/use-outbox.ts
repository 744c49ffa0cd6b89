import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDetails, MessageSent } from '@storefront/contract';
import type { PickedPhoto } from '@storefront/ui/form/photo-picker';
import { useToken } from '@/lib/session';
import { sendMessage } from './api/send-message';
import { chatKeys, type ChatTarget } from './chat-keys';

/** A message on its way: shown at once with a spinner, or failed with a retry. */
export interface PendingMessage {
  key: number;
  message: string;
  photos: PickedPhoto[];
  status: 'sending' | 'failed';
  createdAt: string;
}

let nextKey = 1;

/** Adds what the server answered to the thread's newest page, so the bubble stays put until the refetch. */
function withSent(data: InfiniteData<MessageDetails> | undefined, sent: MessageSent): InfiniteData<MessageDetails> | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const page = { ...first, conversation: sent.conversation, total_size: first.total_size + 1, messages: [sent.chat, ...first.messages] };
  return { ...data, pages: [page, ...rest] };
}

/** The thread's outgoing messages: send, keep failed ones for a retry, and refresh the list once delivered. */
export function useOutbox(target: ChatTarget, orderId: number | null) {
  const client = useQueryClient();
  const token = useToken();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const update = (key: number, change: Partial<PendingMessage> | null) =>
    setPending((list) => (change ? list.map((m) => (m.key === key ? { ...m, ...change } : m)) : list.filter((m) => m.key !== key)));

  const deliver = async (item: PendingMessage) => {
    try {
      const sent = await sendMessage({ target, message: item.message, images: item.photos.map((p) => p.file), orderId });
      client.setQueryData(chatKeys.thread(token, target), (data: InfiniteData<MessageDetails> | undefined) => withSent(data, sent));
      update(item.key, null);
      item.photos.forEach((p) => p.preview && URL.revokeObjectURL(p.preview));
      void client.invalidateQueries({ queryKey: chatKeys.conversations(token) });
      void client.invalidateQueries({ queryKey: chatKeys.searches });
    } catch {
      update(item.key, { status: 'failed' });
    }
  };

  const send = (message: string, photos: PickedPhoto[]) => {
    const item: PendingMessage = { key: nextKey++, message, photos, status: 'sending', createdAt: new Date().toISOString() };
    setPending((list) => [...list, item]);
    void deliver(item);
  };
  const retry = (item: PendingMessage) => {
    update(item.key, { status: 'sending' });
    void deliver({ ...item, status: 'sending' });
  };
  return { pending, send, retry };
}
