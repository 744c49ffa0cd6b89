import type { Vary } from './load.js';

export interface OpenLoadResult {
  rps: number;
  p99: number;
  total: number;
  errors: number;
  codes: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An open load: `rate` requests a second for `seconds`, each sent at its own moment, evenly spaced,
 * whether the earlier ones were answered or not — as many phones each reporting on its own clock do.
 * (A closed load of paced connections, autocannon's, fires its connections together at each second.)
 */
export async function openLoad(url: string, rate: number, seconds: number, headers: Record<string, string>, method: 'GET' | 'POST', vary?: Vary): Promise<OpenLoadResult> {
  const gap = 1000 / rate;
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < count; n++) {
    const due = start + n * gap;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const v = vary?.(n);
    const target = typeof v === 'string' ? new URL(v, url).toString() : v?.path ? new URL(v.path, url).toString() : url;
    const init: RequestInit = { method, headers: { ...headers, ...(typeof v === 'object' ? v.headers : {}) }, ...(typeof v === 'object' && v.body ? { body: v.body } : {}) };
    const sent = performance.now();
    inFlight.push(fetch(target, init).then(async (res) => {
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (res.status < 200 || res.status > 299) {
        errors += 1;
        codes.set(String(res.status), (codes.get(String(res.status)) ?? 0) + 1);
      }
    }, () => {
      errors += 1;
      codes.set('connection errors', (codes.get('connection errors') ?? 0) + 1);
    }));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]! : Infinity;
  return { rps: sorted.length / elapsed, p99, total: sorted.length, errors, codes: [...codes].map(([code, k]) => `${code}×${k}`) };
}
