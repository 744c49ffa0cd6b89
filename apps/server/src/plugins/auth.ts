import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { SignedInCustomer } from '../modules/auth/auth.tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or 401: unauthenticated, token_expired or account_inactive. */
    customer(): Promise<SignedInCustomer>;
    /** The signed-in customer, or null for a guest (no token, or one that no longer signs anybody in). */
    optionalCustomer(): Promise<SignedInCustomer | null>;
  }
}

/**
 * Resolves the bearer token at most once per request, and only for routes that ask: one indexed
 * lookup of the token joined to its account.
 */
export const authPlugin = fp(async (app) => {
  const resolved = new WeakMap<FastifyRequest, Promise<SignedInCustomer>>();
  const resolve = (request: FastifyRequest) => {
    let pending = resolved.get(request);
    if (!pending) {
      pending = app.services.tokens.authenticate(request.ctx.token);
      resolved.set(request, pending);
    }
    return pending;
  };

  app.decorateRequest('customer', function (this: FastifyRequest) {
    return resolve(this);
  });
  app.decorateRequest('optionalCustomer', function (this: FastifyRequest) {
    if (!this.ctx.token) return Promise.resolve(null);
    return resolve(this).catch(() => null);
  });
}, { name: 'auth', dependencies: ['request-context'] });
