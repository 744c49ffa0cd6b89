import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { CAPABILITIES, holds, type Capability } from '@storefront/contract';
import { notAllowed, setUpTwoFactorFirst, type SignedInCustomer } from '../modules/auth/auth.tokens.js';
import type { SignedInOperator } from '../modules/operator/operator.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or 401: unauthenticated, token_expired, wrong_token_kind or account_inactive. */
    customer(): Promise<SignedInCustomer>;
    /** The signed-in customer, or null for a guest (no token, or one that no longer signs anybody in). */
    optionalCustomer(): Promise<SignedInCustomer | null>;
    /** The signed-in operator, or 401 as for customer(). */
    operator(): Promise<SignedInOperator>;
  }
}

const KIND_OF_SCHEME: Record<string, 'customer' | 'operator'> = { bearer: 'customer', operator: 'operator' };

/** Who a route requires, from its declared security; null when a guest may call it too. */
function requiredKind(security: readonly { [scheme: string]: readonly string[] }[] | undefined, url: string): 'customer' | 'operator' | null {
  const options = (security ?? []).map((option) => Object.keys(option));
  const unknown = options.flat().filter((scheme) => !KIND_OF_SCHEME[scheme]);
  // A misspelt scheme would leave the route open: refuse to start instead.
  if (unknown.length) throw new Error(`${url}: unknown security scheme ${unknown.join(', ')}`);
  if (!options.length || options.some((schemes) => schemes.length !== 1)) return null;
  const kinds = new Set(options.map(([scheme]) => KIND_OF_SCHEME[scheme!]!));
  return kinds.size === 1 ? [...kinds][0]! : null;
}

/** The capability a console route declares as its operator scope, or null for any operator route. */
function requiredCapability(security: readonly { [scheme: string]: readonly string[] }[] | undefined, url: string): Capability | null {
  const scopes = (security ?? []).flatMap((option) => option.operator ?? []);
  if (!scopes.length) return null;
  const [capability] = scopes;
  if (scopes.length !== 1 || !(CAPABILITIES as readonly string[]).includes(capability!)) throw new Error(`${url}: unknown capability ${scopes.join(', ')}`);
  return capability as Capability;
}

/** The store a console route acts on: its `:storeId`, or null for a business-wide route; 0 when it is not a number (held by nobody). */
function routeStore(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, string | undefined> | undefined)?.storeId;
  if (raw === undefined) return null;
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
}

/**
 * Resolves the bearer token at most once per request: one indexed lookup of the token joined to its
 * account and the account's roles. A route that declares customerOnly or operatorOnly (lib/route-security) resolves it first thing (onRequest),
 * before its body is parsed and its body or query validated, so that a caller without the right
 * session reads 401 and never learns the route's schema from a 400.
 */
export const authPlugin = fp(async (app) => {
  const customers = new WeakMap<FastifyRequest, Promise<SignedInCustomer>>();
  const operators = new WeakMap<FastifyRequest, Promise<SignedInOperator>>();
  const once = <T>(memo: WeakMap<FastifyRequest, Promise<T>>, request: FastifyRequest, lookup: (token: string | null) => Promise<T>) => {
    let pending = memo.get(request);
    if (!pending) {
      pending = lookup(request.ctx.token);
      memo.set(request, pending);
    }
    return pending;
  };
  const customer = (request: FastifyRequest) => once(customers, request, (token) => app.services.tokens.authenticate(token));
  const operator = (request: FastifyRequest) => once(operators, request, (token) => app.services.operators.authenticate(token));

  app.decorateRequest('customer', function (this: FastifyRequest) {
    return customer(this);
  });
  app.decorateRequest('optionalCustomer', function (this: FastifyRequest) {
    if (!this.ctx.token) return Promise.resolve(null);
    return customer(this).catch(() => null);
  });
  app.decorateRequest('operator', function (this: FastifyRequest) {
    return operator(this);
  });

  /** One check for every console route: the session is complete and its roles hold the route's capability. */
  const capabilityCheck = (capability: Capability): onRequestHookHandler => async (request) => {
    const op = await operator(request);
    if (op.limited) throw setUpTwoFactorFirst();
    if (!holds(op.grants, capability, routeStore(request))) throw notAllowed();
  };

  const signIn: Record<'customer' | 'operator', onRequestHookHandler> = {
    customer: async (request) => {
      await customer(request);
    },
    operator: async (request) => {
      await operator(request);
    },
  };
  app.addHook('onRoute', (route) => {
    const kind = requiredKind(route.schema?.security, route.url);
    const capability = requiredCapability(route.schema?.security, route.url);
    const checks = capability ? [signIn.operator, capabilityCheck(capability)] : kind ? [signIn[kind]] : [];
    if (checks.length) route.onRequest = [...checks, ...[route.onRequest ?? []].flat()];
  });
}, { name: 'auth', dependencies: ['request-context'] });
