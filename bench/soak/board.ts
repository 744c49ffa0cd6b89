// The store's orders board (the staff console) held open on one instance while the load places orders on
// all of them: how long after a placement was sent the board's push stream tells of the new order. The
// stream is the console's own: a store manager signs in, asks for the store's ticket and opens
// /api/v1/push/stream; it reconnects with a new ticket and the last event seen, as the console does.
import { sleep } from './processes.js';
import { readPushStream } from './sse.js';

export class BoardWatcher {
  private readonly sentAt = new Map<number, number>();
  private readonly seenAt = new Map<number, number>();
  private lastId = 0;
  private stopped = false;
  private abort: AbortController | null = null;
  private token = '';
  private markOpen: () => void = () => undefined;
  /** Resolves once the first stream is registered. */
  readonly opened = new Promise<void>((resolve) => {
    this.markOpen = resolve;
  });

  constructor(
    private readonly urls: readonly string[],
    readonly instance: number,
    private readonly storeId: number,
    /** Its own forwarded address, so that sign-in limits are its own. */
    private readonly address: string,
  ) {}

  /** A placement's order and when its request was sent. */
  placed(orderId: number, sentAt: number): void {
    if (!this.sentAt.has(orderId)) this.sentAt.set(orderId, sentAt);
  }

  /** Milliseconds from sending each placement to the board hearing of its order, and the orders it never heard of. */
  result(): { latencies: number[]; missing: number } {
    const latencies: number[] = [];
    let missing = 0;
    for (const [id, sent] of this.sentAt) {
      const seen = this.seenAt.get(id);
      if (seen === undefined) missing++;
      else latencies.push(Math.max(0, seen - sent));
    }
    return { latencies: latencies.sort((a, b) => a - b), missing };
  }

  /** Waits until every placed order was heard of, or `ms` passed. */
  async drain(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until && [...this.sentAt.keys()].some((id) => !this.seenAt.has(id))) await sleep(100);
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
  }

  async run(): Promise<void> {
    const signIn = await this.post('operator/auth/login', { email: `store${this.storeId}@souqly.test`, password: 'Demo#2026' });
    if (signIn?.status !== 200) throw new Error(`the board's store manager could not sign in: ${signIn?.status}`);
    this.token = signIn.body.token;
    while (!this.stopped) {
      if (!(await this.hold())) await sleep(500);
    }
  }

  private async post(path: string, body?: unknown): Promise<{ status: number; body: any } | null> {
    try {
      const res = await fetch(`${this.urls[this.instance]}/api/v1/${path}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': this.address, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json() };
    } catch {
      return null;
    }
  }

  private async hold(): Promise<boolean> {
    const ticket = await this.post(`console/stores/${this.storeId}/push/ticket`);
    if (ticket?.status !== 200) return false;
    const query = new URLSearchParams({ ticket: ticket.body.ticket });
    if (this.lastId) query.set('last_event_id', String(this.lastId));
    this.abort = new AbortController();
    const read = await readPushStream(`${this.urls[this.instance]}/api/v1/push/stream?${query}`, this.address, this.abort.signal, {
      opened: () => this.markOpen(),
      event: (id, push) => {
        this.lastId = Math.max(this.lastId, id);
        if (push.type === 'order_status' && push.order_status === 'pending' && push.order_id !== null && !this.seenAt.has(push.order_id)) {
          this.seenAt.set(push.order_id, Date.now());
        }
      },
    });
    return read.status === 200;
  }
}
