import type { PushMessage } from '@storefront/contract';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Opens GET /api/v1/push/stream on a listening app with fetch and reads it as EventSource would:
 * events are collected as they come, and waitFor settles as soon as a matching one is there.
 */
export async function openPushStream(base: string, ticket: string, init: { headers?: Record<string, string>; query?: string } = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/push/stream?ticket=${encodeURIComponent(ticket)}${init.query ?? ''}`, { headers: init.headers ?? {}, signal: controller.signal });
  const events: StreamEvent[] = [];
  const fields: string[] = [];
  let listeners: (() => void)[] = [];
  let ended = false;
  const notify = () => {
    const now = listeners;
    listeners = [];
    for (const l of now) l();
  };
  const parse = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) fields.push(line);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) fields.push(line);
    }
    if (data.length > 0) events.push({ id, event, data: data.join('\n') });
  };
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            parse(buffer.slice(0, at));
            buffer = buffer.slice(at + 2);
          }
          notify();
        }
      } catch {
        // aborted
      }
      ended = true;
      notify();
    })();
  }
  /** Waits (not sleeps) until the condition holds over what has arrived; fails after timeoutMs. */
  const until = async <T>(check: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const pushes = () => events.filter((e) => e.event === 'push').map((e) => JSON.parse(e.data) as PushMessage);
  return {
    res,
    events,
    fields,
    pushes,
    /** The first push that matches. */
    waitForPush: (match: (p: PushMessage) => boolean, timeoutMs?: number) => until(() => pushes().find(match), 'matching push', timeoutMs),
    /** Waits until the stream has said its retry (it is open and set up). */
    opened: () => until(() => (fields.includes('retry: 3000') ? true : undefined), 'retry field'),
    /** Waits for a field or comment line; with count, until it has come that many times. */
    waitForField: (line: string, count = 1) =>
      until(() => (fields.filter((f) => f === line).length >= count ? true : undefined), `${count} × ${line}`),
    ended: () => until(() => (ended ? true : undefined), 'end of the stream'),
    close: () => controller.abort(),
  };
}
