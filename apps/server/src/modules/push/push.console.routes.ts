import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, PushTicket, StoreParams } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

/**
 * A ticket that opens the push stream (GET /api/v1/push/stream?ticket=) for a store's staff: each new
 * order of the store, and each change of one, arrives as an order_status push (pending: a new order).
 */
export const pushConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/stores/:storeId/push/ticket', {
    schema: {
      tags: ['console'], summary: 'A one-minute ticket that opens the store\'s push stream once',
      security: staffCan('orders.view'), params: StoreParams, response: { 200: PushTicket, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request) => app.services.push.ticketFor({ kind: 'store', id: request.params.storeId, tokenId: (await request.operator()).tokenId }));
};
