import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, logIn } from './accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from './helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await logIn(t.app);
});
afterAll(() => t.close());

const context = { zoneid: '[1]', moduleid: '1' };

describe('numbers that are not finite', () => {
  const lists = [
    '/api/v1/flash-sales', '/api/v1/items/latest?store_id=1', '/api/v1/stores/reviews?store_id=1', '/api/v1/items/related-items/1',
    '/api/v1/common-condition/items?condition_id=1', '/api/v1/flash-sales/items?flash_sale_id=1', '/api/v1/customer/order/running-orders',
  ];
  for (const url of lists) {
    for (const [name, value] of [['offset', 'Infinity'], ['offset', '1e400'], ['limit', '-Infinity'], ['limit', '1e400'], ['offset', '9007199254740993']]) {
      it(`answers 400 to ${name}=${value} on ${url}`, async () => {
        const res = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`, headers: { ...context, ...bearer(token) } });
        expect(res.statusCode, res.body).toBe(400);
        expect(expectEnvelope(res.json())[0]!.code).toBe(name);
      });
    }
  }

  it('answers 400 to a coordinate of Infinity on config/distance-api, on each of its numbers', async () => {
    const fine = { origin_lat: '25.2', origin_lng: '55.27', destination_lat: '25.08', destination_lng: '55.14' };
    for (const key of Object.keys(fine)) {
      for (const value of ['Infinity', '-Infinity', '1e400', 'NaN']) {
        const res = await t.app.inject({ url: '/api/v1/config/distance-api', query: { ...fine, [key]: value } });
        expect(res.statusCode, `${key}=${value}: ${res.body}`).toBe(400);
        expectEnvelope(res.json());
      }
    }
  });

  it('answers 400 to a JSON body number of 1e400 and to text holding a NUL', async () => {
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: { ...context, ...bearer(token), 'content-type': 'application/json' }, payload: '{"item_id":1,"quantity":1e400}' });
    expect(big.statusCode, big.body).toBe(400);
    const nul = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'a\u0000@example.com' } });
    expect(nul.statusCode, nul.body).toBe(400);
    expectEnvelope(nul.json());
  });
});

describe('malformed multipart bodies', () => {
  const routes: [string, string][] = [
    ['POST', '/api/v1/customer/update-profile'], ['POST', '/api/v1/customer/update-interest'], ['POST', '/api/v1/customer/order/refund-request'],
    ['POST', '/api/v1/customer/order/prescription/place'], ['PUT', '/api/v1/customer/cm-firebase-token'],
  ];
  const { payload, headers } = formData({ f_name: 'Ann', l_name: 'Lee', order_id: '1', store_id: '1' });
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const bodies = [
    { name: 'no boundary', contentType: 'multipart/form-data', body: payload },
    { name: 'a truncated part', contentType: headers['content-type'], body: payload.subarray(0, payload.length - 30) },
    { name: 'a part never closed', contentType: headers['content-type'], body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f_name"\r\n\r\nAnn`) },
    { name: 'another boundary', contentType: 'multipart/form-data; boundary=other', body: payload },
  ];
  for (const [method, url] of routes) {
    for (const { name, contentType, body } of bodies) {
      it(`answers 400 to ${name} on ${method} ${url}`, async () => {
        const res = await t.app.inject({ method: method as 'POST', url, headers: { ...context, ...bearer(token), 'content-type': contentType }, payload: body });
        expect(res.statusCode, res.body).toBe(400);
        expectEnvelope(res.json());
      });
    }
  }

  it('still answers 413 to an oversized JSON body and 400 to bad JSON, with the envelope', async () => {
    const huge = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', headers: { 'content-type': 'application/json' }, payload: `{"email":"${'a'.repeat(2_000_000)}"}` });
    expect(huge.statusCode).toBe(413);
    expectEnvelope(huge.json());
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expectEnvelope(bad.json());
  });
});

describe('JSON bodies', () => {
  const json = { 'content-type': 'application/json', ...context };

  it('takes an empty body with a JSON content type as no body: a DELETE empties the cart', async () => {
    const headers = { ...json, ...bearer(token) };
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/customer/cart/remove', headers, payload: '' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still answers 400 to a route that needs a body and got none, to broken JSON, and to __proto__', async () => {
    const headers = { ...json, ...bearer(token) };
    for (const payload of ['', '{"item_id": 1,', '{"__proto__": {"admin": true}, "item_id": 1, "quantity": 1}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers, payload });
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expectEnvelope(res.json());
    }
  });
});
