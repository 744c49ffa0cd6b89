import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EarningsQuery, ErrorEnvelope, StoreEarnings, StoreParams } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

/** /api/v1/console/stores/:storeId/earnings: the store panel's earnings page. */
export const orderEarningsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/stores/:storeId/earnings', {
    schema: {
      tags: ['console'], summary: 'The store\'s delivered orders per day: count, amount, commission and what the store keeps, with totals',
      description: 'Days of the store\'s time zone, from and to included; the last 30 days unless told, at most 366 (400). Days without orders have zeros.',
      security: staffCan('earnings.view'), params: StoreParams, querystring: EarningsQuery,
      response: { 200: StoreEarnings, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request) => app.services.orderEarnings.earnings(request.params.storeId, request.query));
};
