import type { ChatPartyType } from '@storefront/contract';
import type { ChatTarget } from './chat-keys';

/** /chatting: conversationId for a conversation; type, id (store or courier) and chatFrom for a new one. */
export const conversationPath = (conversationId: number) => `/chatting?conversationId=${conversationId}`;

const PARTIES: readonly string[] = ['vendor', 'delivery_man', 'admin'] satisfies ChatPartyType[];

/** The thread the /chatting query names, or null for the list alone. */
export function targetFromParams(params: URLSearchParams): ChatTarget | null {
  const conversationId = Number(params.get('conversationId'));
  if (Number.isInteger(conversationId) && conversationId > 0) return { conversationId };
  const type = params.get('type');
  if (!type || !PARTIES.includes(type)) return null;
  if (type === 'admin') return { type: 'admin', id: null };
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? { type: type as ChatPartyType, id } : null;
}

/** How the party is named beside its name (i18n keys). */
export const PARTY_LABELS = { vendor: 'chat.party_vendor', delivery_man: 'chat.party_delivery_man', admin: 'chat.party_admin' } as const satisfies Record<ChatPartyType, string>;
