import type { ChatPartyType } from '@storefront/contract';

/**
 * Every chat query sits under this root, keyed by the token so another account never sees these
 * conversations. The app's push bridge refreshes the list, the header badge and a shown thread through it.
 */
export const CHAT_QUERY_ROOT = 'chat';

/** Whom a thread is with: a conversation that exists, or a party the customer may not have written to yet. */
export type ChatTarget = { conversationId: number } | { type: ChatPartyType; id: number | null };

export const chatKeys = {
  all: [CHAT_QUERY_ROOT] as const,
  conversations: (token: string | null) => [CHAT_QUERY_ROOT, 'conversations', token] as const,
  searches: [CHAT_QUERY_ROOT, 'search'] as const,
  search: (token: string | null, name: string) => [CHAT_QUERY_ROOT, 'search', token, name] as const,
  thread: (token: string | null, target: ChatTarget) => [CHAT_QUERY_ROOT, 'thread', token, target] as const,
};

/** The query of GET customer/message/details (and the send's form fields) for a target. */
export function targetQuery(target: ChatTarget): Record<string, number | string | undefined> {
  if ('conversationId' in target) return { conversation_id: target.conversationId };
  return { receiver_type: target.type, receiver_id: target.id ?? undefined };
}
