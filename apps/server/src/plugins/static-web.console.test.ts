import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { inlineHashes } from './security-headers.js';

/** Two builds side by side, as apps/web and apps/console leave them: the console's under its /console/ base. */
let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'two-apps-'));
const webDist = path.join(root, 'web');
const consoleDist = path.join(root, 'console');
const WEB_SHELL = '<!doctype html><title>storefront</title><div id="root"></div>';
const CONSOLE_SHELL = '<!doctype html><title>console</title><script>document.documentElement.dir="rtl"</script>'
  + '<script type="module" src="/console/assets/main-c0ffee.js"></script><div id="root"></div>';
const consoleJs = `export const pages = [${Array.from({ length: 300 }, (_, i) => `{path:"/p${i}"}`).join(',')}];`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), WEB_SHELL);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("web")');
  fs.mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_SHELL);
  fs.writeFileSync(path.join(consoleDist, 'assets', 'main-c0ffee.js'), consoleJs);
  fs.writeFileSync(path.join(consoleDist, 'assets', 'main-c0ffee.js.br'), zlib.brotliCompressSync(consoleJs));
  t = await createTestApp({ webDist, consoleDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('serving the staff console beside the storefront', () => {
  it.each(['/console', '/console/', '/console/orders', '/console/sign-in?next=%2F'])('answers the console\'s index.html for %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(CONSOLE_SHELL);
  });

  it.each(['/', '/orders', '/store/pizza-corner'])('still answers the storefront for %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WEB_SHELL);
  });

  it('serves the console\'s hashed assets for a year, precompressed when the client accepts it', async () => {
    const plain = await t.app.inject('/console/assets/main-c0ffee.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(consoleJs);
    const br = await t.app.inject({ url: '/console/assets/main-c0ffee.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(consoleJs);
  });

  it('keeps a missing console file a 404, and each app\'s assets in its own folder', async () => {
    expect((await t.app.inject('/console/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject('/console/favicon.ico')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/main-c0ffee.js')).statusCode).toBe(404);
    expect((await t.app.inject('/console/assets/app-abc123.js')).statusCode).toBe(404);
  });

  it.each(['/console/%zz', '/console/%E0%A4%A.js', '/console/..%2f..%2fetc%2fpasswd', '/console/assets/%25zz.js', '/console/assets/../index.html', '/console/%00'])(
    'answers %s, malformed or climbing out, with 400, 404 or a page, never 5xx',
    async (url) => {
      const res = await t.app.inject(url);
      const page = res.statusCode === 200 && [CONSOLE_SHELL, WEB_SHELL].includes(res.body);
      expect(page || [400, 404].includes(res.statusCode), `${url} -> ${res.statusCode}`).toBe(true);
    },
  );

  it('lets the console\'s boot code run under the security headers the storefront gets', async () => {
    const res = await t.app.inject('/console/orders');
    const policy = String(res.headers['content-security-policy']);
    for (const hash of inlineHashes(CONSOLE_SHELL).scripts) expect(policy).toContain(hash);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });
});
