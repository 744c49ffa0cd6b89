import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn } from './accounts.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';
import {
  jsonVariants, multipartVariants, PATH_VALUES, QUERY_VALUES, sample, seeded, type FuzzBody, type Operation,
} from './fuzz.js';

/**
 * Every operation of the OpenAPI document gets a bounded, seeded set of malformed requests (wrong
 * types, non-finite and huge numbers, missing and unknown fields, huge strings, bad JSON and
 * multipart, injection and path traversal strings), as a guest and with a token where the route
 * takes one. None may answer 5xx. Driven by the document, so new routes are covered without edits.
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

beforeAll(async () => {
  // Google sign-in configured (with no keys, so every token fails): otherwise its routes answer 503 by design.
  const { auth } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ auth: { ...auth, googleClientIds: ['fuzz.apps.googleusercontent.com'], googleJwks: { keys: [] } } });
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  customerToken = await logIn(t.app);
  const op = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'store1@souqly.test', password: 'Demo#2026' } });
  operatorToken = op.json().token;
  guestId = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id;
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
  const token = schemes.includes('operator') ? operatorToken : customerToken;
  const base: Record<string, string> = { zoneid: '[1]', moduleid: '1', 'x-localization': 'en' };
  for (const p of params.filter((q) => q.in === 'header')) base[p.name] = String(sample(p.schema, p.name, guestId));
  const signedIn = { ...base, ...bearer(token) };
  // The route's own caller first; the other kind of caller for the plain request.
  const callers = schemes.length ? [signedIn, base] : [base, signedIn];

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
  for (const name of Object.keys(query)) {
    for (const value of rng.pick(QUERY_VALUES, QUERY_VALUES_PER_PARAM)) shots.push({ method: upper, url: url(pathValues, { ...query, [name]: value }), headers: callers[0]! });
  }
  shots.push({ method: upper, url: url(pathValues, { ...query, unknown_param_fuzz: '1' }), headers: callers[0]! });
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const target = url(pathValues, query);
  const bodies: FuzzBody[] = [];
  if (json) bodies.push(...jsonVariants(json, sample(json, '', guestId) as Record<string, unknown>, rng, BODY_VALUES_PER_FIELD));
  if (multipart) bodies.push(...multipartVariants(sample(multipart, '', guestId) as Record<string, unknown>));
  if (!json && !multipart && method !== 'get') bodies.push({ payload: '{"a":', contentType: 'application/json' }, { payload: '{"unexpected":1}', contentType: 'application/json' });
  for (const body of bodies) {
    for (const headers of callers) shots.push({ method: upper, url: target, headers, body });
  }
  return shots;
}

describe('OpenAPI fuzzing', () => {
  it('answers no 5xx to malformed requests on any operation', { timeout: 240_000 }, async () => {
    const rng = seeded(20261124);
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
      .filter(({ path, method }) => !STREAMING.has(`${method.toUpperCase()} ${path}`))
      .sort((a, b) => Number(destructive(a.method, a.path)) - Number(destructive(b.method, b.path)));
    expect(operations.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const { path, method, op } of operations) {
      for (const shot of shotsFor(method, path, op, rng)) {
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
    }
    expect(sent).toBeGreaterThanOrEqual(3000);
    expect(failures, `${failures.length} of ${sent} requests failed (statuses ${JSON.stringify(Object.fromEntries(statuses))}):\n${failures.join('\n')}`).toEqual([]);
  });
});
