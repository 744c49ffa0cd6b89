import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const shell = '<!doctype html><title>shell</title><div id="root"></div>';
const appJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row"}`).join(',')}];`;
const BROWSER = 'gzip, deflate, br, zstd';

/** As the web build leaves them (packages/ui/src/build/precompress.ts): encoded copies beside the file. */
function writeWithCopies(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  writeWithCopies(path.join(dist, 'assets', 'app-abc123.js'), appJs);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Souqly"}');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app and images', () => {
  // A store named by slug is the storefront's page (one named by id moves to it: seo).
  it.each(['/', '/home', '/store/pizza-corner?module_id=1', '/product/no-such-item', '/profile', '/terms-and-conditions'])('answers index.html for the route %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(shell);
  });

  it.each([['/', BROWSER, 'br'], ['/orders', BROWSER, 'br'], ['/store/pizza-corner', BROWSER, 'br'], ['/product/no-such-item', 'gzip', 'gzip'], ['/orders', 'gzip', 'gzip'], ['/orders', 'br;q=0.5, gzip', 'gzip'], ['/orders', 'identity', undefined]])(
    'sends the shell for %s compressed as "%s" allows (%s), never cached without asking',
    async (url, accept, encoding) => {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(decode(res)).toBe(shell);
    },
  );

  it('answers 304 to a shell revalidation that still matches, and HEAD without a body', async () => {
    const first = await t.app.inject({ url: '/home', headers: { 'accept-encoding': BROWSER } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/home', headers: { 'accept-encoding': BROWSER, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await t.app.inject({ url: '/home', headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it.each([[BROWSER, 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['', undefined]])(
    'sends a hashed asset\'s precompressed copy for "%s" (%s), kept for a year',
    async (accept, encoding) => {
      const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res)).toBe(appJs);
    },
  );

  it('sends a file without copies as it is, and never the copies by name', async () => {
    const tiny = await t.app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': BROWSER } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/assets/app-abc123.js.br')).statusCode).toBe(404);
  });

  it('sends the service worker and the install manifest revalidated, each as its type, so that an update reaches browsers at once', async () => {
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Souqly' });
  });

  it('keeps API and missing files as 404s instead of the shell', async () => {
    const api = await t.app.inject('/api/v1/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('route_not_found');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves generated images from DATA_DIR/storage', async () => {
    const res = await t.app.inject('/storage/business/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('keeps the private folders private however their path is spelled', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'storage', 'review'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'storage', 'review', 'secret.png'), 'private');
    for (const url of ['/storage/review/secret.png', '/storage/%72eview/secret.png', '/storage//review/secret.png', '/storage/./review/secret.png',
      '/storage/business/%2e%2e/review/secret.png', '/storage/business/..%2Freview/secret.png', '/storage/review%2Fsecret.png']) {
      expect([url, (await answered(url)).statusCode]).toEqual([url, 404]);
    }
  });
});

/** An answer, or a 599 once a request has hung for a while (a throw inside @fastify/static leaves the request unanswered). */
const answered = (url: string, method: 'GET' | 'HEAD' = 'GET') => Promise.race([
  t.app.inject({ method, url }),
  new Promise<{ statusCode: number; body: string }>((resolve) => setTimeout(() => resolve({ statusCode: 599, body: 'no answer' }), 2_000).unref()),
]);

/** The same through a socket: inject resolves '..' in the URL as a browser would, an attacker's client does not. */
const overSocket = (port: number, url: string) => new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
  const req = http.request({ host: '127.0.0.1', port, path: url, timeout: 5_000 }, (res) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
  });
  req.on('timeout', () => req.destroy(new Error(`no answer to ${url}`)));
  req.on('error', reject);
  req.end();
});

describe('malformed and traversing paths outside the API', () => {
  const PREFIXES = ['/storage/', '/storage/business/', '/storage/review/', '/assets/', '/', '/orders/', '/api/docs/', '/api/docs/static/', '/payment/test-gateway/'];
  const BAD = ['%25zz', '%25', '%25E0%25A4%25A', '%zz', '%', '%E0%A4%A', '%ff', '%00', 'x%00.js', '..', '../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2f..%2fetc%2fpasswd', '..%5c..%5cetc', '%252e%252e%252f', '%c0%ae%c0%ae/'];
  // What a path that resolves to an app route or the API docs may show; nothing else answers 200.
  const PAGES = [shell, '<!-- HTML for static distribution bundle build -->'];

  it.each(PREFIXES)('answers %s followed by malformed escapes or ../ with 400, 404 or a page, never 5xx nor silence', async (prefix) => {
    const wrong: string[] = [];
    for (const bad of BAD) {
      for (const url of [`${prefix}${bad}`, `${prefix}${bad}.js`, `${prefix}${bad}/x`]) {
        const res = await answered(url);
        const page = res.statusCode === 200 && PAGES.some((p) => res.body.trimStart().startsWith(p));
        if (![400, 404].includes(res.statusCode) && !page) wrong.push(`${url} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
        if ((await answered(url, 'HEAD')).statusCode >= 500) wrong.push(`HEAD ${url} -> 5xx`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['/storage/%25zz', '/storage/%25', '/storage/business/%25E0%25A4%25A.png', '/assets/%25E0%25A4%25A', '/assets/%25zz.js', '/assets/nothing'])(
    'answers %s, a file that cannot exist, with 400 or 404',
    async (url) => {
      expect([400, 404]).toContain((await answered(url)).statusCode);
    },
  );

  it('serves nothing above the folders over a socket, where ../ reaches the server as it is', async () => {
    fs.writeFileSync(path.join(t.config.dataDir, 'above.txt'), 'above the storage folder');
    fs.mkdirSync(path.join(t.config.dataDir, 'storage', 'review'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'storage', 'review', 'secret.png'), 'private');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    for (const url of ['/storage/../above.txt', '/storage/%2e%2e/above.txt', '/storage/..%2fabove.txt', '/storage/business/..%2f..%2fabove.txt',
      '/storage/business/../review/secret.png', '/storage/%25zz', '/assets/../index.html', '/assets/..%2f..%2f' + 'etc/passwd', '/../../../etc/passwd']) {
      const res = await overSocket(port, url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/above the storage folder|private|root:/);
      if (res.statusCode === 200) expect(res.body, url).toBe(shell);
    }
  });
});
