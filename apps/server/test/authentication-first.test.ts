import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, logIn } from './accounts.js';
import { objectShapes, type JsonSchema, type Operation } from './fuzz.js';
import { createTestApp, type TestApp } from './helpers.js';
import { operatorLogin } from './operators.js';

/**
 * A route that requires a session (its OpenAPI security names a scheme and offers no {} alternative)
 * answers 401 before it judges the request: a guest, or a token of the other kind, reads the same
 * refusal whatever body or query it sends, and never a 400 that would show the route's schema.
 * Generated from the document, so that every such route is covered without edits.
 */

type Kind = 'customer' | 'operator';
interface Target { operation: string; method: string; path: string; op: Operation; kind: Kind }
interface Caller { name: string; headers: Record<string, string>; answer: { code: string; message: string } }

const CONTEXT = { zoneid: '[1]', moduleid: '1', 'x-localization': 'en' };
const NOT_LOGGED_IN = { code: 'unauthenticated', message: 'You are not logged in' };
const KIND_OF_SCHEME: Record<string, Kind> = { bearer: 'customer', operator: 'operator' };

let t: TestApp;
let targets: Target[];
let guestId: string;
let customerToken: string;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  targets = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).flatMap(([method, op]) => {
    const options = (op.security ?? []).map((option) => Object.keys(option));
    // {} among the options: a guest may call it too (cart, checkout, a guest's order).
    if (!options.length || options.some((schemes) => schemes.length === 0)) return [];
    const kinds = new Set(options.flat().map((scheme) => KIND_OF_SCHEME[scheme]));
    expect(kinds.size, `${method} ${path}: security ${JSON.stringify(op.security)}`).toBe(1);
    return [{ operation: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op, kind: [...kinds][0]! }];
  }));
  guestId = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id;
  customerToken = await logIn(t.app);
  operatorToken = (await operatorLogin(t, 'store1@souqly.test')).token;
});
afterAll(() => t?.close());

/** Whether a body is exactly our envelope with this one error. */
function isRefusal(body: string, answer: Caller['answer']): boolean {
  try {
    return JSON.stringify(JSON.parse(body)) === JSON.stringify({ errors: [answer] });
  } catch {
    return false;
  }
}

/** A value of the wrong type for a schema, which Ajv's coercion cannot turn into a right one. */
const wrongValue = (schema: JsonSchema | undefined) => (schema?.type === 'object' || schema?.type === 'array' ? 'not-an-object' : { wrong: [1] });

/** The requests a caller makes to one operation: (a) no body, (b) {}, (c) wrong types and unknown fields, (d) a wrong query and path. */
function requests(target: Target, headers: Record<string, string>): { variant: string; request: InjectOptions }[] {
  const params = target.op.parameters ?? [];
  const fill = (value: string) => target.path.replace(/\{(\w+)\}/g, () => value);
  // Guests send their guest id along, in the query string and in bodies.
  const url = `${fill('1')}?guest_id=${guestId}`;
  const method = target.method as 'POST';
  const shape = objectShapes(target.op.requestBody?.content?.['application/json']?.schema ?? target.op.requestBody?.content?.['multipart/form-data']?.schema)[0];
  const wrongBody: Record<string, unknown> = { guest_id: guestId, unknown_probe_field: 'x', point: 'many' };
  for (const [name, schema] of Object.entries(shape?.properties ?? {})) wrongBody[name] = wrongValue(schema);
  const wrongQuery = new URLSearchParams({ guest_id: guestId, unknown_probe_param: '1', limit: 'lots', offset: '-7.5' });
  for (const p of params.filter((q) => q.in === 'query' && q.name !== 'guest_id')) wrongQuery.set(p.name, `not-valid-${'x'.repeat(600)}`);
  const form = formData(Object.fromEntries(Object.entries(wrongBody).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])));
  const json = { ...headers, 'content-type': 'application/json' };
  return [
    { variant: '(a) no body', request: { method, url, headers } },
    { variant: '(b) {}', request: { method, url, headers: json, payload: '{}' } },
    { variant: '(c) wrong JSON body', request: { method, url, headers: json, payload: JSON.stringify(wrongBody) } },
    { variant: '(c) wrong form body', request: { method, url, headers: { ...headers, ...form.headers }, payload: form.payload } },
    { variant: '(d) wrong query', request: { method, url: `${fill('not-an-id')}?${wrongQuery}`, headers } },
  ];
}

describe('authentication before validation', () => {
  it('finds the routes that require a session in the document, the customer\'s wallet, points and profile and the operator\'s among them', () => {
    const customerOnly = targets.filter((x) => x.kind === 'customer').map((x) => x.operation);
    const operatorOnly = targets.filter((x) => x.kind === 'operator').map((x) => x.operation);
    expect(customerOnly).toEqual(expect.arrayContaining([
      'POST /api/v1/customer/wallet/add-fund',
      'POST /api/v1/customer/loyalty-point/point-transfer',
      'GET /api/v1/customer/info',
      'POST /api/v1/customer/update-profile',
    ]));
    expect(customerOnly.length).toBeGreaterThanOrEqual(30);
    expect(operatorOnly).toEqual(expect.arrayContaining(['GET /api/v1/operator/me', 'PUT /api/v1/operator/store/orders/{id}/status', 'POST /api/v1/operator/messages/{id}']));
    // Guests' routes are not among them.
    expect(targets.map((x) => x.operation)).not.toContain('POST /api/v1/customer/cart/add');
    expect(targets.map((x) => x.operation)).not.toContain('POST /api/v1/customer/push/ticket');
  });

  it('answers a guest and a token of the other kind 401 on each of them, whatever the body or query', { timeout: 120_000 }, async () => {
    const callers = (kind: Kind): Caller[] => [
      { name: 'guest', headers: CONTEXT, answer: NOT_LOGGED_IN },
      kind === 'customer'
        ? { name: 'operator token', headers: { ...CONTEXT, ...bearer(operatorToken) }, answer: { code: 'wrong_token_kind', message: 'This token does not sign in a customer' } }
        : { name: 'customer token', headers: { ...CONTEXT, ...bearer(customerToken) }, answer: { code: 'wrong_token_kind', message: 'This token does not sign in an operator' } },
    ];
    const wrong: string[] = [];
    let sent = 0;
    for (const target of targets) {
      for (const caller of callers(target.kind)) {
        for (const { variant, request } of requests(target, caller.headers)) {
          const res = await t.app.inject(request);
          sent += 1;
          if (res.statusCode !== 401 || !isRefusal(res.body, caller.answer)) {
            wrong.push(`${target.operation} ${caller.name} ${variant}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(targets.length * 10);
    expect(wrong, `${wrong.length} of ${sent} requests were not refused with 401 first`).toEqual([]);
  });

  it('still judges the signed-in caller\'s request: a valid one passes, a wrong one answers 400', async () => {
    const asCustomer = { ...CONTEXT, ...bearer(customerToken), 'content-type': 'application/json' };
    const transfer = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/customer/loyalty-point/point-transfer', headers: asCustomer, payload: JSON.stringify(payload) });
    const ok = await transfer({ point: 100 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ loyalty_point: 20 });
    const bad = await transfer({ point: 'many' });
    expect(bad.statusCode, bad.body).toBe(400);
    // A field error is named after its field.
    expect(bad.json().errors[0].code).toBe('point');

    const fund = await t.app.inject({ method: 'POST', url: '/api/v1/customer/wallet/add-fund', headers: asCustomer, payload: JSON.stringify({ amount: 50, payment_method: 'digital_payment' }) });
    expect(fund.statusCode, fund.body).toBe(200);
    expect(fund.json().redirect_link).toEqual(expect.any(String));

    const info = await t.app.inject({ url: '/api/v1/customer/info', headers: bearer(customerToken) });
    expect(info.statusCode, info.body).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/operator/me', headers: bearer(operatorToken) });
    expect(me.statusCode, me.body).toBe(200);
    const badStatus = await t.app.inject({ method: 'PUT', url: '/api/v1/operator/store/orders/1/status', headers: { ...bearer(operatorToken), 'content-type': 'application/json' }, payload: '{"status":1}' });
    expect(badStatus.statusCode, badStatus.body).toBe(400);
  });
});
