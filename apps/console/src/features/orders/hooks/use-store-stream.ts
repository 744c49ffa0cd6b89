import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourierPositionEvent, PushMessage } from '@storefront/contract';
import { API_BASE } from '../../../lib/api-client';
import { chatBase, chatKey } from '../../../lib/chat-keys';
import { moveStoreOrderCourier } from '../api/get-store-order';
import { storePushTicket } from '../api/store-push-ticket';

export type StreamState = 'connecting' | 'live' | 'offline';

const RETRY_MS = 3_000;

/**
 * The store's live channel: a ticket opens the push stream (a ticket opens it once, so every
 * reconnection asks for a new one and says the last event seen, so nothing is missed). An order's
 * push reads the store's orders again (a new one, pending, also goes to `onNewOrder`); a message's
 * reads its conversations again; a courier's live position moves its marker on the order's page.
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
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastId: string | null = null;
    let stopped = false;
    const again = () => {
      setState('offline');
      if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    const connect = async () => {
      setState((s) => (s === 'live' ? s : 'connecting'));
      let ticket: string;
      try {
        ticket = (await storePushTicket(storeId)).ticket;
      } catch {
        again();
        return;
      }
      if (stopped) return;
      const since = lastId ? `&last_event_id=${encodeURIComponent(lastId)}` : '';
      source = new EventSource(`${API_BASE}/push/stream?ticket=${encodeURIComponent(ticket)}${since}`);
      source.onopen = () => {
        setState('live');
        // What happened while the stream was down is read afresh.
        void queryClient.invalidateQueries({ queryKey: ['orders', storeId] });
      };
      source.addEventListener('push', (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        const push = JSON.parse(message.data) as PushMessage;
        if (push.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: chatKey(chatBase.store(storeId)) });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ['orders', storeId] });
        if (push.type === 'order_status' && push.order_status === 'pending') handler.current(push);
      });
      source.addEventListener('courier_position', (event) => {
        try {
          moveStoreOrderCourier(queryClient, storeId, JSON.parse((event as MessageEvent<string>).data) as CourierPositionEvent);
        } catch {
          // A malformed event is dropped.
        }
      });
      source.onerror = () => {
        source?.close();
        source = null;
        again();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [storeId, queryClient]);

  return state;
}
