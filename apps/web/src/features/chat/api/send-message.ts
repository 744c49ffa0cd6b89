import type { MessageSent } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { targetQuery, type ChatTarget } from '../chat-keys';

export interface OutgoingMessage {
  target: ChatTarget;
  message: string;
  images: readonly File[];
  orderId?: number | null;
}

/** POST customer/message/send as multipart: the target's fields, the text, up to three image[] files. */
export function messageForm({ target, message, images, orderId }: OutgoingMessage): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(targetQuery(target))) if (value !== undefined) form.append(key, String(value));
  if (message) form.append('message', message);
  if (orderId) form.append('order_id', String(orderId));
  images.forEach((file) => form.append('image[]', file));
  return form;
}

/** The server's refusal is toasted by the client; the bubble shows failed with a retry. */
export const sendMessage = (outgoing: OutgoingMessage) => api.post<MessageSent>('customer/message/send', messageForm(outgoing));
