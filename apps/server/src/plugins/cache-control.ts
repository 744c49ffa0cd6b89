import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Successful answers may be kept this long by browsers and proxies (spec §9 cache lifetimes). */
    cacheSeconds?: number;
  }
}

/** Sends Cache-Control for routes that declare `config.cacheSeconds`; answers vary by the spec's request headers. */
export const cacheControlPlugin = fp(async (app) => {
  // A callback hook: an async one costs every request a promise and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    const seconds = request.routeOptions.config?.cacheSeconds;
    if (seconds && reply.statusCode === 200) {
      // A handler may have chosen a lifetime of its own for this answer.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', `public, max-age=${seconds}`);
      reply.header('vary', 'zoneId, moduleId, X-localization');
    }
    done(null, payload);
  });
}, { name: 'cache-control' });
