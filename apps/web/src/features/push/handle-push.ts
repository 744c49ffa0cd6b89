import type { QueryClient, QueryKey } from '@tanstack/react-query';
import i18n from 'i18next';
import type { CourierPositionEvent, PushMessage } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { CUSTOMER_QUERY_ROOT, ORDERS_QUERY_ROOT, WALLET_QUERY_ROOT } from '@/lib/query-roots';

/** The referral toast stays 5 s. */
export const REFERRAL_TOAST_MS = 5_000;
/** Long enough to reach the link. */
export const LINK_TOAST_MS = 8_000;

/** What the app tells the handler of the other features: their query roots and pages (features never import each other). */
export interface PushContext {
  client: QueryClient;
  /** The chat feature's root: the conversation list, the header badge and the threads. */
  chatKey: QueryKey;
  /** Whether the chat page shows this conversation right now. */
  isConversationShown: (conversationId: number) => boolean;
  conversationPath: (conversationId: number) => string;
  /** The order's page for this visitor: the profile's order for a customer, order tracking for a guest. */
  orderPath: (orderId: number) => string;
  /** The orders feature's answer to a courier's live position: the tracking it holds moves the marker. */
  onCourierPosition: (position: CourierPositionEvent) => void;
}

function onMessage(push: PushMessage, context: PushContext) {
  void context.client.invalidateQueries({ queryKey: context.chatKey });
  const id = push.conversation_id;
  if (id !== null && context.isConversationShown(id)) return;
  const text = i18n.t('push.new_message');
  if (id === null) toast.info(text, LINK_TOAST_MS);
  else toast.link(text, { href: context.conversationPath(id), label: i18n.t('push.open_chat') }, LINK_TOAST_MS);
}

function onOrderStatus(push: PushMessage, context: PushContext) {
  // Tracking, details and lists all sit under the orders root.
  void context.client.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] });
  const status = push.order_status;
  const text =
    push.order_id !== null && status
      ? i18n.t('push.order_status', { id: push.order_id, status: i18n.t(`orders.status.${status}`) })
      : [push.title, push.body].filter(Boolean).join(': ');
  if (push.order_id === null) toast.info(text, LINK_TOAST_MS);
  else toast.link(text, { href: context.orderPath(push.order_id), label: i18n.t('push.view_order') }, LINK_TOAST_MS);
}

function onReferral(push: PushMessage, context: PushContext) {
  // The earning lands in the wallet, whose balance is on the customer.
  void context.client.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
  void context.client.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
  toast.success([push.title, push.body].filter(Boolean).join(' — ') || i18n.t('push.referral_earned'), REFERRAL_TOAST_MS);
}

/** What each type of push does in an open tab. */
export function handlePush(push: PushMessage, context: PushContext): void {
  if (push.type === 'message') onMessage(push, context);
  else if (push.type === 'order_status') onOrderStatus(push, context);
  else if (push.type === 'referral_code') onReferral(push, context);
}
