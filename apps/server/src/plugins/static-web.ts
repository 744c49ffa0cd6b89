import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeOnce, pickEncoding } from '../lib/content-encoding.js';

/**
 * Uploaded and generated images under /storage, and the built web app with a history
 * fallback to index.html for every non-API GET, all on the API's port. The web build holds
 * `.br` and `.gz` copies of its text files (apps/web/vite-plugins/precompress.ts), sent as
 * they are to clients that accept them; nothing here compresses per request.
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
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // The encoded copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // @fastify/static picks the copy by Accept-Encoding but does not say so to caches.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const shell = encodeOnce(fs.readFileSync(path.join(dist, 'index.html')));
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', shell.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === shell.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(shell[encoding ?? 'identity']);
  };
  app.get('/', { schema: { hide: true } }, sendShell);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/storage/') || path.extname(url) !== '') {
      return reply.callNotFound();
    }
    return sendShell(request, reply);
  });
}, { name: 'static-web' });
