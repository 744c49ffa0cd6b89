import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS', url: '/api/v1/customer/info',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,zoneid,moduleid,x-localization' },
  });

describe('CORS with an allowlist (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: ['https://shop.example.com'] });
  });
  afterAll(() => t.close());

  it('answers a preflight from a listed origin with the spec headers and methods', async () => {
    const res = await preflight(t, 'https://shop.example.com');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const headers = String(res.headers['access-control-allow-headers']).split(',').map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(['zoneid', 'moduleid', 'latitude', 'longitude', 'x-localization', 'x-software-id', 'authorization', 'content-type']));
    expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('lets a listed origin read answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zone/list', headers: { origin: 'https://shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example.com');
  });

  it('never names another origin', async () => {
    for (const origin of ['https://evil.example', 'https://shop.example.com.evil.example', 'null']) {
      const res = await preflight(t, origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.app.inject({ method: 'GET', url: '/api/v1/zone/list', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('CORS by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no CORS header at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zone/list', headers: { origin: 'https://shop.example.com' } });
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect((await preflight(t, 'https://shop.example.com')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
