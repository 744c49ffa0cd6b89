import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, Health } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { pingDatabase } from './health.repository.js';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    schema: { tags: ['health'], summary: 'The process is up', response: { 200: Health } },
  }, async () => ({ status: 'ok' }));

  app.get('/ready', {
    schema: { tags: ['health'], summary: 'The database answers', response: { 200: Health, 503: ErrorEnvelope } },
  }, async (request) => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      throw new AppError('service_unavailable', 'The database is not reachable.');
    }
    return { status: 'ready' };
  });
};
