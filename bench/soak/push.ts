// A customer's push stream (Server-Sent Events) held on one instance while the customer's own requests,
// which cancel its orders and so write order_status pushes, go to the others. When the stream's instance
// dies, it waits like a client backing off (and until one of its orders changed meanwhile), then asks a
// fresh ticket and reconnects elsewhere with last_event_id: the replay must bring what it missed.
import type { Answer, Client } from './http.js';
import { sleep } from './processes.js';
import { readPushStream } from './sse.js';

interface Received {
  orderId: number;
  status: string;
  /** The instance whose stream delivered it. */
  instance: number;
  /** Sent in a reconnection's replay (before the stream said it was registered). */
  replayed: boolean;
}

/** A reconnection: when the stream broke and when the new one was registered. */
interface Gap {
  brokeAt: number;
  openedAt: number;
}

export interface PushSummary {
  expected: number;
  delivered: number;
  crossed: number;
  /** Pushes written while a stream was down, and of those, the ones that came after reconnecting. */
  missed: number;
  missedDelivered: number;
  replayed: number;
  reconnects: number;
}

export class PushWatcher {
  /** By push id. */
  private readonly received = new Map<number, Received>();
  /** Orders whose cancellation was answered 200: the instance that answered, and when. */
  private readonly expected = new Map<number, { instance: number; at: number }>();
  private readonly gaps: Gap[] = [];
  private lastId = 0;
  private stopped = false;
  private abort: AbortController | null = null;
  private markOpen!: () => void;
  /** Resolves once the first stream is registered: pushes written before it are not for this watcher. */
  readonly opened = new Promise<void>((r) => (this.markOpen = r));

  constructor(
    private readonly client: Client,
    private readonly urls: readonly string[],
    private instance: number,
  ) {}

  expect(orderId: number, answer: Answer): void {
    this.expected.set(orderId, { instance: answer.instance, at: answer.at });
  }

  /** Holds a stream until stop(), reconnecting after each break. */
  async run(): Promise<void> {
    let brokeAt: number | null = null;
    while (!this.stopped) {
      if (brokeAt !== null) await this.backOff(brokeAt);
      if (this.stopped) break;
      const held = await this.hold(brokeAt);
      if (held) brokeAt = Date.now();
      // Another instance next (the same one when it is the only one).
      this.instance = (this.instance + 1) % this.urls.length;
      this.client.avoid = null;
      if (!held) await sleep(200);
    }
  }

  /** Waits until every expected push came, or `ms` passed. */
  async drain(ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && this.missing().length > 0) await sleep(100);
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
  }

  summary(): PushSummary {
    const delivered = new Map<number, Received>();
    for (const r of this.received.values()) if (r.status === 'canceled') delivered.set(r.orderId, r);
    let crossed = 0;
    for (const [orderId, made] of this.expected) if (delivered.has(orderId) && delivered.get(orderId)!.instance !== made.instance) crossed++;
    const missed = [...this.expected].filter(([, made]) => this.gaps.some((g) => made.at > g.brokeAt && made.at < g.openedAt));
    return {
      expected: this.expected.size,
      delivered: [...this.expected.keys()].filter((id) => delivered.has(id)).length,
      crossed,
      missed: missed.length,
      missedDelivered: missed.filter(([orderId]) => delivered.has(orderId)).length,
      replayed: [...this.received.values()].filter((r) => r.replayed).length,
      reconnects: this.gaps.length,
    };
  }

  private missing(): number[] {
    const delivered = new Set([...this.received.values()].filter((r) => r.status === 'canceled').map((r) => r.orderId));
    return [...this.expected.keys()].filter((id) => !delivered.has(id));
  }

  /** A client's back-off (1.5 s), and until a push was written meanwhile (at most 30 s), so that the replay has something to bring. */
  private async backOff(brokeAt: number): Promise<void> {
    const changed = () => [...this.expected.values()].some((e) => e.at > brokeAt);
    while (!this.stopped && (Date.now() - brokeAt < 1500 || (!changed() && Date.now() - brokeAt < 30_000))) await sleep(100);
  }

  /** One stream, with a fresh ticket (each ticket opens one stream); false when it could not be opened. */
  private async hold(brokeAt: number | null): Promise<boolean> {
    const ticket = await this.client.call('POST', 'customer/push/ticket', {});
    if (ticket?.status !== 200) return false;
    const query = new URLSearchParams({ ticket: ticket.body.ticket });
    if (brokeAt !== null) query.set('last_event_id', String(this.lastId));
    this.abort = new AbortController();
    let registered = false;
    const read = await readPushStream(`${this.urls[this.instance]}/api/v1/push/stream?${query}`, this.client.address, this.abort.signal, {
      opened: () => {
        registered = true;
        this.client.avoid = this.instance;
        if (brokeAt !== null) this.gaps.push({ brokeAt, openedAt: Date.now() });
        this.markOpen();
      },
      event: (id, push) => {
        this.lastId = Math.max(this.lastId, id);
        if (push.type === 'order_status' && push.order_id !== null) {
          this.received.set(id, { orderId: push.order_id, status: push.order_status ?? '', instance: this.instance, replayed: !registered });
        }
      },
    });
    if (read.status !== 200 && read.status !== 0) console.error(`push stream on instance ${this.instance} answered ${read.status}: ${read.refusal}`);
    return registered;
  }
}
