import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn } from './accounts.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  fieldsOf, JSON_MUST, jsonVariants, kindOf, multipartFieldVariants, multipartVariants, objectShapes, PATH_VALUES, QUERY_VALUES, rawJson, sample,
  seeded, TEXT_MUST, valuesFor, type Field, type FuzzBody, type JsonSchema, type Operation,
} from './fuzz.js';

/**
 * Every operation of the OpenAPI document gets a bounded, seeded set of malformed requests (wrong
 * types, non-finite and huge numbers, missing and unknown fields, huge strings, bad JSON and
 * multipart, injection and path traversal strings), as a guest and with a token where the route
 * takes one. None may answer 5xx. Driven by the document, so new routes are covered without edits.
 * Whatever the seed, every number (query, path, body, nested, form) is sent the non-finite and
 * huge ones, and every string a huge and a traversing one: the first test holds the plan to that.
 */

// Streams that never end on their own (server-sent events): an inject would wait forever.
const STREAMING = new Set(['GET /api/v1/push/stream']);
const QUERY_VALUES_PER_PARAM = 8;
const BODY_VALUES_PER_FIELD = 4;

interface Shot {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let customerToken: string;
let operatorToken: string;
let guestId: string;
let plan: { operation: string; op: Operation; shots: Shot[] }[];

beforeAll(async () => {
  // Google sign-in configured (with no keys, so every token fails): otherwise its routes answer 503 by design.
  const { auth } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ auth: { ...auth, googleClientIds: ['fuzz.apps.googleusercontent.com'], googleJwks: { keys: [] } } });
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  customerToken = await logIn(t.app);
  const op = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'store1@souqly.test', password: 'Demo#2026' } });
  operatorToken = op.json().token;
  guestId = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id;
  const rng = seeded(20261124);
  plan = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
    .filter(({ path, method }) => !STREAMING.has(`${method.toUpperCase()} ${path}`))
    .sort((a, b) => Number(destructive(a.method, a.path)) - Number(destructive(b.method, b.path)))
    .map(({ path, method, op }) => ({ operation: `${method.toUpperCase()} ${path}`, op, shots: shotsFor(method, path, op, rng) }));
});
afterAll(() => t?.close());

function isEnvelope(body: string): boolean {
  try {
    const errors = (JSON.parse(body) as { errors?: { code?: unknown; message?: unknown }[] }).errors;
    return Array.isArray(errors) && errors.length > 0 && errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string');
  } catch {
    return false;
  }
}

/** Sign-outs and deletions last, so that the token stays good for the rest. */
const destructive = (method: string, path: string) => method === 'delete' || /logout|remove-account|delete/.test(path);

function shotsFor(method: string, path: string, op: Operation, rng: ReturnType<typeof seeded>): Shot[] {
  const params = op.parameters ?? [];
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema, p.name, guestId))]));
  const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, sample(p.schema, p.name, guestId)]));
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  // A route that takes a token or none ({} among its security options) runs other code for each.
  const eitherCaller = (op.security ?? []).some((s) => Object.keys(s).length === 0);
  const token = schemes.includes('operator') ? operatorToken : customerToken;
  const base: Record<string, string> = { zoneid: '[1]', moduleid: '1', 'x-localization': 'en' };
  for (const p of params.filter((q) => q.in === 'header')) base[p.name] = String(sample(p.schema, p.name, guestId));
  const signedIn = { ...base, ...bearer(token) };
  // The route's own caller first; the other kind of caller for the plain request.
  const callers = schemes.length ? [signedIn, base] : [base, signedIn];
  // Wrong values field by field go to the route's own caller, or to each in turn when it takes either.
  const fieldCallers = eitherCaller ? callers : callers.slice(0, 1);

  const url = (pv: Record<string, string>, q: Record<string, unknown>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pv[name] ?? '1');
    const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const upper = method.toUpperCase();
  const shots: Shot[] = callers.map((headers) => ({ method: upper, url: url(pathValues, query), headers }));
  for (const name of Object.keys(pathValues)) {
    for (const value of PATH_VALUES) shots.push({ method: upper, url: url({ ...pathValues, [name]: value }, query), headers: callers[0]! });
  }
  for (const p of params.filter((q) => q.in === 'query')) {
    for (const value of valuesFor(TEXT_MUST[kindOf(p.schema)], QUERY_VALUES, QUERY_VALUES_PER_PARAM, rng)) {
      shots.push({ method: upper, url: url(pathValues, { ...query, [p.name]: value }), headers: callers[0]! });
    }
  }
  shots.push({ method: upper, url: url(pathValues, { ...query, unknown_param_fuzz: '1' }), headers: callers[0]! });
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const target = url(pathValues, query);
  const bodies: FuzzBody[] = [];
  const fieldBodies: FuzzBody[] = [];
  if (json) {
    const { whole, fields } = jsonVariants(json, rng, BODY_VALUES_PER_FIELD, guestId);
    bodies.push(...whole);
    fieldBodies.push(...fields);
  }
  if (multipart) {
    bodies.push(...multipartVariants(sample(multipart, '', guestId) as Record<string, unknown>));
    fieldBodies.push(...multipartFieldVariants(multipart, rng, BODY_VALUES_PER_FIELD, guestId));
  }
  if (!json && !multipart && method !== 'get') bodies.push({ payload: '{"a":', contentType: 'application/json' }, { payload: '{"unexpected":1}', contentType: 'application/json' });
  for (const body of bodies) {
    for (const headers of callers) shots.push({ method: upper, url: target, headers, body });
  }
  fieldBodies.forEach((body, i) => shots.push({ method: upper, url: target, headers: fieldCallers[i % fieldCallers.length]!, body }));
  return shots;
}

/** The value at a path of a parsed JSON body, or undefined. */
const valueAt = (body: unknown, path: Field['path']) => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | null)?.[key], body);
const parsed = (payload: string | Buffer) => {
  try {
    return JSON.parse(String(payload)) as unknown;
  } catch {
    return undefined;
  }
};

/** Each must-have value a parameter or field of this operation was not sent, as "where = value". */
function missing(op: Operation, shots: Shot[]): string[] {
  const gaps: string[] = [];
  const short = (v: unknown) => String(v).slice(0, 24);
  for (const p of (op.parameters ?? []).filter((q) => q.in === 'query' || q.in === 'path')) {
    // Each path parameter is sent all of PATH_VALUES, whatever its type.
    const must = p.in === 'path' ? [...TEXT_MUST.number, ...TEXT_MUST.string] : TEXT_MUST[kindOf(p.schema)];
    const sent = p.in === 'path' ? PATH_VALUES : shots.map((s) => new URL(s.url, 'http://fuzz.test').searchParams.get(p.name));
    for (const value of must) if (!sent.includes(value)) gaps.push(`${p.in} ${p.name} = ${short(value)}`);
  }
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json) {
    // The 2 MB body is only there to be too large.
    const bodies = shots.filter((s) => s.body?.contentType === 'application/json' && s.body.payload.length < 1_000_000).map((s) => parsed(s.body!.payload));
    for (const { path, schema } of objectShapes(json).flatMap((shape) => fieldsOf(shape))) {
      for (const value of JSON_MUST[kindOf(schema)]) {
        const expected = JSON.parse(rawJson(value)) as unknown;
        if (!bodies.some((b) => Object.is(valueAt(b, path), expected))) gaps.push(`body ${path.join('.')} = ${short(value)}`);
      }
    }
  }
  const form = content['multipart/form-data']?.schema;
  for (const [name, schema] of Object.entries(form?.properties ?? {}) as [string, JsonSchema][]) {
    for (const value of TEXT_MUST[kindOf(schema)]) {
      if (!shots.some((s) => String(s.body?.payload ?? '').includes(`name="${name}"\r\n\r\n${value}\r\n`))) gaps.push(`form ${name} = ${short(value)}`);
    }
  }
  return gaps;
}

describe('OpenAPI fuzzing', () => {
  it('sends every number the non-finite and huge ones and every string a huge and a traversing one, nested and in each branch too', () => {
    const gaps = plan.flatMap(({ operation, op, shots }) => missing(op, shots).map((gap) => `${operation}: ${gap}`));
    expect(gaps).toEqual([]);
    // The body that has no properties of its own (if/then/else) is varied field by field, to the nested ones.
    const place = plan.find((p) => p.operation === 'POST /api/v1/customer/order/place')!;
    const fields = objectShapes(place.op.requestBody!.content!['application/json']!.schema).flatMap((shape) => fieldsOf(shape)).map((f) => f.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['parcel_category_id', 'receiver_details.latitude', 'address.latitude', 'buy_now.item_id', 'buy_now.add_on_ids.0', 'address_id']));
  });

  it('answers no 5xx to malformed requests on any operation', { timeout: 240_000 }, async () => {
    expect(plan.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const shot of plan.flatMap((p) => p.shots)) {
      const headers = shot.body ? { ...shot.headers, 'content-type': shot.body.contentType } : shot.headers;
      const res = await t.app.inject({ method: shot.method as 'GET', url: shot.url, headers, ...(shot.body ? { payload: shot.body.payload } : {}) });
      sent += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      // A refusal is a 4xx with the error envelope; never a 5xx.
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !isEnvelope(res.body))) {
        const body = shot.body ? String(shot.body.payload).slice(0, 160) : '';
        failures.push(`${res.statusCode} ${shot.method} ${shot.url.slice(0, 200)} ${shot.body?.contentType ?? ''} ${body} -> ${res.body.slice(0, 160)}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(3000);
    expect(failures, `${failures.length} of ${sent} requests failed (statuses ${JSON.stringify(Object.fromEntries(statuses))}):\n${failures.join('\n')}`).toEqual([]);
  });
});
