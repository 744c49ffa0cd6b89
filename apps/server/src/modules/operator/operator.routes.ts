import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourierLocation, CourierOrdersQuery, CourierStatusChange, ErrorEnvelope, Message, OperatorLogin, OperatorOrderChanged, OperatorOrdersQuery,
  OperatorProfile, OperatorSession, OrderDetailsAnswer, OrderIdParams, OrderList, RefundDecision, StoreStatusChange, OperatorForgotPassword, OperatorResetPassword,
} from '@storefront/contract';
import { operatorOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const changeFailures = { ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope };

/**
 * /api/v1/operator: the store and courier side. Every route but sign-in needs an operator token
 * (a customer's is refused, as an operator's is on customer routes); each role reaches only its own routes.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.operators;

  app.post('/auth/login', {
    schema: { tags: ['operator'], summary: 'Sign in as staff, a courier or support (with the authenticator code when the account has a second factor)', body: OperatorLogin, response: { 200: OperatorSession, 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope } },
  }, async (request) => service.login(request.body, request.ip, request.headers['user-agent']));

  app.post('/auth/forgot-password', {
    schema: {
      tags: ['operator'], summary: 'Mail a link to choose a new password (the same answer whether or not the account exists)',
      body: OperatorForgotPassword, response: { 200: Message, 400: ErrorEnvelope, 429: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope },
    },
  }, async (request) => app.services.operatorReset.forgot(request.body, request.ip, request.log));

  app.post('/auth/reset-password', {
    schema: {
      tags: ['operator'], summary: 'Choose a new password with a mailed link\'s token; every session of the account is signed out',
      description: 'An unknown, used or expired token answers 400. Kept in the audit log.',
      body: OperatorResetPassword, response: { 200: Message, 400: ErrorEnvelope },
    },
  }, async (request) => app.services.operatorReset.reset(request.body, request.ip));

  app.get('/me', { schema: { tags: ['operator'], summary: 'The signed-in operator', security: operatorOnly, response: { 200: OperatorProfile, 401: ErrorEnvelope } } },
    async (request) => service.profile(await request.operator()));

  app.post('/auth/logout', { schema: { tags: ['operator'], summary: 'Forget this token', security: operatorOnly, response: { 200: Message, 401: ErrorEnvelope } } }, async (request) => {
    await service.logout(await request.operator());
    return { message: 'Logout successful.' };
  });

  app.get('/store/orders', {
    schema: { tags: ['operator'], summary: 'The store\'s orders, newest first (status: running by default, all, or one state)', security: operatorOnly, querystring: OperatorOrdersQuery, response: { 200: OrderList, ...failures } },
  }, async (request) => service.storeOrders(await request.operator(), request.query));

  app.get('/store/orders/:id', {
    schema: { tags: ['operator'], summary: 'One of the store\'s orders with its lines', security: operatorOnly, params: OrderIdParams, response: { 200: OrderDetailsAnswer, ...failures } },
  }, async (request) => service.storeOrder(await request.operator(), request.params.id));

  app.put('/store/orders/:id/status', {
    schema: {
      tags: ['operator'], summary: 'Confirm, process, hand over, hand a take-away order to its customer, or cancel (with a reason)',
      description: 'Checked against the order state machine: a change it does not allow answers 409.',
      security: operatorOnly, params: OrderIdParams, body: StoreStatusChange, response: { 200: OperatorOrderChanged, ...changeFailures },
    },
  }, async (request) => await service.storeChange(await request.operator(), request.params.id, request.body));

  app.put('/store/orders/:id/refund', {
    schema: {
      tags: ['operator'], summary: 'Approve (money back to the customer\'s wallet) or refuse a refund request',
      security: operatorOnly, params: OrderIdParams, body: RefundDecision, response: { 200: OperatorOrderChanged, ...changeFailures },
    },
  }, async (request) => await service.storeRefund(await request.operator(), request.params.id, request.body));

  app.get('/courier/orders', {
    schema: { tags: ['operator'], summary: 'The courier\'s orders (scope mine) or those waiting for a courier in its zone (scope available)', security: operatorOnly, querystring: CourierOrdersQuery, response: { 200: OrderList, ...failures } },
  }, async (request) => service.courierOrders(await request.operator(), request.query));

  app.get('/courier/orders/:id', {
    schema: { tags: ['operator'], summary: 'An order the courier carries or may take', security: operatorOnly, params: OrderIdParams, response: { 200: OrderDetailsAnswer, ...failures } },
  }, async (request) => service.courierOrder(await request.operator(), request.params.id));

  app.put('/courier/orders/:id/accept', {
    schema: { tags: ['operator'], summary: 'Take an order waiting for a courier (409 when another came first)', security: operatorOnly, params: OrderIdParams, response: { 200: OperatorOrderChanged, ...changeFailures } },
  }, async (request) => await service.accept(await request.operator(), request.params.id));

  app.put('/courier/orders/:id/status', {
    schema: {
      tags: ['operator'], summary: 'Pick the order up at the store, or deliver it', description: 'Only the courier carrying it; a change the state machine does not allow answers 409.',
      security: operatorOnly, params: OrderIdParams, body: CourierStatusChange, response: { 200: OperatorOrderChanged, ...changeFailures },
    },
  }, async (request) => await service.courierChange(await request.operator(), request.params.id, request.body));

  app.put('/courier/location', {
    schema: { tags: ['operator'], summary: 'Where the courier is now (customers tracking its orders see it)', security: operatorOnly, body: CourierLocation, response: { 200: OperatorProfile, ...failures } },
  }, async (request) => service.location(await request.operator(), request.body));
};
