import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleBusinessOrderMove, ConsoleDispatch, ConsoleDispatchQuery, ConsoleOrderChanged, ConsoleOrderCourier, ConsoleOrderDetails, ConsoleOrderPage,
  ConsoleOrderParams, ConsoleOrdersQuery, ConsoleOrderStoreChoices, ConsoleOrderStoreQuery, ConsoleRefund, ConsoleRefundApprove, ConsoleRefundPage,
  ConsoleRefundParams, ConsoleRefundRefuse, ConsoleRefundsQuery, ErrorEnvelope,
} from '@storefront/contract';
import type { TSchema } from 'typebox';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
/** A change of one order by the business's staff (orders.move), answered with its state and courier after it. */
const orderChange = <B extends TSchema>(summary: string, description: string, body: B) => ({
  schema: {
    tags: ['console'], summary, description, security: staffCan('orders.move'), params: ConsoleOrderParams, body,
    response: { 200: ConsoleOrderChanged, ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope },
  },
});
const DECIDED = 'A request is decided once: a second decision, even one sent at the same moment, answers 409 and pays nothing. '
  + 'The customer is told (an order_status push). Kept in the audit log.';

/**
 * /api/v1/console/orders, /refunds and /dispatch: every store's orders for the business's staff (the
 * store capabilities orders.view and orders.move act business-wide on a route without a store), and
 * refund requests for those who hold refunds.decide.
 */
export const ordersBusinessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ordersBusiness: orders, refundsConsole: refunds, dispatch } = app.services;

  app.get('/orders', {
    schema: {
      tags: ['console'], summary: 'Every store\'s orders, newest first, by states, store, zone, module, days placed, payment, or an id or the start of a customer\'s or guest\'s name, phone or email',
      security: staffCan('orders.view'), querystring: ConsoleOrdersQuery, response: { 200: ConsoleOrderPage, ...failures },
    },
  }, async (request) => orders.page(request.query));

  app.get('/orders/store-choices', {
    schema: {
      tags: ['console'], summary: 'The stores the order list can be narrowed to: by part of their name in any language, A to Z, named in the console\'s language',
      security: staffCan('orders.view'), querystring: ConsoleOrderStoreQuery, response: { 200: ConsoleOrderStoreChoices, ...failures },
    },
  }, async (request) => orders.stores(request.query, request.ctx.lang));

  app.get('/orders/:orderId', {
    schema: {
      tags: ['console'], summary: 'An order with its lines, customer, store, courier, history, payment and refund request; the moves allowed now',
      security: staffCan('orders.view'), params: ConsoleOrderParams, response: { 200: ConsoleOrderDetails, ...failures },
    },
  }, async (request) => orders.details(request.params.orderId));

  app.put('/orders/:orderId/status', orderChange(
    'Move an order on, or cancel it with a reason',
    'Checked against the order state machine: a change it does not allow answers 409. A cancellation gives back stock, coupon and wallet money. Kept in the audit log.',
    ConsoleBusinessOrderMove,
  ), async (request) => orders.move(await actorOf(request), request.params.orderId, request.body));

  app.put('/orders/:orderId/courier', orderChange(
    'Give the order to a courier, or to another one',
    'The courier must be online and work in the order\'s zone (400 naming courier_id otherwise); the order must wait for a courier or not be picked up yet (409). Kept in the audit log.',
    ConsoleOrderCourier,
  ), async (request) => orders.assign(await actorOf(request), request.params.orderId, request.body));

  app.get('/refunds', {
    schema: {
      tags: ['console'], summary: 'Refund requests, newest first: pending, approved or refused', security: staffCan('refunds.decide'),
      querystring: ConsoleRefundsQuery, response: { 200: ConsoleRefundPage, ...failures },
    },
  }, async (request) => refunds.page(request.query));

  app.put('/refunds/:refundId/approve', {
    schema: {
      tags: ['console'], summary: 'Approve a refund: paid back to the customer\'s wallet (a ledger row), or through the payment gateway for an order paid online',
      description: `${DECIDED} The gateway for an order not paid online answers 422; a gateway that refuses, 502 with nothing changed.`,
      security: staffCan('refunds.decide'), params: ConsoleRefundParams, body: ConsoleRefundApprove,
      response: { 200: ConsoleRefund, ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope, 502: ErrorEnvelope },
    },
  }, async (request) => refunds.approve(await actorOf(request), request.params.refundId, request.body));

  app.put('/refunds/:refundId/refuse', {
    schema: {
      tags: ['console'], summary: 'Refuse a refund with a reason: the order is delivered again', description: DECIDED,
      security: staffCan('refunds.decide'), params: ConsoleRefundParams, body: ConsoleRefundRefuse, response: { 200: ConsoleRefund, ...failures, 409: ErrorEnvelope },
    },
  }, async (request) => refunds.refuse(await actorOf(request), request.params.refundId, request.body));

  app.get('/dispatch', {
    schema: {
      tags: ['console'], summary: 'The dispatch map: running orders and couriers on shift, compact; with since, only what changed',
      security: staffCan('orders.view'), querystring: ConsoleDispatchQuery, response: { 200: ConsoleDispatch, ...failures },
    },
  }, async (request) => dispatch.map(request.query));
};
