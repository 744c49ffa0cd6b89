import { vi } from 'vitest';
import type { PushMessage } from '@storefront/contract';

/** An EventSource the test drives: open, push, drop. */
export class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  push(push: Partial<PushMessage> & { id: number }) {
    this.dispatchEvent(new MessageEvent('push', { data: JSON.stringify(pushFixture(push)), lastEventId: String(push.id) }));
  }
  /** A live event: no id, not counted for reconnecting. */
  live(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  drop() {
    this.dispatchEvent(new Event('error'));
  }
}

/** Replaces the browser's EventSource; answers the streams opened from now on. */
export function stubEventSource() {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.made;
}

export const pushFixture = (overrides: Partial<PushMessage> & { id: number }): PushMessage => ({
  type: 'message',
  title: 'New message',
  body: 'Pizza Corner: Your pizza is in the oven',
  conversation_id: null,
  sender_type: null,
  order_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
