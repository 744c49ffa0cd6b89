import { useEffect, useState } from 'react';
import type { ConsoleDispatch } from '@storefront/contract';
import { businessPushTicket } from '../api/business-push-ticket';
import { getDispatch } from '../api/dispatch';
import { keepPushStream, type StreamState } from './push-stream';

/** However many nudges come (hundreds of couriers moving), the map reads what changed at most once a second. */
const MIN_GAP_MS = 1_000;
/** Without nudges it still reads now and then, so that a nudge missed heals. */
const FALLBACK_MS = 60_000;
/** A read that failed is tried again this soon. */
const RETRY_MS = 5_000;

export interface DispatchFeed {
  /** The last answer (the whole map, then each read's changes since the one before); null before the first. */
  answer: ConsoleDispatch | null;
  /** The last read's failure, until a read succeeds. */
  failure: unknown;
  live: StreamState;
}

/**
 * The dispatch map's data: the whole map once, then what changed since the last answer, read when the
 * business's push stream says that orders or couriers changed (its `dispatch` event), as it opens
 * (after a drop, to catch up), and every minute whatever it says. One read at a time, at most one a second.
 */
export function useDispatchFeed(): DispatchFeed {
  const [answer, setAnswer] = useState<ConsoleDispatch | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [live, setLive] = useState<StreamState>(() => (typeof EventSource === 'undefined' ? 'offline' : 'connecting'));

  useEffect(() => {
    const stop = new AbortController();
    let since: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** When the next read is due (the timer's time); while one runs, whether another is wanted after it. */
    let dueAt = Infinity;
    let reading = false;
    let wanted = false;
    let lastRead = -Infinity;
    const readAt = (at: number) => {
      clearTimeout(timer);
      dueAt = at;
      timer = setTimeout(() => void read(), Math.max(0, at - Date.now()));
    };
    const read = async () => {
      reading = true;
      wanted = false;
      dueAt = Infinity;
      lastRead = Date.now();
      let wait = FALLBACK_MS;
      try {
        const next = await getDispatch(since, stop.signal);
        since = next.at;
        setAnswer(next);
        setFailure(null);
      } catch (error) {
        if (stop.signal.aborted) return;
        setFailure(error);
        wait = RETRY_MS;
      } finally {
        reading = false;
      }
      if (stop.signal.aborted) return;
      readAt(wanted ? lastRead + MIN_GAP_MS : Date.now() + wait);
    };
    const nudge = () => {
      if (reading) {
        wanted = true;
        return;
      }
      const at = Math.max(Date.now(), lastRead + MIN_GAP_MS);
      if (at < dueAt) readAt(at);
    };
    void read();
    const close = typeof EventSource === 'undefined' ? () => undefined : keepPushStream({
      ticket: businessPushTicket,
      state: setLive,
      opened: nudge,
      events: { dispatch: nudge },
    });
    return () => {
      stop.abort();
      clearTimeout(timer);
      close();
    };
  }, []);

  return { answer, failure, live };
}
