import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies are parsed by Fastify's own parser (it refuses `__proto__` and `constructor` keys), except
 * that an empty body is no body: clients send `Content-Type: application/json` on every call, a DELETE
 * with nothing to say included, and Fastify would refuse that with 400. A route whose schema needs a body
 * still answers 400 from its schema.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parse(request, body as string, done);
  });
}
