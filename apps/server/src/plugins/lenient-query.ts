import type { FastifyInstance, preValidationHookHandler } from 'fastify';

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** What a client's template makes of a value it does not have yet. */
const ABSENT = new Set(['', 'null', 'undefined']);

/**
 * Query strings are read leniently, as real clients send them: a parameter the route does not know is
 * ignored rather than refused (`offset1` by mistake, an extra `store_id`), and an optional one sent empty,
 * as `null` or as `undefined` (`guest_id=null` before the client has its guest id) counts as absent.
 * Required parameters stay required. Each route with a query schema gets one small preValidation step,
 * computed once from its schema.
 */
export function registerLenientQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.querystring as ObjectSchema | undefined;
    if (!schema?.properties) return;
    const known = new Set(Object.keys(schema.properties));
    const required = new Set(schema.required ?? []);
    const lenient: preValidationHookHandler = (request, _reply, done) => {
      const query = request.query as Record<string, unknown>;
      for (const key of Object.keys(query)) {
        const value = query[key];
        if (!known.has(key) || (!required.has(key) && typeof value === 'string' && ABSENT.has(value))) delete query[key];
      }
      done();
    };
    route.preValidation = [lenient, ...[route.preValidation ?? []].flat()];
  });
}
