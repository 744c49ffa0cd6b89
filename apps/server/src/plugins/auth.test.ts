import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { registerErrorHandling } from '../lib/error-handler.js';
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
  } as never);
  await app.register(contextPlugin);
  await app.register(authPlugin);
  app.get('/required', async (request) => {
    const first = await request.customer();
    const second = await request.customer();
    return { id: first.id, same: first === second };
  });
  app.get('/optional', async (request) => ({ id: (await request.optionalCustomer())?.id ?? null }));
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
});
