import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsoleSession, ErrorEnvelope } from '@storefront/contract';
import { operatorOnly } from '../../lib/route-security.js';

/** /api/v1/console: the signed-in person's own account (any staff member; no capability needed). */
export const operatorConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.operators;

  app.get('/me', {
    schema: { tags: ['console'], summary: 'The signed-in person, the roles they hold and their second factor', security: operatorOnly, response: { 200: ConsoleSession, 401: ErrorEnvelope } },
  }, async (request) => service.consoleSession(await request.operator()));
};
