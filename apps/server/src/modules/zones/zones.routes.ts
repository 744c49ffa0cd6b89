import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, ZoneLookup, ZoneQuery } from '@storefront/contract';

export const zonesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/config/get-zone-id', {
    schema: {
      tags: ['zones'],
      summary: 'The zones that hold a point, smallest first',
      querystring: ZoneQuery,
      response: { 200: ZoneLookup, 400: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, (request) => app.services.zones.lookup(request.query.lat, request.query.lng));
};
