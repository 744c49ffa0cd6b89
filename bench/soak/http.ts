// The soak's HTTP: every request counted, every 5xx kept with its body, and a request whose connection
// failed sent again, unchanged (the same Idempotency-Key), to the next instance of its route, or to the
// same one once it is back when there is only one.
import { sleep } from './processes.js';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  /** The instance that answered. */
  instance: number;
  at: number;
}

export interface ServerError {
  at: number;
  instance: number;
  route: string;
  status: number;
  requestId: string | null;
  body: string;
}

export class Stats {
  requests = 0;
  readonly statuses = new Map<number, number>();
  readonly serverErrors: ServerError[] = [];
  readonly connectionErrors: { at: number; instance: number; route: string; code: string }[] = [];
  /** Milliseconds each answer took, by route. */
  readonly latencies = new Map<string, number[]>();
  /** Requests given up on after failing to connect for RETRY_MS. */
  gaveUp = 0;
}

const RETRY_MS = 30_000;

function errorCode(err: unknown): string {
  const e = err as { name?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.name ?? 'error';
}

export class Http {
  constructor(
    readonly urls: readonly string[],
    readonly stats: Stats,
  ) {}

  /** Sends to via[0], and on a failed connection to via[1]…, round and round, pausing after each round. */
  async call(method: string, path: string, via: readonly number[], headers: Record<string, string>, body?: unknown): Promise<Answer | null> {
    const deadline = Date.now() + RETRY_MS;
    const init: RequestInit = {
      method, redirect: 'manual',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0 && attempt % via.length === 0) await sleep(200);
      const instance = via[attempt % via.length]!;
      this.stats.requests++;
      const sent = Date.now();
      const route = `${method} ${path.split('?')[0]!.replace(/\/(\d+|[\w-]{20,})$/, '/{id}')}`;
      try {
        const res = await fetch(`${this.urls[instance]}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
        const text = await res.text();
        const at = Date.now();
        this.stats.latencies.set(route, [...(this.stats.latencies.get(route) ?? []), at - sent]);
        this.stats.statuses.set(res.status, (this.stats.statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) {
          this.stats.serverErrors.push({ at, instance, route, status: res.status, requestId: res.headers.get('x-request-id'), body: text.slice(0, 400) });
        }
        const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
        return { status: res.status, body: json, headers: res.headers, instance, at };
      } catch (err) {
        this.stats.connectionErrors.push({ at: Date.now(), instance, route, code: errorCode(err) });
        if (Date.now() > deadline) {
          this.stats.gaveUp++;
          return null;
        }
      }
    }
  }
}

/** One simulated shopper: its own forwarded address (so that per-address limits see many clients), its token, its turn in the round-robin. */
export class Client {
  token: string | null = null;
  /** An instance this client's requests keep away from while others answer (where its push stream is). */
  avoid: number | null = null;
  private turn = 0;

  constructor(
    private readonly http: Http,
    readonly address: string,
    private readonly catalogueHeaders: Record<string, string>,
  ) {}

  /** The instances in round-robin order from this request's turn, without `avoid` (unless it is the only one). */
  route(): number[] {
    const n = this.http.urls.length;
    const start = this.turn++;
    const all = Array.from({ length: n }, (_, k) => (start + k) % n);
    const kept = all.filter((i) => i !== this.avoid);
    return kept.length ? kept : all;
  }

  /** An API call; `via` names the instances to try instead of the next in turn. */
  call(method: string, path: string, body?: unknown, options: { key?: string; via?: readonly number[] } = {}): Promise<Answer | null> {
    return this.http.call(method, `/api/v1/${path}`, options.via ?? this.route(), this.headers(options.key), body);
  }

  headers(key?: string): Record<string, string> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...this.catalogueHeaders };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (key) headers['idempotency-key'] = key;
    return headers;
  }

  /** Outside the API (the test gateway's page). */
  raw(method: string, path: string, body?: unknown): Promise<Answer | null> {
    return this.http.call(method, path, this.route(), { 'x-forwarded-for': this.address }, body);
  }
}
