import type { ChatSenderType, OrderStatusName, PushMessage } from '@storefront/contract';
import { parseJson } from '../../lib/json.js';
import type { PushRow } from './push.repository.js';

interface PushData {
  conversation_id?: number;
  sender_type?: ChatSenderType;
  order_id?: number;
  order_status?: OrderStatusName;
}

/** A kept push as the channel and Web Push send it. */
export function pushRowToMessage(row: PushRow): PushMessage {
  const data = parseJson<PushData>(row.data, {});
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    conversation_id: data.conversation_id ?? null,
    sender_type: data.sender_type ?? null,
    order_id: data.order_id ?? null,
    ...(row.type === 'order_status' ? { order_status: data.order_status ?? null } : {}),
    created_at: row.created_at,
  };
}

/** One Server-Sent Event of a push: its id is what a reconnecting tab sends back as Last-Event-ID. */
export function pushEvent(message: PushMessage): string {
  return `id: ${message.id}\nevent: push\ndata: ${JSON.stringify(message)}\n\n`;
}

/** A live Server-Sent Event: no id, so a reconnecting tab neither counts nor asks for it again. */
export function liveEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
