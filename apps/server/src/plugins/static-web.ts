import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Uploaded and generated images under /storage, and the built web app with a history
 * fallback to index.html for every non-API GET, all on the API's port.
 */
export const staticWebPlugin = fp<{ storageDir: string; webDist: string | undefined }>(async (app, opts) => {
  fs.mkdirSync(opts.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '7d',
  });

  const dist = opts.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/storage/') || path.extname(url) !== '') {
      return reply.callNotFound();
    }
    return sendIndex(request, reply);
  });
}, { name: 'static-web' });
