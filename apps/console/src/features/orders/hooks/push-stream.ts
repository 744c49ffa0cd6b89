import type { PushTicket } from '@storefront/contract';
import { API_BASE } from '../../../lib/api-client';

export type StreamState = 'connecting' | 'live' | 'offline';

const RETRY_MS = 3_000;

export interface PushStreamHandlers {
  /** Asks for a ticket: one opens the stream once, so every reconnection asks again. */
  ticket: () => Promise<PushTicket>;
  state: (state: StreamState) => void;
  /** The stream is open (again): what happened while it was down is to be read afresh. */
  opened: () => void;
  /** The named events' handlers, given each event's data (a malformed one is the handler's to drop). */
  events: Record<string, (data: string) => void>;
}

/**
 * Keeps a push stream open until the answered function is called: reconnects a few seconds after it
 * drops, saying the last kept push it saw (last_event_id), so that the kept pushes missed come first.
 * Live events carry no id: a client that missed one reads the state again as the stream opens.
 */
export function keepPushStream(handlers: PushStreamHandlers): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastId: string | null = null;
  let stopped = false;
  const again = () => {
    handlers.state('offline');
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  const connect = async () => {
    handlers.state('connecting');
    let ticket: string;
    try {
      ticket = (await handlers.ticket()).ticket;
    } catch {
      again();
      return;
    }
    if (stopped) return;
    const since = lastId ? `&last_event_id=${encodeURIComponent(lastId)}` : '';
    source = new EventSource(`${API_BASE}/push/stream?ticket=${encodeURIComponent(ticket)}${since}`);
    source.onopen = () => {
      handlers.state('live');
      handlers.opened();
    };
    for (const [name, handle] of Object.entries(handlers.events)) {
      source.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastId = message.lastEventId;
        handle(message.data);
      });
    }
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
}
