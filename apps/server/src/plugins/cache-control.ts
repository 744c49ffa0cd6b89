import fp from 'fastify-plugin';
import type { onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Successful answers may be kept this long by browsers and proxies; each list sets its own. */
    cacheSeconds?: number;
  }
}

/**
 * Sends Cache-Control for routes that declare `config.cacheSeconds`; answers vary by the spec's request headers.
 * Only those routes get the step, ahead of their own onSend steps (compression adds Accept-Encoding to Vary).
 */
export const cacheControlPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const seconds = route.config?.cacheSeconds;
    if (!seconds) return;
    const header = `public, max-age=${seconds}`;
    // A callback hook: an async one costs every request a promise and a microtask turn.
    const cacheControl: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode === 200) {
        // A handler may have chosen a lifetime of its own for this answer.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', header);
        reply.header('vary', 'zoneId, moduleId, X-localization');
      }
      done(null, payload);
    };
    route.onSend = [cacheControl, ...[route.onSend ?? []].flat()];
  });
}, { name: 'cache-control' });
