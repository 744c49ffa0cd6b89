import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Served as is from public/ (no build step), so the test reads the file itself.
const WORKER = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://shop.example';

/** A Cache keyed by URL, as the worker uses it. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  private key = (request: { url: string } | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  async add(request: string) {
    this.entries.set(this.key(request), new Response('shell'));
  }
  async put(request: { url: string } | string, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: { url: string } | string) {
    return this.entries.get(this.key(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: { url: string }) {
    return this.entries.delete(this.key(request));
  }
}

/** Runs public/sw.js against a fake worker scope; `network` answers its fetches. */
function loadWorker(network: (request: { url: string }) => Promise<Response>) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const cache = new FakeCache();
  const fetch = vi.fn(network);
  const scope = {
    location: { href: `${ORIGIN}/console/sw.js`, origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const caches = { open: async () => cache, keys: async () => ['console-shell-v1'], delete: vi.fn() };
  new Function('self', 'caches', 'fetch', 'URL', WORKER)(scope, caches, fetch, URL);
  /** The answer the worker gives, or null when it leaves the request to the browser. */
  const request = async (url: string, mode: RequestMode = 'cors', method = 'GET') => {
    let answer = null as Promise<Response> | null;
    // Request refuses the navigate mode outside a browser; the worker reads only these three.
    const req = { url: new URL(url, ORIGIN).href, method, mode };
    handlers.fetch!({ request: req, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer ? await answer : null;
  };
  const install = async () => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.install!({ waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { cache, fetch, request, install };
}

describe("the console's service worker", () => {
  it('keeps the shell at install, and answers a page from the network, or from the kept shell when offline', async () => {
    let online = true;
    const worker = loadWorker(async () => (online ? new Response('fresh shell') : Promise.reject(new TypeError('offline'))));
    await worker.install();
    expect(worker.cache.entries.has(`${ORIGIN}/console/`)).toBe(true);

    expect(await (await worker.request('/console/courier', 'navigate'))!.text()).toBe('fresh shell');
    online = false;
    expect(await (await worker.request('/console/courier/trips/4', 'navigate'))!.text()).toBe('fresh shell');
  });

  it('answers hashed assets from the cache once fetched', async () => {
    const worker = loadWorker(async () => new Response('js'));
    await worker.request('/console/assets/main-abc.js');
    await worker.request('/console/assets/main-abc.js');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('never touches the API, other apps or writes', async () => {
    const worker = loadWorker(async () => new Response('{}'));
    expect(await worker.request('/api/v1/console/courier/offers')).toBeNull();
    expect(await worker.request('/api/v1/console/courier', 'navigate')).toBeNull();
    expect(await worker.request('/home', 'navigate')).toBeNull();
    expect(await worker.request('/console/assets/a.js', 'cors', 'POST')).toBeNull();
    expect(worker.fetch).not.toHaveBeenCalled();
    expect([...worker.cache.entries.keys()]).toEqual([]);
  });
});
