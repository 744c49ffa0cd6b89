import type { FastifyInstance, preValidationHookHandler } from 'fastify';

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Query strings are read leniently on GET, as clients written from the spec send them (#23): a parameter
 * the route does not know is ignored rather than refused (`offset1` by mistake, an extra `store_id`), and
 * an optional one sent empty or as `null` (`guest_id=null` before the client has its guest id) counts as
 * absent. Required parameters and every body stay strict. Each GET route with a query schema gets one
 * small preValidation step, computed once from its schema.
 */
export function registerLenientQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const schema = route.schema?.querystring as ObjectSchema | undefined;
    if (!schema?.properties) return;
    const known = new Set(Object.keys(schema.properties));
    const required = new Set(schema.required ?? []);
    const lenient: preValidationHookHandler = (request, _reply, done) => {
      const query = request.query as Record<string, unknown>;
      for (const key of Object.keys(query)) {
        const value = query[key];
        if (!known.has(key) || (!required.has(key) && (value === '' || value === 'null'))) delete query[key];
      }
      done();
    };
    route.preValidation = [lenient, ...[route.preValidation ?? []].flat()];
  });
}
