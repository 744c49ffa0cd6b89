import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, readiness, docs and the error envelope', () => {
  it('answers /health and /ready', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/ready')).json()).toEqual({ status: 'ready' });
  });

  it('publishes OpenAPI 3 generated from the route schemas, and the docs page', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/v1/config', '/api/v1/config/get-zone-id', '/api/v1/module', '/api/v1/auth/guest/request', '/api/v1/react-landing-page']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/v1/config/get-zone-id'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['lat', 'lng']);
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.json())[0]!.code).toBe('route_not_found');
  });

  it('carries a request id on every answer', async () => {
    const res = await t.app.inject('/health');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});
