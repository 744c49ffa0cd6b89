import type { ChatMessage, ChatParty, Conversation, OperatorConversation } from '@storefront/contract';
import { parseJson } from '../../lib/json.js';
import { pictureName, storageUrl } from '../../lib/images.js';
import type { FileSigner } from '../files/files.service.js';
import type { ChatMessageRow, ConversationRow } from './chat.repository.js';

/** Support's face: the business's name and logo (its URL) from the settings. */
export interface SupportFace {
  name: string;
  image: string;
}

/** A message; its pictures (which may show anything, a prescription too) by signed links for the conversation's two sides only. */
export function toChatMessage(row: ChatMessageRow, sign: FileSigner, publicUrl: string): ChatMessage {
  const images = parseJson<string[]>(row.images, []).map(sign);
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_type: row.sender_type,
    message: row.message,
    images,
    file: JSON.stringify(images.map((url) => pictureName(publicUrl, url))),
    order_id: row.order_id,
    is_seen: row.seen === 1 ? 1 : 0,
    created_at: row.created_at,
  };
}

/** The conversation's last message, from the columns the conversation query joins. */
function lastMessage(row: ConversationRow, sign: FileSigner, publicUrl: string): ChatMessage | null {
  if (row.m_id === null) return null;
  return toChatMessage({
    id: row.m_id, conversation_id: row.id, sender_type: row.m_sender_type!, sender_id: null, message: row.m_message, images: row.m_images ?? '[]',
    order_id: row.m_order_id, seen: row.m_seen ?? 0, seen_at: null, created_at: row.m_created_at!,
  }, sign, publicUrl);
}

export function toChatParty(row: Pick<ConversationRow, 'party_type' | 'party_id' | 'store_name' | 'store_logo' | 'courier_f_name' | 'courier_l_name' | 'courier_image'>, support: SupportFace, publicUrl: string): ChatParty {
  const face = (url: string) => ({ image: pictureName(publicUrl, url), image_full_url: url });
  switch (row.party_type) {
    case 'vendor':
      return { id: row.party_id, type: 'vendor', name: row.store_name ?? '', ...face(storageUrl(publicUrl, row.store_logo)) };
    case 'delivery_man':
      return { id: row.party_id, type: 'delivery_man', name: `${row.courier_f_name ?? ''} ${row.courier_l_name ?? ''}`.trim(), ...face(storageUrl(publicUrl, row.courier_image)) };
    default:
      return { id: 0, type: 'admin', name: support.name, ...face(support.image) };
  }
}

/** The customer may write to support always, to a listed store, and to a courier while an order with them runs. */
export function canReply(row: Pick<ConversationRow, 'party_type' | 'store_status' | 'courier_running'>): boolean {
  if (row.party_type === 'vendor') return row.store_status === 1;
  if (row.party_type === 'delivery_man') return Boolean(Number(row.courier_running));
  return true;
}

export function toConversation(row: ConversationRow, support: SupportFace, publicUrl: string, sign: FileSigner): Conversation {
  return {
    id: row.id,
    receiver_type: row.party_type,
    receiver: toChatParty(row, support, publicUrl),
    last_message: lastMessage(row, sign, publicUrl),
    unread_message_count: row.customer_unread,
    can_reply: canReply(row),
    updated_at: row.updated_at,
  };
}

export function toOperatorConversation(row: ConversationRow, publicUrl: string, sign: FileSigner): OperatorConversation {
  return {
    id: row.id,
    party_type: row.party_type,
    customer: { id: row.user_id, name: `${row.customer_f_name} ${row.customer_l_name}`.trim(), image: storageUrl(publicUrl, row.customer_image) },
    last_message: lastMessage(row, sign, publicUrl),
    unread_message_count: row.party_unread,
    updated_at: row.updated_at,
  };
}
