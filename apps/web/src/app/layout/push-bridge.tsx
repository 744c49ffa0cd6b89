import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys } from '@/features/chat/chat-keys';
import { conversationPath } from '@/features/chat/chat-links';
import { getShownConversationId } from '@/features/chat/shown-conversation';
import { moveCourier } from '@/features/orders/api/get-order-track';
import { orderDetailsPath } from '@/features/orders/order-paths';
import type { PushContext } from '@/features/push/handle-push';
import { usePushChannel } from '@/features/push/use-push-channel';
import { getToken } from '@/lib/session';

/**
 * The push channel with what it needs of the other features: the chat's query root and shown
 * conversation, and the pages a toast links to. Loaded after the first render (root layout), so the
 * channel's code never weighs on the first page.
 */
export default function PushBridge() {
  const client = useQueryClient();
  const context = useMemo<PushContext>(
    () => ({
      client,
      chatKey: chatKeys.all,
      isConversationShown: (id) => getShownConversationId() === id,
      conversationPath,
      orderPath: (orderId) => (getToken() ? orderDetailsPath(orderId) : `/track-order?order_id=${orderId}`),
      onCourierPosition: (position) => moveCourier(client, position),
    }),
    [client],
  );
  usePushChannel(context);
  return null;
}
