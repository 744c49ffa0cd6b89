import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, PushTicket, StoreParams } from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/**
 * Tickets that open the push stream (GET /api/v1/push/stream?ticket=) for staff. A store's: each new
 * order of the store, and each change of one, arrives as an order_status push (pending: a new order).
 * The business's (orders.view without a store, so business-wide roles only): the dispatch map's live
 * `dispatch` nudges, which name orders and couriers that changed and carry nothing more.
 * Either stream ends with the session that asked for its ticket.
 */
export const pushConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/stores/:storeId/push/ticket', {
    schema: {
      tags: ['console'], summary: 'A one-minute ticket that opens the store\'s push stream once',
      security: staffCan('orders.view'), params: StoreParams, response: { 200: PushTicket, ...failures },
    },
  }, async (request) => app.services.push.ticketFor({ kind: 'store', id: request.params.storeId, tokenId: (await request.operator()).tokenId }));

  app.post('/push/ticket', {
    schema: {
      tags: ['console'], summary: 'A one-minute ticket that opens the business\'s push stream once: the dispatch map\'s live nudges',
      description: 'The stream carries `event: dispatch` with `data: {"orders":[ids],"couriers":[ids]}` when orders or couriers on the map changed '
        + '(many changes within a moment come as one); read them with GET /api/v1/console/dispatch?since=. Nothing is kept or replayed.',
      security: staffCan('orders.view'), response: { 200: PushTicket, ...failures },
    },
  }, async (request) => app.services.push.ticketFor({ kind: 'business', tokenId: (await request.operator()).tokenId }));
};
