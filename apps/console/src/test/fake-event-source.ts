/** An EventSource the test drives: a push stream (install it with `vi.stubGlobal('EventSource', FakeSource)`). */
export class FakeSource {
  static last: FakeSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeSource.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  push(data: object, id: string) {
    this.listeners.get('push')?.(new MessageEvent('push', { data: JSON.stringify(data), lastEventId: id }));
  }
  /** A live event: no id. */
  live(type: string, data: object) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}
