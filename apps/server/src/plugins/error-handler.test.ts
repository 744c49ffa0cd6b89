import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrors, registerErrorHandling } from './error-handler.js';
import { AppError } from '../lib/errors.js';

async function appThatThrows(err: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw err;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('maps each AppError code to its status and the envelope', async () => {
    for (const [code, status] of [['not_found', 404], ['conflict', 409], ['business_rule', 422], ['too_many_requests', 429], ['unauthenticated', 401], ['forbidden', 403]] as const) {
      const app = await appThatThrows(new AppError(code, `it is ${code}`));
      const res = await app.inject('/boom');
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errors: [{ code, message: `it is ${code}` }] });
    }
  });

  it('never leaks internals of an unexpected failure', async () => {
    const app = await appThatThrows(new Error('SQLITE_CORRUPT at /secret/path.db'));
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SQLITE|secret/);
    expect(res.json().errors[0].code).toBe('internal_error');
  });
});

describe('values the database refuses', () => {
  it('answers 400 with the envelope to PostgreSQL\'s out-of-range number (22003) and unencodable text (22021)', async () => {
    for (const code of ['22003', '22021']) {
      const app = await appThatThrows(Object.assign(new Error('value "2147483648" is out of range for type integer'), { code }));
      const res = await app.inject('/boom');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ code: 'validation_error', message: 'A value in the request is out of range.' }] });
    }
  });
});

describe('errors met before routing', () => {
  it.each([
    ['a malformed escape', '/items/%zz', 'not a valid URL'],
    ['a parameter past maxParamLength', `/items/${'7'.repeat(500)}`, 'too long'],
  ])('answers a path with %s with 400 and the envelope, not echoing the path', async (_what, url, says) => {
    const app = Fastify({ logger: false, frameworkErrors });
    registerErrorHandling(app);
    app.get('/items/:id', async () => ({ ok: true }));
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'validation_error', message: expect.stringContaining(says) }] });
    expect(res.body).not.toContain(url.slice(7, 40));
  });
});
