import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, PrivateFileParams, PrivateFileQuery } from '@storefront/contract';
import { Type } from 'typebox';

/** GET /api/v1/files/{folder}/{name}: a private picture through a signed link (see FilesService). */
export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.files;
  // Pictures of earlier versions leave the public folder when the server starts.
  app.addHook('onReady', async () => {
    const moved = await service.adoptLegacy();
    if (moved > 0) app.log.info({ moved }, 'private pictures moved out of the public storage folder');
  });

  app.get('/files/:folder/:name', {
    schema: {
      tags: ['files'], summary: 'A prescription, review, refund or chat picture, by a signed link from an order, review or chat answer',
      description: 'Links are made only for the order\'s customer and its store\'s staff and open for about an hour; a changed or expired link answers 403.',
      params: PrivateFileParams, querystring: PrivateFileQuery,
      response: { 200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'A WebP picture' }), 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { file, maxAge } = await service.open(request.params, request.query);
    return reply.type('image/webp').header('cache-control', `private, max-age=${maxAge}`).send(fs.createReadStream(file));
  });
};
