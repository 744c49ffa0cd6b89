import type { CourierPositionEvent, PushMessage } from '@storefront/contract';
import { API_BASE } from '@/lib/api-client';

export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** A connection that stayed up this long was a good one: the next drop starts the back-off afresh. */
export const GOOD_CONNECTION_MS = 10_000;

export interface PushChannelOptions {
  /** A fresh ticket for every (re)connect: tickets live 60 s and open one stream. */
  getTicket: () => Promise<string>;
  onPush: (push: PushMessage) => void;
  /** A live event (not kept, not replayed): a courier's position on one of the visitor's orders. */
  onCourierPosition?: (position: CourierPositionEvent) => void;
  onOpenChange?: (open: boolean) => void;
  /** The browser's EventSource unless a test hands in its own. */
  createSource?: (url: string) => EventSource;
}

export const streamUrl = (ticket: string, lastEventId: number) =>
  `${API_BASE}/push/stream?ticket=${encodeURIComponent(ticket)}${lastEventId > 0 ? `&last_event_id=${lastEventId}` : ''}`;

/**
 * One Server-Sent Events stream of push messages. The browser's own reconnect would reuse a spent
 * ticket, so every drop closes the stream and opens a new one with a new ticket after 1 s, 2 s, 4 s…
 * up to 30 s, asking for the pushes after the last id seen so none is lost and none shows twice.
 */
export function openPushChannel({ getTicket, onPush, onCourierPosition, onOpenChange, createSource = (url) => new EventSource(url) }: PushChannelOptions) {
  let closed = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = BACKOFF_START_MS;
  let lastEventId = 0;
  let openedAt = 0;

  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
  };

  const onPushEvent = (event: MessageEvent<string>) => {
    const id = Number(event.lastEventId);
    if (id > 0 && id <= lastEventId) return;
    if (id > 0) lastEventId = id;
    // A push came through: the stream works, so a later drop starts the back-off afresh.
    delay = BACKOFF_START_MS;
    try {
      onPush(JSON.parse(event.data) as PushMessage);
    } catch {
      // A malformed event is dropped; the next one still counts.
    }
  };

  async function connect() {
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const stream = createSource(streamUrl(ticket, lastEventId));
    source = stream;
    stream.addEventListener('open', () => {
      openedAt = Date.now();
      onOpenChange?.(true);
    });
    stream.addEventListener('push', onPushEvent as EventListener);
    stream.addEventListener('courier_position', ((event: MessageEvent<string>) => {
      try {
        onCourierPosition?.(JSON.parse(event.data) as CourierPositionEvent);
      } catch {
        // A malformed event is dropped.
      }
    }) as EventListener);
    stream.addEventListener('error', () => {
      stream.close();
      if (source !== stream) return;
      source = null;
      if (openedAt && Date.now() - openedAt >= GOOD_CONNECTION_MS) delay = BACKOFF_START_MS;
      openedAt = 0;
      onOpenChange?.(false);
      retry();
    });
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      source = null;
      onOpenChange?.(false);
    },
  };
}
