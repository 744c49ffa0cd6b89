import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, ZoneList, ZoneLookup, ZoneQuery } from '@storefront/contract';

export const zonesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/config/get-zone-id', {
    schema: {
      tags: ['zones'],
      summary: 'The zones that hold a point, smallest first',
      querystring: ZoneQuery,
      response: { 200: ZoneLookup, 400: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, (request) => app.services.zones.lookup(request.query.lat, request.query.lng, request.ctx.lang));

  app.get('/zone/list', {
    schema: {
      tags: ['zones'],
      summary: 'Active zones with their rings, names in the caller\'s language',
      response: { 200: ZoneList, 400: ErrorEnvelope, 404: ErrorEnvelope, 502: ErrorEnvelope },
    },
  }, (request) => app.services.zones.list(request.ctx.lang));
};
