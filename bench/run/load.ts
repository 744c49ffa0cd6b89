import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import autocannon from 'autocannon';
import { sample, usage, type Usage } from '../machine.js';
import { openLoad } from './open-load.js';
import { bareSeconds, connections, duration, maxP99, minShare, root, runs } from './settings.js';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

export interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** The bare route's req/s measured just before this row (its own for the bare row). */
  bareRps: number;
  /** The answers that were not 2xx by status, and connection errors. */
  codes: string[];
  usage: Usage;
  /** The row's own p99 limit (its goal), else BENCH_MAX_P99's. */
  maxP99?: number;
  /** The row's own req/s goal, flagged below it. */
  minRps?: number;
}

/** Every request its own path, or its own body (and path), and headers of its own beside the row's. */
export type Vary = (n: number) => string | { path?: string; body?: string; headers?: Record<string, string> };

export interface LoadOptions {
  method?: 'GET' | 'POST';
  /** Runs between the warm-up and the measured run, told the warm-up's rate (e.g. to mint enough guests). */
  between?: (warmRps: number) => Promise<void>;
  /** Told the number of each varied request answered 2xx (a run's last requests are cut off unanswered). */
  answered?: (n: number) => void;
  /** Requests per second over all connections, as the clients send them; none: as fast as answered. */
  overallRate?: number;
  /**
   * With overallRate: each request sent at its own evenly spaced moment (an open load, openLoad), as
   * independent phones send, rather than by autocannon's paced connections that fire together.
   */
  spread?: boolean;
  /** The row's own p99 limit (a goal), flagged beyond it; else BENCH_MAX_P99's. */
  maxP99?: number;
  /** The row's own req/s goal, flagged below it. */
  minRps?: number;
}

/**
 * Rows of the measured server `app`, each run after the bare route at `bareUrl` (served by `bare`) as
 * its yardstick, with the server's CPU time and the other processes' share of the machine meanwhile.
 */
export function loader(app: ChildProcess, bare: ChildProcess, bareUrl: string) {
  return async function load(name: string, url: string, headers: Record<string, string> = {}, vary?: Vary, options: LoadOptions = {}): Promise<Row | null> {
    const isBare = name.startsWith('bare');
    if (!runs(name)) return null;
    // The yardstick at this moment: the machine's load changes while the bench runs.
    const bareRps = isBare ? 0 : (await autocannon({ url: bareUrl, connections, duration: bareSeconds })).requests.average;
    // `vary` gives every request its own path or body, so that no answer comes from a cache.
    let n = 0;
    const method = options.method ?? 'GET';
    const requests: autocannon.Request[] | undefined = vary
      ? [{
          method,
          setupRequest: (req, context: { n?: number }) => {
            // One request at a time per connection: the context tells which request an answer is for.
            context.n = n;
            const v = vary(n++);
            return typeof v === 'string' ? { ...req, path: v } : { ...req, ...v, headers: { ...req.headers, ...v.headers } };
          },
          onResponse: (status, _body, context: { n?: number }) => {
            if (status >= 200 && status < 300 && context.n !== undefined) options.answered?.(context.n);
          },
        }]
      : undefined;
    if (options.spread && options.overallRate) {
      const warmed = await openLoad(url, options.overallRate, 1, headers, method, vary);
      await options.between?.(warmed.rps);
      const server = isBare ? bare.pid! : app.pid!;
      const before = sample(server, [app.pid!, bare.pid!]);
      const r = await openLoad(url, options.overallRate, duration, headers, method, vary);
      const after = sample(server, [app.pid!, bare.pid!]);
      return { name, rps: r.rps, p99: r.p99, errors: r.errors, codes: r.codes, bareRps, usage: usage(before, after, r.total), maxP99: options.maxP99, minRps: options.minRps };
    }
    const rate = options.overallRate ? { overallRate: options.overallRate } : {};
    const warm = await autocannon({ url, connections, duration: 1, headers, method, requests, ...rate });
    await options.between?.(warm.requests.average);
    const server = isBare ? bare.pid! : app.pid!;
    const before = sample(server, [app.pid!, bare.pid!]);
    const r = await autocannon({ url, connections, duration, headers, method, requests, ...rate });
    const after = sample(server, [app.pid!, bare.pid!]);
    const rps = r.requests.average;
    // Which answers were not 2xx, e.g. "422×167", and connection errors, to tell a failing route from a run out of prepared data.
    const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, s]) => `${code}×${s.count ?? 0}`);
    if (r.errors > 0) codes.push(`connection errors×${r.errors}`);
    return { name, rps, p99: r.latency.p99, errors: r.errors + r.non2xx, codes, bareRps: isBare ? rps : bareRps, usage: usage(before, after, r.requests.total), maxP99: options.maxP99, minRps: options.minRps };
  }
}

/** Why a row is flagged, or nothing. */
export function flagsOf(row: Row): string[] {
  const out: string[] = [];
  if ((row.rps / row.bareRps) * 100 < minShare) out.push(`under ${minShare}% of bare`);
  const limit = row.maxP99 ?? maxP99;
  if (row.p99 > limit) out.push(`p99 over ${limit} ms`);
  if (row.minRps !== undefined && row.rps < row.minRps) out.push(`under the goal's ${row.minRps} req/s`);
  if (row.errors > 0) out.push(`errors (${row.codes.join(', ')})`);
  return out;
}

/** New guest ids, minted `connections` at a time, appended to `into`. */
export async function mintGuests(guestUrl: string, count: number, into: string[]): Promise<void> {
  const target = into.length + count;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (into.length < target) {
      const res = await fetch(guestUrl, { method: 'POST' });
      into.push((await res.json()).guest_id);
    }
  }));
}