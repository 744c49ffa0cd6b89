import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleOrderMove, ErrorEnvelope, Message, OperatorOrderChanged, OperatorOrdersQuery, OrderDetailsAnswer, OrderList, StoreOrderParams, StoreParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** /api/v1/console/stores/:storeId/orders: the store panel's orders board and order page. */
export const ordersConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.ordersConsole;

  app.get('/stores/:storeId/orders', {
    schema: {
      tags: ['console'], summary: 'The store\'s orders, newest first (status: running by default, all, or one state)',
      security: staffCan('orders.view'), params: StoreParams, querystring: OperatorOrdersQuery, response: { 200: OrderList, ...failures },
    },
  }, async (request) => service.list(request.params.storeId, request.query));

  app.get('/stores/:storeId/orders/:id', {
    schema: {
      tags: ['console'], summary: 'One of the store\'s orders: lines, customer, courier, prescription photos (signed links)',
      security: staffCan('orders.view'), params: StoreOrderParams, response: { 200: OrderDetailsAnswer, ...failures },
    },
  }, async (request) => service.details(request.params.storeId, request.params.id));

  app.put('/stores/:storeId/orders/:id/status', {
    schema: {
      tags: ['console'], summary: 'Accept (with a preparation time), start preparing, mark ready, hand to a take-away customer, or reject or cancel with a reason',
      description: 'Checked against the order state machine: a change it does not allow answers 409. Kept in the audit log.',
      security: staffCan('orders.move'), params: StoreOrderParams, body: ConsoleOrderMove,
      response: { 200: OperatorOrderChanged, ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => service.move(await actorOf(request), request.params.storeId, request.params.id, request.body));

  app.put('/stores/:storeId/orders/:id/delivery-code/unlock', {
    schema: {
      tags: ['console'], summary: 'Let the courier enter the delivery code again after five wrong tries',
      description: '409 when the delivery is not locked. Kept in the audit log.',
      security: staffCan('delivery.unlock'), params: StoreOrderParams, response: { 200: Message, ...failures, 409: ErrorEnvelope },
    },
  }, async (request) => app.services.orderTrips.unlockCode(await actorOf(request), request.params.storeId, request.params.id));
};
