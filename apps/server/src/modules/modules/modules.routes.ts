import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, ModuleList } from '@storefront/contract';

export const modulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/module', {
    schema: {
      tags: ['modules'],
      summary: 'Active modules, filtered to the zones of the zoneId header when sent',
      response: { 200: ModuleList, 400: ErrorEnvelope },
    },
  }, (request) => app.services.modules.list(request.ctx.zoneIds(), request.ctx.lang));
};
