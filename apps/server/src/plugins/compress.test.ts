import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, signUp } from '../../test/accounts.js';
import { catalogFixture } from '../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../test/helpers.js';
import { PNG } from '../../test/operators.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

const BROWSER = 'gzip, deflate, br, zstd';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('compressing API answers', () => {
  it('sends an item list (above 4 KB) with the encoding the client takes, gzip first, decoding to the plain answer', async () => {
    const popular = (headers: Record<string, string> = {}) => get('/api/v1/items/popular', { ...f.headers('food'), ...headers });
    const plain = await popular();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const [accept, encoding] of [[BROWSER, 'gzip'], ['gzip', 'gzip'], ['br', 'br'], ['br;q=1, gzip;q=0.5', 'br'], ['identity', undefined]] as const) {
      const res = await popular({ 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      if (encoding) {
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
      expect(JSON.parse(decode(res))).toEqual(plain.json());
    }
  });

  it.each(['/api/v1/config/get-zone-id?lat=25.2&lng=55.27'])('sends %s (under 4 KB) as it is', async (url) => {
    const res = await get(url, { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(4096);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('keeps the cached routes\' Vary and adds Accept-Encoding to it', async () => {
    const res = await get('/api/v1/items/popular', { ...f.headers('food'), 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).split(',').map((v) => v.trim().toLowerCase())).toEqual(expect.arrayContaining(['zoneid', 'moduleid', 'x-localization', 'accept-encoding']));
    expect(res.headers['cache-control']).toMatch(/max-age=/);
    expect(JSON.parse(decode(res)).products.length).toBeGreaterThan(0);
  });

  it('answers HEAD without a body, describing the plain answer', async () => {
    // Fastify empties a HEAD answer before compression sees it; the headers must still agree with each other.
    const plain = await get('/api/v1/items/popular', f.headers('food'));
    const res = await t.app.inject({ method: 'HEAD', url: '/api/v1/items/popular', headers: { ...f.headers('food'), 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(plain.rawPayload.length);
  });

  it('keeps the error envelope readable', async () => {
    const missing = await get('/api/v1/nothing', { 'accept-encoding': BROWSER });
    expect(missing.statusCode).toBe(404);
    expect(expectEnvelope(JSON.parse(decode(missing)))[0]!.code).toBe('route_not_found');
    const refused = await get('/api/v1/customer/info', { 'accept-encoding': BROWSER });
    expect(refused.statusCode).toBe(401);
    expectEnvelope(JSON.parse(decode(refused)));
  });

  it('compresses the OpenAPI document and keeps the docs page working', async () => {
    const spec = await get('/api/v1/openapi.json', { 'accept-encoding': 'br' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(spec)).openapi).toBe('3.0.3');
    const docs = await get('/api/docs/', { 'accept-encoding': BROWSER });
    expect(docs.statusCode).toBe(200);
    expect(decode(docs)).toMatch(/swagger/i);
  });

  it('takes a multipart upload and serves the stored picture without recompressing it', async () => {
    const account = await signUp(t.app);
    const { payload, headers } = formData({ f_name: 'Test', l_name: 'Customer', email: account.user.email, phone: account.user.phone, image: PNG });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-profile', payload, headers: { ...headers, ...bearer(account.token), 'accept-encoding': BROWSER } });
    expect(res.statusCode, decode(res)).toBe(200);
    const url = new URL(JSON.parse(decode(res)).customer.image_full_url as string);
    const image = await get(url.pathname, { 'accept-encoding': BROWSER });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
