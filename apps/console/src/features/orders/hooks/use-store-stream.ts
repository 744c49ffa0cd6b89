import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourierPositionEvent, PushMessage } from '@storefront/contract';
import { chatBase, chatKey } from '../../../lib/chat-keys';
import { moveStoreOrderCourier } from '../api/get-store-order';
import { storePushTicket } from '../api/store-push-ticket';
import { keepPushStream, type StreamState } from './push-stream';

export type { StreamState } from './push-stream';

/**
 * The store's live channel (keepPushStream: nothing is missed across reconnections). An order's push
 * reads the store's orders again (a new one, pending, also goes to `onNewOrder`); a message's reads its
 * conversations again; a courier's live position moves its marker on the order's page.
 */
export function useStoreStream(storeId: number, onNewOrder: (push: PushMessage) => void): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>(() => (typeof EventSource === 'undefined' ? 'offline' : 'connecting'));
  const handler = useRef(onNewOrder);
  useEffect(() => {
    handler.current = onNewOrder;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return keepPushStream({
      ticket: () => storePushTicket(storeId),
      state: setState,
      // What happened while the stream was down is read afresh.
      opened: () => void queryClient.invalidateQueries({ queryKey: ['orders', storeId] }),
      events: {
        push: (data) => {
          const push = JSON.parse(data) as PushMessage;
          if (push.type === 'message') {
            void queryClient.invalidateQueries({ queryKey: chatKey(chatBase.store(storeId)) });
            return;
          }
          void queryClient.invalidateQueries({ queryKey: ['orders', storeId] });
          if (push.type === 'order_status' && push.order_status === 'pending') handler.current(push);
        },
        courier_position: (data) => {
          try {
            moveStoreOrderCourier(queryClient, storeId, JSON.parse(data) as CourierPositionEvent);
          } catch {
            // A malformed event is dropped.
          }
        },
      },
    });
  }, [storeId, queryClient]);

  return state;
}
