import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { registerErrorHandling } from './error-handler.js';
import { customerOnly, customerOrGuest, operatorOnly } from '../lib/route-security.js';
import { authPlugin } from './auth.js';
import { contextPlugin } from './context.js';

/** A bare app whose token lookup is counted: the plugin must ask once per request at most. */
async function appWithTokens(valid: string) {
  const app = Fastify();
  let lookups = 0;
  registerErrorHandling(app);
  app.decorate('services', {
    tokens: {
      authenticate: async (token: string | null) => {
        lookups += 1;
        if (!token) throw new AppError('unauthenticated', 'You are not logged in');
        if (token !== valid) throw new AppError('token_expired', 'Your token has been expired');
        return { id: 7, tokenId: 1, guestId: null, user: {} };
      },
    },
    operators: {
      authenticate: async (token: string | null) => {
        lookups += 1;
        if (token !== `op_${valid}`) throw new AppError('wrong_token_kind', 'This token does not sign in an operator');
        return { id: 9 };
      },
    },
  } as never);
  await app.register(contextPlugin);
  await app.register(authPlugin);
  app.get('/required', async (request) => {
    const first = await request.customer();
    const second = await request.customer();
    return { id: first.id, same: first === second };
  });
  app.get('/optional', async (request) => ({ id: (await request.optionalCustomer())?.id ?? null }));
  const body = { type: 'object', properties: { point: { type: 'integer' } }, required: ['point'], additionalProperties: false };
  app.post('/declared', { schema: { security: customerOnly, body } }, async (request) => ({ id: (await request.customer()).id }));
  app.post('/either', { schema: { security: customerOrGuest, body } }, async () => ({ ok: true }));
  app.post('/staff', { schema: { security: operatorOnly, body } }, async (request) => ({ id: (await request.operator()).id }));
  return { app, lookups: () => lookups };
}

describe('auth plugin', () => {
  it('looks the token up once per request, however often the route asks', async () => {
    const { app, lookups } = await appWithTokens('good');
    const res = await app.inject({ url: '/required', headers: { authorization: 'Bearer good' } });
    expect(res.json()).toEqual({ id: 7, same: true });
    expect(lookups()).toBe(1);
  });

  it('answers 401 for a required customer, and null for an optional one', async () => {
    const { app, lookups } = await appWithTokens('good');
    expect((await app.inject({ url: '/required' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/required', headers: { authorization: 'Bearer stale' } })).json().errors[0].code).toBe('token_expired');
    expect((await app.inject({ url: '/optional' })).json()).toEqual({ id: null });
    expect((await app.inject({ url: '/optional', headers: { authorization: 'Bearer stale' } })).json()).toEqual({ id: null });
    expect((await app.inject({ url: '/optional', headers: { authorization: 'Bearer good' } })).json()).toEqual({ id: 7 });
    // No token, no lookup.
    const before = lookups();
    await app.inject({ url: '/optional' });
    expect(lookups()).toBe(before);
  });

  it('signs the caller in before validating the body of a route that declares customerOnly or operatorOnly', async () => {
    const { app, lookups } = await appWithTokens('good');
    const post = (url: string, payload: unknown, token?: string) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const payload of [undefined, {}, { point: 'many', extra: 1 }]) {
      expect((await post('/declared', payload)).json()).toEqual({ errors: [{ code: 'unauthenticated', message: 'You are not logged in' }] });
      expect((await post('/staff', payload, 'good')).json().errors[0].code).toBe('wrong_token_kind');
      // A guest may call this one: its body is judged.
      expect((await post('/either', payload)).statusCode).toBe(400);
    }
    expect((await post('/declared', { point: 'many' }, 'good')).statusCode).toBe(400);
    const before = lookups();
    expect((await post('/declared', { point: 1 }, 'good')).json()).toEqual({ id: 7 });
    expect((await post('/staff', { point: 1 }, 'op_good')).json()).toEqual({ id: 9 });
    // The hook's lookup is the handler's too.
    expect(lookups() - before).toBe(2);
  });

  it('refuses to start with a security scheme it does not know, which would leave the route open', async () => {
    const { app } = await appWithTokens('good');
    expect(() => app.get('/typo', { schema: { security: [{ bearerAuth: [] }] } }, async () => ({}))).toThrow(/unknown security scheme bearerAuth/);
  });
});
