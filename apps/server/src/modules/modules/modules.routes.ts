import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, ModuleList, type Module } from '@storefront/contract';
import { sendKept } from '../../lib/serialized.js';

export const modulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The service's lists are cached: each one is serialized once.
  const kept = new WeakMap<Module[], Buffer>();
  app.get('/module', {
    schema: {
      tags: ['modules'],
      summary: 'Active modules, filtered to the zones of the zoneId header when sent',
      response: { 200: ModuleList, 400: ErrorEnvelope },
    },
  }, async (request, reply) => sendKept(reply, kept, await app.services.modules.list(request.ctx.zoneIds(), request.ctx.lang)));
};
